/** Beyond the spec: the warnings above the schedule (predecessor conflicts, dates far from the rest). */
import { linkLabel } from '#shared/schedule-links.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { type ChartTask, lastDayOf, type PredecessorConflict } from '../utils/gantt-tasks.ts';
import { listDate } from './gantt-list.tsx';

const MAX_LISTED = 20;

const dateOnly = (timestamp: string) => formatTorontoDateTime(timestamp).slice(0, 10);

/** Which tasks start before one of their predecessors finishes (their bars are red). */
export function ConflictWarnings({ conflicts }: { conflicts: readonly PredecessorConflict[] }) {
  if (conflicts.length === 0) return null;
  const taskCount = new Set(conflicts.map((c) => c.taskId)).size;
  const listed = conflicts.slice(0, MAX_LISTED);
  return (
    <details className="gantt-warnings" data-testid="gantt-conflicts">
      <summary>
        <span className="gantt-legend__swatch gantt-legend__swatch--conflict" aria-hidden="true" />
        {taskCount === 1
          ? '1 task starts before a predecessor finishes'
          : `${taskCount} tasks start before a predecessor finishes`}
      </summary>
      <ul className="gantt-warnings__list">
        {listed.map((c) => (
          <li key={`${c.taskId}:${c.predecessorId}`} data-task-id={c.taskId}>
            {c.type === 'FS' && c.lag === 0 ? (
              <>
                <strong>{c.taskName}</strong> starts {dateOnly(c.start)}, before <strong>{c.predecessorName}</strong>{' '}
                finishes {dateOnly(c.predecessorEnd)}
              </>
            ) : (
              <>
                <strong>{c.taskName}</strong> is earlier than its {linkLabel(c).toLowerCase()} link to{' '}
                <strong>{c.predecessorName}</strong> allows
              </>
            )}
          </li>
        ))}
        {conflicts.length > listed.length ? <li>… and {conflicts.length - listed.length} more</li> : null}
      </ul>
    </details>
  );
}

/**
 * Tasks whose dates lie far from the rest of the schedule (a mistyped year): the chart draws their bars
 * at its edge and lists them here, each a button to its Edit Task.
 */
export function OutlierWarnings({
  tasks,
  onOpenTask,
}: {
  tasks: readonly ChartTask[];
  onOpenTask: (id: string) => void;
}) {
  const outliers = tasks.filter((t) => t.outlier);
  if (outliers.length === 0) return null;
  const listed = outliers.slice(0, MAX_LISTED);
  return (
    <details className="gantt-warnings" data-testid="gantt-outliers">
      <summary>
        <span className="gantt-legend__swatch gantt-legend__swatch--outlier" aria-hidden="true" />
        {outliers.length === 1
          ? '1 task has dates far from the rest of the schedule'
          : `${outliers.length} tasks have dates far from the rest of the schedule`}
        : drawn at the edge of the chart
      </summary>
      <ul className="gantt-warnings__list">
        {listed.map((t) => (
          <li key={t.id} data-task-id={t.id}>
            <button type="button" className="gantt-warnings__task" onClick={() => onOpenTask(t.id)}>
              {t.name}
            </button>{' '}
            {t.outlier ? `${listDate(t.outlier.start)} to ${listDate(lastDayOf(t.outlier.end))}` : null}
          </li>
        ))}
        {outliers.length > listed.length ? <li>… and {outliers.length - listed.length} more</li> : null}
      </ul>
    </details>
  );
}
