/**
 * The daily site log screen (docs/requirements.md#daily-site-log): a month of days with each log's status, and
 * the chosen day's log: a form for the roles that write while it is a draft, a read view once signed off;
 * sign-off and reopening for a project manager or an admin.
 */
import './daily-log.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { statusLine } from '#shared/daily-log-text.ts';
import { type DailyLog, unwrittenLog } from '#shared/models/daily-logs.ts';
import type { Role } from '#shared/roles.ts';
import type { DailyLogBody } from '#shared/schemas/daily-logs.ts';
import { addDaysToDateKey, torontoDateKey } from '#shared/time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { api, errorReason, NetworkError, withReason } from '../../../lib/api-client.ts';
import { failedForNow } from '../../../lib/outbox.ts';
import { useSession } from '../../../lib/session.ts';
import { requestOutboxFlush } from '../../../lib/use-outbox-sender.ts';
import {
  logKeys,
  useDailyLog,
  useLogDays,
  useReopenDailyLog,
  useSaveDailyLog,
  useSignOffDailyLog,
} from '../api/daily-logs.ts';
import { LOG_OUTBOX_TEXTS, logOutbox, queuedLog, useQueuedLog } from '../api/log-outbox.ts';
import { dayTitle, firstOfMonth, lastOfMonth, monthOf } from '../utils/month.ts';
import { ExportPanel } from './export-panel.tsx';
import { LogForm } from './log-form.tsx';
import { QueuedLogNotice } from './log-outbox.tsx';
import { LogHistory, LogReadView, LogReports } from './log-read-view.tsx';
import { MonthCalendar, STATUS_LABELS } from './month-calendar.tsx';
import { ReopenDialog } from './reopen-dialog.tsx';

const WRITERS: readonly Role[] = ['admin', 'office', 'pm', 'site'];
const SIGNERS: readonly Role[] = ['admin', 'pm'];
const TONES = { none: 'tone--grey', draft: 'tone--yellow', signed: 'tone--green' } as const;

interface DayLogProps {
  projectId: string;
  role: Role;
  date: string;
}

