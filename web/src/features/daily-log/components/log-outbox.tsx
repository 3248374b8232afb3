/**
 * The daily logs waiting on this phone (docs/requirements.md#daily-site-log): the sender that runs on every
 * screen after sign-in, and the day's notice above its form: waiting to send, or not sent with the server's
 * reason and a way to discard the kept log.
 */
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useOutboxSender } from '../../../lib/use-outbox-sender.ts';
import { type QueuedLog, useFlushLogs } from '../api/log-outbox.ts';

/** Sends waiting daily logs when the app starts, when the connection returns and after a save. Renders nothing. */
export function DailyLogOutboxSync() {
  const { userId, token } = useSession();
  useOutboxSender(token ? userId : null, useFlushLogs());
  return null;
}

interface QueuedLogNoticeProps {
  entry: QueuedLog;
  onDiscard: () => void;
}

/** "Waiting to send", or "Not sent: <the server's reason>" with "Discard my changes". */
export function QueuedLogNotice({ entry, onDiscard }: QueuedLogNoticeProps) {
  const online = useOnline();
  return (
    <section className="log-outbox" aria-labelledby="log-outbox-title">
      <h3 className="log-outbox__title" id="log-outbox-title">
        {entry.refused ? 'Not sent' : 'Waiting to send'}
      </h3>
      {entry.refused ? (
        <>
          <p className="log-outbox__refused" role="alert">
            Not sent: {entry.refused}
          </p>
          <p className="muted log-outbox__hint">
            Your log is kept on this phone until you save it again or discard it.
          </p>
          <div className="cluster">
            <Button variant="ghost" size="sm" onClick={onDiscard}>
              Discard my changes
            </Button>
          </div>
        </>
      ) : (
        <p className="muted log-outbox__hint" role="status">
          {online ? 'Sending…' : 'Kept on this phone. It is sent by itself when the connection returns.'}
        </p>
      )}
    </section>
  );
}
