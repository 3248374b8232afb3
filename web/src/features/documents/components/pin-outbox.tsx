/**
 * Pins and pin photos waiting on this phone (docs/requirements.md#pins-placed-without-a-connection): the
 * sender that runs on every screen after sign-in, and the "Waiting to send" list beside a sheet, where a
 * pin the server refused shows its reason and can be discarded.
 */
import { useState } from 'react';
import { counted } from '#shared/counted.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSession } from '../../../lib/session.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useOutboxSender } from '../../../lib/use-outbox-sender.ts';
import { PIN_OUTBOX_TEXTS, photosLeft, pinOutbox, type QueuedPin, useFlushPins } from '../api/pin-outbox.ts';
import './pin-outbox.css';

/** Sends waiting pins and photos when the app starts, when the connection returns and after a queue. */
export function PinOutboxSync() {
  const { userId, token } = useSession();
  useOutboxSender(token ? userId : null, useFlushPins());
  return null;
}

/** What an entry is, as the list says it: a pin (with its photos), or photos for a pin. */
function described(entry: QueuedPin): string {
  const left = photosLeft(entry);
  if (entry.pin && !entry.placed) return left === 0 ? entry.title : `${entry.title}, ${counted(left, 'photo')}`;
  return `${counted(left, 'photo')} for ${entry.title}`;
}

/** "Waiting to send (N)": the sheet's pins and photos kept on this phone. */
export function WaitingPins({ entries }: { entries: readonly QueuedPin[] }) {
  const online = useOnline();
  const [discarding, setDiscarding] = useState<QueuedPin | null>(null);
  if (entries.length === 0) return null;
  return (
    <section className="pin-waiting" aria-labelledby="pin-waiting-title" data-testid="pin-waiting">
      <h3 className="pin-waiting__title" id="pin-waiting-title">
        Waiting to send ({entries.length})
      </h3>
      <p className="muted pin-waiting__hint" role="status">
        {online ? 'Sending…' : PIN_OUTBOX_TEXTS.waiting}
      </p>
      <ul className="pin-waiting__list">
        {entries.map((entry) => (
          <li key={entry.id} className="pin-waiting__item">
            <span className="pin-waiting__name">{described(entry)}</span>
            {entry.refused ? (
              <>
                <span className="pin-waiting__refused">Not sent: {entry.refused}</span>
                <Button variant="ghost" size="sm" onClick={() => setDiscarding(entry)}>
                  Discard
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {discarding ? (
        <ConfirmDialog
          title="Discard"
          confirmLabel="Discard"
          destructive
          onCancel={() => setDiscarding(null)}
          onConfirm={() => {
            void pinOutbox.remove(discarding.id);
            setDiscarding(null);
          }}
        >
          {described(discarding)} will not be sent. Remove it from this phone?
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
