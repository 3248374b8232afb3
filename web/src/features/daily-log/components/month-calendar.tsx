import type { LogDay, LogStatus } from '#shared/models/daily-logs.ts';
import { Button } from '../../../components/ui/button.tsx';
import { dayTitle, monthCells, monthTitle, shiftMonth, WEEKDAYS } from '../utils/month.ts';

export const STATUS_LABELS: Record<LogStatus, string> = { none: 'No log', draft: 'Draft', signed: 'Signed off' };

interface MonthCalendarProps {
  month: string;
  /** undefined: the month's statuses are not loaded (yet, or the phone is offline). */
  days: readonly LogDay[] | undefined;
  /** The month could not be asked for: no connection. */
  offline?: boolean;
  selected: string;
  today: string;
  onMonth: (month: string) => void;
  onSelect: (date: string) => void;
}

const NOT_LOADED = 'status not loaded';

/**
 * A month of days, each a button with its log's status; days after today cannot be chosen. A month not loaded
 * names no status rather than "No log", which would say nobody wrote one.
 */
export function MonthCalendar({
  month,
  days,
  offline = false,
  selected,
  today,
  onMonth,
  onSelect,
}: MonthCalendarProps) {
  const status = days && new Map(days.map((d) => [d.date, d.status]));
  const label = (date: string) => (status ? STATUS_LABELS[status.get(date) ?? 'none'] : NOT_LOADED);
  return (
    <section className="log-month" aria-labelledby="log-month-title">
      <div className="spread log-month__head">
        <Button variant="ghost" size="sm" onClick={() => onMonth(shiftMonth(month, -1))}>
          ‹ Previous month
        </Button>
        <h2 className="section-title" id="log-month-title">
          {monthTitle(month)}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => onMonth(shiftMonth(month, 1))}>
          Next month ›
        </Button>
      </div>
      <div className="log-month__grid" aria-hidden="true">
        {WEEKDAYS.map((d) => (
          <span key={d} className="log-month__weekday">
            {d}
          </span>
        ))}
      </div>
      <ol className="log-month__grid log-month__days">
        {monthCells(month).map((date, i) =>
          date ? (
            <li key={date}>
              <button
                type="button"
                className={`log-day log-day--${status?.get(date) ?? 'none'}`}
                aria-pressed={date === selected}
                aria-label={`${dayTitle(date)}: ${label(date)}`}
                disabled={date > today}
                onClick={() => onSelect(date)}
              >
                {Number(date.slice(8))}
              </button>
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blanks before the first day
            <li key={`blank-${i}`} aria-hidden="true" />
          ),
        )}
      </ol>
      {!days && offline ? <p className="muted">The month's statuses show when the connection returns.</p> : null}
    </section>
  );
}
