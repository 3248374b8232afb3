/**
 * Pins drawn over a PDF page (docs/requirements.md#pins-on-a-sheet), each at its point of the page's own
 * space turned into the viewer's (shared/pin-geometry.ts), so it stays on its spot at any zoom and
 * rotation; coloured by status, an overdue one stands out. In place mode a click or tap places a pin, and
 * so does the keyboard: the focused layer's arrow keys move a cross-hair (Shift: further), Enter places it,
 * Escape leaves the mode.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { Pin } from '#shared/models/pins.ts';
import { fromViewport, type PageSize, type Point, toViewport, type View, viewportSize } from '#shared/pin-geometry.ts';
import { PIN_STATUS_LABELS } from '#shared/schemas/pins.ts';
import type { QueuedPin } from '../api/pin-outbox.ts';
import { movedCrossHair } from '../utils/cross-hair.ts';
import './pin-layer.css';

export interface PinLayerProps {
  pins: readonly Pin[];
  /** New pins kept on this phone, not sent yet: drawn dashed, listed beside the sheet. */
  waiting?: readonly QueuedPin[];
  /** The page unrotated at scale 1 (PDF.js's viewport with rotation 0). */
  page: PageSize;
  view: View;
  placing: boolean;
  selectedId: string | null;
  onSelect: (pin: Pin) => void;
  /** A point of the page's own space was chosen. */
  onPlace: (point: Point) => void;
  onCancelPlacing: () => void;
}

export const pinLabel = (pin: Pin) => `${pin.title}, ${PIN_STATUS_LABELS[pin.status]}${pin.overdue ? ', overdue' : ''}`;

export function PinLayer({
  pins,
  waiting = [],
  page,
  view,
  placing,
  selectedId,
  onSelect,
  onPlace,
  onCancelPlacing,
}: PinLayerProps) {
  const size = viewportSize(page, view);
  const [cross, setCross] = useState<Point | null>(null);
  const layer = useRef<HTMLDivElement>(null);
  // The mode takes the focus, so the arrow keys move the cross-hair at once.
  useEffect(() => {
    if (placing) layer.current?.focus();
  }, [placing]);
  // A pin picked (in the list, or opened from the Issues screen) is brought into sight.
  useEffect(() => {
    if (!selectedId) return;
    layer.current
      ?.querySelector(`[data-pin-id="${selectedId}"]`)
      ?.scrollIntoView({ block: 'center', inline: 'center' });
  }, [selectedId]);
  const shownCross = cross ?? { x: size.width / 2, y: size.height / 2 };

  const place = (point: Point) => onPlace(fromViewport(point, page, view));
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!placing) return;
    const box = event.currentTarget.getBoundingClientRect();
    place({ x: event.clientX - box.left, y: event.clientY - box.top });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!placing) return;
    const moved = movedCrossHair(shownCross, event.key, event.shiftKey, size);
    if (moved) {
      event.preventDefault();
      event.stopPropagation();
      setCross(moved);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      place(shownCross);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancelPlacing();
    }
  };

  return (
    <div
      ref={layer}
      className={`pin-layer${placing ? ' pin-layer--placing' : ''}`}
      style={{ width: size.width, height: size.height }}
      data-pin-layer=""
      data-testid="pin-layer"
      {...(placing && {
        role: 'application',
        tabIndex: 0,
        'aria-label': 'Place a pin: click the spot, or move the cross-hair with the arrow keys and press Enter',
        onClick,
        onKeyDown,
      })}
    >
      {pins.map((pin) => {
        const at = toViewport(pin.spot, page, view);
        return (
          <button
            key={pin._id}
            type="button"
            className={`pin-marker pin-marker--${pin.status}${pin.overdue ? ' pin-marker--overdue' : ''}${
              pin._id === selectedId ? ' pin-marker--selected' : ''
            }`}
            style={{ left: at.x, top: at.y }}
            aria-label={pinLabel(pin)}
            data-testid="pin-marker"
            data-pin-id={pin._id}
            tabIndex={placing ? -1 : 0}
            onClick={(event) => {
              event.stopPropagation();
              if (!placing) onSelect(pin);
            }}
          />
        );
      })}
      {waiting.map((entry) => {
        if (!entry.pin) return null;
        const at = toViewport(entry.pin.spot, page, view);
        return (
          <span
            key={entry.id}
            role="img"
            className="pin-marker pin-marker--pending"
            style={{ left: at.x, top: at.y }}
            aria-label={`${entry.title}, ${entry.refused ? 'not sent' : 'waiting to send'}`}
            data-testid="pin-marker-waiting"
            data-pin-id={entry.pinId}
          />
        );
      })}
      {placing ? (
        <span className="pin-cross" style={{ left: shownCross.x, top: shownCross.y }} aria-hidden="true" />
      ) : null}
    </div>
  );
}
