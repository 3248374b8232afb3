/**
 * Daily logs saved without a connection (docs/requirements.md#daily-site-log), in the app's outbox
 * (lib/outbox.ts): one entry per user, project and day, replaced by a later save of the same day. The PUT
 * names the version the log was written over (`basedOn`), so a log saved or signed off meanwhile is refused
 * with 409 and never overwritten; a refused entry stays on the phone, with the server's reason, until the
 * person saves it again or discards it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { DailyLog } from '#shared/models/daily-logs.ts';
import type { DailyLogBody } from '#shared/schemas/daily-logs.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { createOutbox, failedForNow, type OutboxEntry } from '../../../lib/outbox.ts';
import { useWaiting } from '../../../lib/use-outbox-sender.ts';
import { logKeys } from './daily-logs.ts';

export interface QueuedLog extends OutboxEntry {
  projectId: string;
  date: string;
  body: DailyLogBody;
  /** The `updatedAt` of the log the person wrote over; null: the day had no log. */
  basedOn: string | null;
  /** When it was saved on the phone. */
  savedAt: string;
}

export const LOG_OUTBOX_TEXTS = {
  queued: 'No connection: the log is kept on this phone and will be sent when the connection returns.',
  saved: 'Daily log saved',
  refused: 'The daily log was not sent',
  unreachable:
    "No connection: this day's log could not be loaded. A log you save is kept on this phone and sent when the connection returns; if someone saved this day meanwhile, yours is not sent over it.",
} as const;

export const logOutbox = createOutbox<QueuedLog>({
  prefix: 'daily-log:',
  isTransient: (error) => failedForNow(error),
  refusal: (error) => serverMessageOr(error, LOG_OUTBOX_TEXTS.refused),
});

/** The entry of a save; the same user, project and day always has the same id, so a new save replaces it. */
export function queuedLog(input: Omit<QueuedLog, 'id' | 'savedAt'>): QueuedLog {
  return {
    id: `${input.userId}:${input.projectId}:${input.date}`,
    ...input,
    savedAt: new Date().toISOString(),
  };
}

/** PUT .../daily-logs/{date} with the version the log was written over. */
export const sendLog = (entry: QueuedLog): Promise<DailyLog> =>
  api('putDailyLog', {
    params: { projectId: entry.projectId, date: entry.date },
    body: { ...entry.body, basedOn: entry.basedOn },
  });

/** The user's waiting or refused log of one day, if there is one. */
export function useQueuedLog(userId: string | null, projectId: string, date: string): QueuedLog | undefined {
  const waiting = useWaiting(logOutbox, userId);
  return useMemo(() => waiting.find((e) => e.projectId === projectId && e.date === date), [waiting, projectId, date]);
}

/**
 * Sends the user's waiting logs (the sender of lib/use-outbox-sender.ts calls it, and the screen after a
 * save): a sent log becomes that day's cached log; a refused one is told with the server's reason and the
 * day is read again, so the screen shows the newer version beside the kept one.
 */
export function useFlushLogs() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useCallback(
    (userId: string) =>
      logOutbox.flush(userId, {
        send: async (entry) => {
          const log = await sendLog(entry);
          queryClient.setQueryData(logKeys.day(entry.projectId, log.date), log);
        },
        onSent: (entry) => {
          toast(LOG_OUTBOX_TEXTS.saved, 'success');
          void queryClient.invalidateQueries({ queryKey: [...logKeys.all, entry.projectId, 'days'] });
        },
        onRefused: (entry) => {
          toast(`${LOG_OUTBOX_TEXTS.refused}: ${entry.refused}`, 'error');
          void queryClient.invalidateQueries({ queryKey: logKeys.day(entry.projectId, entry.date) });
        },
      }),
    [queryClient, toast],
  );
}
