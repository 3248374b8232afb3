/** A day's log to read: signed off, or for the roles that read only. Empty sections say so. */
import {
  historySection,
  type LogTextSection,
  logSections,
  photoCaption,
  reportsSection,
} from '#shared/daily-log-text.ts';
import type { DailyLog } from '#shared/models/daily-logs.ts';

function Section({ title, rows }: LogTextSection) {
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

export function LogReadView({ log }: { log: DailyLog }) {
  return (
    <div className="log-read stack">
      {logSections(log).map((s) => (
        <Section key={s.title} {...s} />
      ))}
      <Section title="Photos of the day" rows={log.photos.filter((p) => !p.hidden).map(photoCaption)} />
    </div>
  );
}

/** The day's site-report notes of every task: part of the log whatever its status. */
export const LogReports = ({ log }: { log: DailyLog }) => <Section {...reportsSection(log)} />;

/** Who signed it off and every reopening with its reason. */
export function LogHistory({ log }: { log: DailyLog }) {
  return log.history.length ? <Section {...historySection(log)} /> : null;
}
