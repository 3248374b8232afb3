/** Date fields of forms: what a date input shows for a stored timestamp, and what to send back. */
import { parseTimestamp, torontoDateKeyOf, torontoMidnight } from '#shared/time.ts';

/** The Toronto calendar date of a stored timestamp, for a date input ('' when missing). */
export function dateInputValue(timestamp: string | undefined): string {
  return torontoDateKeyOf(timestamp);
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a date field stands for: a YYYY-MM-DD is Toronto midnight, as on the server. */
export function instantOf(value: string): number {
  if (DATE_KEY.test(value)) return torontoMidnight(value).getTime();
  return parseTimestamp(value)?.getTime() ?? Number.NaN;
}

/**
 * What to send for a date field: the stored timestamp when the user left the date alone (a bar dragged
 * to 09:35 keeps its time), else the chosen YYYY-MM-DD (Toronto midnight on the server).
 */
export function dateToSend(original: string, field: string): string {
  return dateInputValue(original) === field ? original : field;
}
