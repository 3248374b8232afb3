/** A day's log to read: signed off, or for the roles that read only. Empty sections say so. */
import type { DailyLog } from '#shared/models/daily-logs.ts';
import { formatTorontoDateTime } from '#shared/time.ts';

function Section({ title, rows }: { title: string; rows: string[] }) {
  return (
    <section className="log-section" aria-label={title}>
      <h3 className="section-title">{title}</h3>
      {rows.length ? (
        <ul className="log-lines">
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of one stored log, in its order
            <li key={i}>{row}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">None.</p>
      )}
    </section>
  );
}

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

export function LogReadView({ log }: { log: DailyLog }) {
  const weather = weatherLine(log.weather);
  return (
    <div className="log-read stack">
      <Section title="Weather" rows={weather ? [weather] : []} />
      <Section
        title="Crew on site"
        rows={log.crew.map((r) => join(r.company, r.trade, `${r.headcount} people`, `${r.hours} h`))}
      />
      <Section
        title="Equipment"
        rows={log.equipment.map((r) => join(r.name, `× ${r.quantity}`, r.hours !== undefined && `${r.hours} h`))}
      />
      <Section title="Visitors" rows={log.visitors.map((r) => join(r.name, r.company, r.purpose))} />
      <Section title="Deliveries" rows={log.deliveries.map((r) => join(r.supplier, r.description))} />
      <Section
        title="Delays and incidents"
        rows={log.delays.map((r) =>
          join(r.safety && 'Safety incident', r.description, r.hoursLost !== undefined && `${r.hoursLost} h lost`),
        )}
      />
      <Section title="General notes" rows={log.notes ? [log.notes] : []} />
      <Section
        title="Photos of the day"
        rows={log.photos
          .filter((p) => !p.hidden)
          .map((p) => join(p.filename, p.taskName, p.by, formatTorontoDateTime(p.at)))}
      />
    </div>
  );
}

/** The day's site-report notes of every task: part of the log whatever its status. */
export function LogReports({ log }: { log: DailyLog }) {
  return (
    <Section
      title="Site reports of the day"
      rows={log.reports.map((r) => join(r.taskName, r.text, r.by, formatTorontoDateTime(r.at)))}
    />
  );
}

/** Who signed it off and every reopening with its reason. */
export function LogHistory({ log }: { log: DailyLog }) {
  if (log.history.length === 0) return null;
  return (
    <Section
      title="Sign-off history"
      rows={log.history.map((h) =>
        join(
          h.action === 'signed' ? 'Signed off' : 'Reopened',
          h.byName,
          formatTorontoDateTime(h.at),
          h.reason && `Reason: ${h.reason}`,
        ),
      )}
    />
  );
}
