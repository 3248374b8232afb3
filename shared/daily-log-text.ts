/**
 * A daily log in words, section by section: what the read view shows and the PDF prints
 * (docs/requirements.md#daily-site-log), so both say the same.
 */
import type { DailyLog } from './models/daily-logs.ts';
import { formatTorontoDateTime } from './time.ts';

export interface LogTextSection {
  title: string;
  rows: string[];
}

/** How a safety incident's line begins; the PDF prints it in red. */
export const SAFETY_INCIDENT = 'Safety incident';

const join = (...parts: (string | number | undefined | false)[]) =>
  parts.filter((p) => p !== undefined && p !== false && p !== '').join(' · ');

export function weatherLine(w: DailyLog['weather']): string {
  return join(
    w.conditions,
    w.high !== undefined && `High ${w.high} °C`,
    w.low !== undefined && `Low ${w.low} °C`,
    w.precipitation !== undefined && `${w.precipitation} mm`,
    w.wind && `Wind ${w.wind}`,
  );
}

/** The typed sections, in the form's order. */
export function logSections(log: DailyLog): LogTextSection[] {
  const weather = weatherLine(log.weather);
  return [
    { title: 'Weather', rows: weather ? [weather] : [] },
    {
      title: 'Crew on site',
      rows: log.crew.map((r) => join(r.company, r.trade, `${r.headcount} people`, `${r.hours} h`)),
    },
    {
      title: 'Equipment',
      rows: log.equipment.map((r) => join(r.name, `× ${r.quantity}`, r.hours !== undefined && `${r.hours} h`)),
    },
    { title: 'Visitors', rows: log.visitors.map((r) => join(r.name, r.company, r.purpose)) },
    { title: 'Deliveries', rows: log.deliveries.map((r) => join(r.supplier, r.description)) },
    {
      title: 'Delays and incidents',
      rows: log.delays.map((r) =>
        join(r.safety && SAFETY_INCIDENT, r.description, r.hoursLost !== undefined && `${r.hoursLost} h lost`),
      ),
    },
    { title: 'General notes', rows: log.notes ? [log.notes] : [] },
  ];
}

export const photoCaption = (p: DailyLog['photos'][number]) =>
  join(p.filename, p.taskName, p.by, formatTorontoDateTime(p.at));

export const reportsSection = (log: DailyLog): LogTextSection => ({
  title: 'Site reports of the day',
  rows: log.reports.map((r) => join(r.taskName, r.text, r.by, formatTorontoDateTime(r.at))),
});

export const historySection = (log: DailyLog): LogTextSection => ({
  title: 'Sign-off history',
  rows: log.history.map((h) =>
    join(
      h.action === 'signed' ? 'Signed off' : 'Reopened',
      h.byName,
      formatTorontoDateTime(h.at),
      h.reason && `Reason: ${h.reason}`,
    ),
  ),
});

/** The line under the day's title: who signed it off, or who saved it last. */
export function statusLine(log: DailyLog): string {
  if (log.status === 'signed') return `Signed off by ${log.signedByName} on ${formatTorontoDateTime(log.signedAt)}`;
  if (log.updatedAt) return `Draft, last saved by ${log.updatedByName} on ${formatTorontoDateTime(log.updatedAt)}`;
  return 'No log was written for this day';
}
