/**
 * The Gantt chart (gantt-task-react) lays bars out by the browser's local clock. Dates are shown in
 * Toronto time (docs/architecture.md#dates-are-shown-in-toronto-time), so a stored instant is handed to the chart as a local Date whose
 * wall clock reads the Toronto time, and a dragged Date is read back the same way. In a browser that
 * runs in Toronto both are the identity.
 */
import { parseTimestamp, torontoOffsetMinutes, torontoWallParts } from '#shared/time.ts';

/** A local Date showing, on the browser's clock, the Toronto wall time of an instant. */
export function toTorontoWall(instant: Date): Date {
  const p = torontoWallParts(instant);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, instant.getMilliseconds());
}

/** The instant whose Toronto wall time is what the local Date reads. */
export function fromTorontoWall(wall: Date): Date {
  const asUtc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
    wall.getMilliseconds(),
  );
  // The offset at a first guess, then again at the result: right on both sides of a DST change.
  const first = asUtc - torontoOffsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - torontoOffsetMinutes(new Date(first)) * 60_000);
}

/** A stored timestamp as a chart Date; undefined when missing or invalid. */
export function wallDateOf(timestamp: string | undefined): Date | undefined {
  const instant = parseTimestamp(timestamp);
  return instant ? toTorontoWall(instant) : undefined;
}
