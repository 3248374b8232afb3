/**
 * The waiting site reports (docs/requirements.md#reports-made-without-a-connection): the sender that runs
 * on every screen after sign-in, and the "Waiting to send (N)" list of the site report screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSession } from '../../../lib/session.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { constructionTaskKeys } from '../api/get-tasks.ts';
import { flushOutbox, forgetTaskLists, outbox, type QueuedReport, sentMessage } from '../api/site-report-outbox.ts';
import { putReportAnswerInCache } from '../api/update-task.ts';
import './site-report-outbox.css';

/** Waits before sending again after a failure: 2 s, 4 s, 8 s… at most a minute. */
export const retryDelay = (attempt: number) => Math.min(60_000, 2000 * 2 ** attempt);

/** The signed-in user's waiting reports, oldest first. */
export function useWaitingReports(userId: string | null): QueuedReport[] {
  const all = useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
  return useMemo(() => all.filter((r) => r.userId === userId), [all, userId]);
}

const flushRequests = new EventTarget();
/** Asks the sender to try now (a report was just queued). */
export const requestOutboxFlush = () => flushRequests.dispatchEvent(new Event('flush'));

/**
 * Sends waiting reports when the app starts, when the connection returns (the online event), when one
 * is queued, and again with growing pauses while something transient stops them. Renders nothing.
 */
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
  useEffect(() => {
    if (!owner) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      clearTimeout(timer);
      if (stopped || !navigator.onLine) return;
      let stalled: boolean;
      try {
        ({ stalled } = await flushOutbox(owner, {
          onTask: (task) => putReportAnswerInCache(queryClient, task),
          onSent: (entry) => {
            toast(sentMessage(entry), 'success');
            void queryClient.invalidateQueries({ queryKey: constructionTaskKeys.all });
          },
          onRefused: (entry) => toast(`Site report for ${entry.taskName} was not sent: ${entry.refused}`, 'error'),
        }));
      } catch {
        // The phone's storage failed to answer: try again later, like a lost connection.
        stalled = true;
      }
      if (stopped) return;
      if (stalled) timer = setTimeout(run, retryDelay(attempt++));
      else attempt = 0;
    };
    const now = () => {
      attempt = 0;
      void run();
    };
    window.addEventListener('online', now);
    flushRequests.addEventListener('flush', now);
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', now);
      flushRequests.removeEventListener('flush', now);
    };
  }, [owner, toast, queryClient]);
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
