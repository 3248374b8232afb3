/**
 * The Gantt chart (gantt-task-react) lays bars out by the browser's local clock. Dates are shown in
 * Toronto time (design decision 7), so a stored instant is handed to the chart as a local Date whose
 * wall clock reads the Toronto time, and a dragged Date is read back the same way. In a browser that
 * runs in Toronto both are the identity.
 */
import { parseTimestamp, TIME_ZONE } from '#shared/time.ts';

const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function torontoParts(instant: Date): WallParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallFormat.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes Toronto's wall clock is ahead of UTC at an instant (-300 or -240). */
function offsetMinutes(instant: Date): number {
  const p = torontoParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** A local Date showing, on the browser's clock, the Toronto wall time of an instant. */
export function toTorontoWall(instant: Date): Date {
  const p = torontoParts(instant);
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
  const first = asUtc - offsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(first)) * 60_000);
}

/** A stored timestamp as a chart Date; undefined when missing or invalid. */
export function wallDateOf(timestamp: string | undefined): Date | undefined {
  const instant = parseTimestamp(timestamp);
  return instant ? toTorontoWall(instant) : undefined;
}
