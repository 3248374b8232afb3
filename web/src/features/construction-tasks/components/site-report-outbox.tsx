/**
 * The waiting site reports (docs/requirements.md#reports-made-without-a-connection): the sender that runs
 * on every screen after sign-in, and the "Waiting to send (N)" list of the site report screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSession } from '../../../lib/session.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useOutboxSender, useWaiting } from '../../../lib/use-outbox-sender.ts';
import { constructionTaskKeys } from '../api/get-tasks.ts';
import { flushOutbox, forgetTaskLists, outbox, type QueuedReport, sentMessage } from '../api/site-report-outbox.ts';
import { putReportAnswerInCache } from '../api/update-task.ts';
import './site-report-outbox.css';

/** The signed-in user's waiting reports, oldest first. */
export const useWaitingReports = (userId: string | null): QueuedReport[] => useWaiting(outbox, userId);

/** Sends waiting reports from every screen after sign-in (lib/use-outbox-sender.ts). Renders nothing. */
export function SiteReportOutboxSync() {
  const { userId, token } = useSession();
  const owner = token ? userId : null;
  const toast = useToast();
  const queryClient = useQueryClient();
  const previous = useRef(owner);
  useEffect(() => {
    if (previous.current && previous.current !== owner) void forgetTaskLists(previous.current).catch(() => undefined);
    previous.current = owner;
  }, [owner]);
  const flush = useCallback(
    (user: string) =>
      flushOutbox(user, {
        onTask: (task) => putReportAnswerInCache(queryClient, task),
        onSent: (entry) => {
          toast(sentMessage(entry), 'success');
          void queryClient.invalidateQueries({ queryKey: constructionTaskKeys.all });
        },
        onRefused: (entry) => toast(`Site report for ${entry.taskName} was not sent: ${entry.refused}`, 'error'),
      }),
    [toast, queryClient],
  );
  useOutboxSender(owner, flush);
  return null;
}

const photoCount = (n: number) => (n === 0 ? '' : n === 1 ? ' · 1 photo' : ` · ${n} photos`);

/** "Waiting to send (N)": the reports kept on this phone; one the server refused can be removed. */
export function WaitingReports({ userId }: { userId: string | null }) {
  const waiting = useWaitingReports(userId);
  const online = useOnline();
  const [removing, setRemoving] = useState<QueuedReport | null>(null);
  if (waiting.length === 0) return null;
  return (
    <section className="waiting-reports" aria-labelledby="waiting-reports-title">
      <h2 className="waiting-reports__title" id="waiting-reports-title">
        Waiting to send ({waiting.length})
      </h2>
      <p className="muted waiting-reports__hint">
        {online
          ? 'Sending…'
          : 'Kept on this phone. They are sent by themselves, in order, when the connection returns.'}
      </p>
      <ul className="waiting-reports__list">
        {waiting.map((r) => (
          <li key={r.id} className="waiting-reports__item">
            <div className="waiting-reports__main">
              <span className="waiting-reports__task">{r.taskName}</span>
              <span className="muted">
                {formatTorontoDateTime(r.createdAt)}
                {photoCount(r.photos.length)}
              </span>
              {r.refused ? <span className="waiting-reports__refused">Not sent: {r.refused}</span> : null}
            </div>
            {r.refused ? (
              <Button variant="ghost" size="sm" onClick={() => setRemoving(r)}>
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmDialog
          title="Remove report"
          confirmLabel="Remove"
          destructive
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            void outbox.remove(removing.id);
            setRemoving(null);
          }}
        >
          The report for {removing.taskName} will not be sent. Remove it from this phone?
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