function DayLog({ projectId, role, date }: DayLogProps) {
  const log = useDailyLog(projectId, date);
  const save = useSaveDailyLog(projectId);
  const signOff = useSignOffDailyLog(projectId);
  const reopen = useReopenDailyLog(projectId);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirmDialog, confirm] = useConfirm();
  const [reopening, setReopening] = useState(false);
  const { userId } = useSession();
  const queued = useQueuedLog(userId, projectId, date);
  // Opened without a connection and never loaded (the query waits for one, or failed on the way): the day is
  // written over an empty log, kept on the phone; a log someone saved meanwhile refuses it (basedOn: null).
  const unreachable =
    log.data === undefined && (log.fetchStatus === 'paused' || (log.isError && log.error instanceof NetworkError));
  if (!unreachable && (log.isPending || log.isError)) {
    return (
      <QueryStatus query={log} loading="Loading..." failed={withReason('Failed to load the daily log', log.error)} />
    );
  }
  const data: DailyLog = log.data ?? unwrittenLog(projectId, date);
  const basedOn = log.data ? (data.updatedAt ?? null) : (queued?.basedOn ?? null);
  const signed = data.status === 'signed';
  const mayWrite = WRITERS.includes(role) && !signed;
  const maySign = SIGNERS.includes(role);

  const step = async (work: Promise<unknown>, done: string, failed: string) => {
    try {
      await work;
      toast(done, 'success');
    } catch (error) {
      toast(withReason(failed, error), 'error');
    }
  };
  /**
   * Online, the log is sent at once; without a connection, behind a log of this day still waiting, when the
   * connection drops on the way or the server is busy, it waits in the outbox (log-outbox.ts). A refusal (409:
   * signed off or saved by someone else meanwhile; 400) keeps it there too, with the server's reason, until the
   * person decides.
   */
  const saveLog = async (body: DailyLogBody) => {
    const entry = queuedLog({ userId: userId ?? '', projectId, date, body, basedOn });
    const keep = async (refused?: string) => {
      await logOutbox.put(refused ? { ...entry, refused } : entry);
      if (!refused) requestOutboxFlush();
    };
    const keepOffline = async () => {
      await keep();
      toast(LOG_OUTBOX_TEXTS.queued, 'info');
    };
    if (!navigator.onLine) return keepOffline();
    if (queued) return keep();
    try {
      await save.mutateAsync({ date, input: { ...body, basedOn: entry.basedOn } });
      toast('Daily log saved', 'success');
    } catch (error) {
      if (error instanceof NetworkError || !navigator.onLine) return keepOffline();
      toast(withReason('Failed to save the daily log', error), 'error');
      // A busy or failing server, an ended session: it waits and is sent again by itself.
      if (failedForNow(error)) return keep();
      await keep(errorReason(error) ?? LOG_OUTBOX_TEXTS.refused);
      await queryClient.invalidateQueries({ queryKey: logKeys.day(projectId, date) });
    }
  };
  const discard = async () => {
    if (!queued) return;
    const ok = await confirm({
      message: 'Discard the log kept on this phone?',
      note: 'What you typed is lost; the log shown is the one on the server.',
      confirmLabel: 'Discard',
      destructive: true,
    });
    if (ok) await logOutbox.remove(queued.id);
  };
  const loadYesterday = async () => {
    const before = addDaysToDateKey(date, -1);
    try {
      return await queryClient.fetchQuery({
        queryKey: logKeys.day(projectId, before),
        queryFn: ({ signal }) => api('getDailyLog', { params: { projectId, date: before }, signal }),
      });
    } catch (error) {
      toast(withReason("Failed to load yesterday's log", error), 'error');
      return undefined;
    }
  };
  const askSignOff = async () => {
    const ok = await confirm({
      message: `Sign off the daily log of ${dayTitle(date)}?`,
      note: 'It becomes read-only until a project manager or an admin reopens it.',
      confirmLabel: 'Sign off',
      destructive: false,
    });
    if (ok)
      await step(
        signOff.mutateAsync({ date, input: undefined }),
        'Daily log signed off',
        'Failed to sign off the daily log',
      );
  };

  return (
    <section className="log-day-panel stack" aria-labelledby="log-day-title">
      <div className="spread">
        <h2 className="section-title" id="log-day-title">
          {dayTitle(date)}
        </h2>
        <span className={`tag ${TONES[data.status]}`}>{STATUS_LABELS[data.status]}</span>
      </div>
      <p className="muted">{statusLine(data)}</p>
      <div className="cluster">
        {maySign && data.status === 'draft' ? (
          <Button busy={signOff.isPending} onClick={askSignOff}>
            Sign off
          </Button>
        ) : null}
        {maySign && signed ? (
          <Button variant="secondary" onClick={() => setReopening(true)}>
            Reopen
          </Button>
        ) : null}
      </div>
      {unreachable ? (
        <p className="muted" role="status">
          {LOG_OUTBOX_TEXTS.unreachable}
        </p>
      ) : null}
      {queued ? <QueuedLogNotice entry={queued} onDiscard={discard} /> : null}
      {mayWrite ? (
        <LogForm
          key={`${date}:${queued ? 'kept' : (data.updatedAt ?? 'new')}`}
          log={queued ? { ...data, ...queued.body } : data}
          busy={save.isPending}
          onSave={saveLog}
          loadYesterday={loadYesterday}
          onCopied={(copied) => {
            if (!copied) toast("Yesterday's log has no crew or equipment to copy", 'info');
          }}
        />
      ) : (
        <LogReadView log={data} />
      )}
      <LogReports log={data} />
      <LogHistory log={data} />
      {reopening ? (
        <ReopenDialog
          onCancel={() => setReopening(false)}
          onReopen={async (reason) => {
            try {
              await reopen.mutateAsync({ date, input: reason });
              setReopening(false);
              toast('Daily log reopened', 'success');
            } catch (error) {
              toast(errorReason(error) ?? 'Failed to reopen the daily log', 'error');
            }
          }}
        />
      ) : null}
      {confirmDialog}
    </section>
  );
}

interface DailyLogPageProps {
  projectId: string;
  role: Role;
  /** The day shown (the address's `?date=`); undefined: today. */
  date: string | undefined;
  onDateChange: (date: string) => void;
}

export function DailyLogPage({ projectId, role, date: asked, onDateChange }: DailyLogPageProps) {
  const today = torontoDateKey(new Date());
  const date = asked && asked <= today ? asked : today;
  const [month, setMonth] = useState(monthOf(date));
  const days = useLogDays(projectId, firstOfMonth(month), lastOfMonth(month));
  return (
    <div className="daily-log stack">
      <MonthCalendar
        month={month}
        days={days.data?.days}
        offline={days.fetchStatus === 'paused'}
        selected={date}
        today={today}
        onMonth={setMonth}
        onSelect={onDateChange}
      />
      {days.isError ? (
        <QueryStatus query={days} loading="" failed={withReason('Failed to load the month', days.error)} />
      ) : null}
      <DayLog key={date} projectId={projectId} role={role} date={date} />
      <ExportPanel
        key={month}
        projectId={projectId}
        from={firstOfMonth(month)}
        to={[lastOfMonth(month), today].sort()[0] as string}
      />
    </div>
  );
}
