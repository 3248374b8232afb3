/**
 * The pins of a sheet, beside it (below it on a phone): each opens its page with the pin picked; the
 * picked one shows its details and what the person may do with it (status, confirm or move it after a new
 * version, and Delete into the recycle bin), its photos and its comments. docs/requirements.md#pins-on-a-sheet
 */
import type { Pin } from '#shared/models/pins.ts';
import { PIN_CATEGORY_LABELS, PIN_STATUS_LABELS, type PinStatus } from '#shared/schemas/pins.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { QueuedPin } from '../api/pin-outbox.ts';
import { PinComments } from './pin-comments.tsx';
import { WaitingPins } from './pin-outbox.tsx';
import { PinPhotos } from './pin-photos.tsx';
import './pin-panel.css';

export interface PinPanelProps {
  pins: readonly Pin[];
  /** The sheet's pins and photos waiting on this phone. */
  waiting: readonly QueuedPin[];
  selectedId: string | null;
  onSelect: (pin: Pin) => void;
  /** Whether the person may change this pin's status (the assignee, a project manager, an admin). */
  mayChangeStatus: (pin: Pin) => boolean;
  /** Whether the person may edit, move and confirm pins, and comment on them. */
  mayEdit: boolean;
  onStatus: (pin: Pin, status: PinStatus) => void;
  onConfirm: (pin: Pin) => void;
  onMove: (pin: Pin) => void;
  /** Whether the person may delete pins (into the recycle bin: project managers and admins). */
  mayDelete: boolean;
  onDelete: (pin: Pin) => void;
  busy: boolean;
}

const NEXT_STATUSES: Record<PinStatus, { status: PinStatus; label: string }[]> = {
  open: [
    { status: 'ready', label: 'Ready for review' },
    { status: 'closed', label: 'Close' },
  ],
  ready: [
    { status: 'closed', label: 'Close' },
    { status: 'open', label: 'Reopen' },
  ],
  closed: [{ status: 'open', label: 'Reopen' }],
};

function PinDetails({
  pin,
  waiting,
  ...props
}: Omit<PinPanelProps, 'pins' | 'selectedId' | 'onSelect'> & { pin: Pin }) {
  return (
    <div className="pin-panel__details" data-testid="pin-details">
      <p>
        {PIN_CATEGORY_LABELS[pin.category]} · {PIN_STATUS_LABELS[pin.status]} · page {pin.spot.page}
      </p>
      <p>Assignee: {pin.assignee?.name ?? 'nobody yet'}</p>
      {pin.dueDate ? <p className={pin.overdue ? 'pin-panel__overdue' : undefined}>Due {pin.dueDate}</p> : null}
      {pin.description ? <p className="pin-panel__text">{pin.description}</p> : null}
      <div className="pin-panel__actions">
        {props.mayChangeStatus(pin)
          ? NEXT_STATUSES[pin.status].map((next) => (
              <Button
                key={next.status}
                size="sm"
                variant="secondary"
                disabled={props.busy}
                onClick={() => props.onStatus(pin, next.status)}
              >
                {next.label}
              </Button>
            ))
          : null}
        {props.mayEdit && pin.checkPositionOn !== null ? (
          <Button size="sm" variant="secondary" disabled={props.busy} onClick={() => props.onConfirm(pin)}>
            Confirm position
          </Button>
        ) : null}
        {props.mayEdit ? (
          <Button size="sm" variant="secondary" disabled={props.busy} onClick={() => props.onMove(pin)}>
            Move
          </Button>
        ) : null}
        {props.mayDelete ? (
          <Button size="sm" variant="danger" disabled={props.busy} onClick={() => props.onDelete(pin)}>
            Delete
          </Button>
        ) : null}
      </div>
      <PinPhotos
        pin={pin}
        waiting={waiting.filter((e) => e.pinId === pin._id)}
        mayAdd={props.mayEdit}
        mayRemoveAny={props.mayDelete}
      />
      <PinComments pinId={pin._id} mayComment={props.mayEdit} />
    </div>
  );
}

export function PinPanel({ pins, selectedId, onSelect, ...props }: PinPanelProps) {
  return (
    <section className="pin-panel" aria-labelledby="pin-panel-title">
      <h2 id="pin-panel-title" className="pin-panel__title">
        Pins ({pins.length})
      </h2>
      <WaitingPins entries={props.waiting} />
      {pins.length === 0 ? <p className="muted">No pins on this sheet yet.</p> : null}
      <ul className="pin-panel__list">
        {pins.map((pin) => (
          <li key={pin._id} className="pin-panel__item">
            <button
              type="button"
              className={`pin-panel__pick${pin._id === selectedId ? ' pin-panel__pick--selected' : ''}`}
              aria-pressed={pin._id === selectedId}
              onClick={() => onSelect(pin)}
            >
              <span className={`pin-dot pin-dot--${pin.status}`} aria-hidden="true" />
              <span className="pin-panel__name">{pin.title}</span>
              <span className="pin-panel__meta">
                {PIN_STATUS_LABELS[pin.status]}
                {pin.overdue ? ', overdue' : ''}
                {pin.checkPositionOn !== null ? `, check position on v${pin.checkPositionOn}` : ''}
              </span>
            </button>
            {pin._id === selectedId ? <PinDetails pin={pin} {...props} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
