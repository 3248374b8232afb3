import { useMemo, useState } from 'react';
import { AGENDA_GROUPS, type AgendaItem, agendaGroups } from '../utils/agenda.ts';
import { varianceLabel } from '../utils/baselines.ts';
import { floatLabel } from '../utils/critical-path.ts';
import type { ScheduleTask } from '../utils/gantt-tasks.ts';
import { listDate } from './gantt-list.tsx';
import { useWorkCalendar } from './work-calendar.ts';
import './schedule-agenda.css';

const dayLabel = (key: string): string => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return listDate(new Date(y, m - 1, d));
};

/** On a phone the float is a marker on the card: "Critical" or "Float 3 d". */
function FloatMarker({ float }: { float: number | null }) {
  if (float === null) return null;
  return float <= 0 ? (
    <span className="agenda__critical" data-testid="task-float">
      Critical
    </span>
  ) : (
    <span className="agenda__float" data-testid="task-float">
      Float {floatLabel(float)}
    </span>
  );
}

function AgendaRow({
  item,
  onOpen,
  float,
  variances,
}: {
  item: AgendaItem;
  onOpen: (id: string) => void;
  /** undefined while the critical path is hidden. */
  float: number | null | undefined;
  /** The finishes against the chosen baseline; null while none is chosen. */
  variances: ReadonlyMap<string, number> | null;
}) {
  const variance = variances?.get(item.task.id);
  const { task, firstDay, lastDay, phase } = item;
  return (
    <li>
      <button type="button" className="agenda__item" onClick={() => onOpen(task.id)} data-task-id={task.id}>
        {phase ? <span className="agenda__phase">{phase} ›</span> : null}
        <span className="agenda__name">{task.name}</span>
        <span className="agenda__dates">
          {firstDay === lastDay ? dayLabel(firstDay) : `${dayLabel(firstDay)} to ${dayLabel(lastDay)}`}
        </span>
        <span className="agenda__meta cluster">
          <span
            className="agenda__progress"
            role="progressbar"
            aria-label="Progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={task.progress}
          >
            <span style={{ width: `${Math.max(0, Math.min(100, task.progress))}%` }} />
          </span>
          {task.progress}%{task.owner ? ` · ${task.owner}` : ''}
          {float === undefined ? null : <FloatMarker float={float} />}
        </span>
        {variances ? (
          <span
            className={`agenda__variance${variance !== undefined && variance > 0 ? ' agenda__variance--late' : ''}`}
            data-testid="task-variance"
          >
            Baseline: {varianceLabel(variance)}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/**
 * The schedule on a phone: Overdue, This week, Next week, Later (and Done, folded). A tap opens the
 * same Edit Task dialog the chart does.
 */
export function ScheduleAgenda({
  tasks,
  onOpenTask,
  floats = null,
  variances = null,
}: {
  tasks: readonly ScheduleTask[];
  onOpenTask: (taskId: string) => void;
  /** Each task's total float while the critical path is shown. */
  floats?: ReadonlyMap<string, number> | null;
  /** Each task's finish against the chosen baseline, in working days. */
  variances?: ReadonlyMap<string, number> | null;
}) {
  const [now] = useState(() => new Date());
  const calendar = useWorkCalendar();
  const groups = useMemo(() => agendaGroups(tasks, now, calendar), [tasks, now, calendar]);
  if (tasks.length === 0) return <p className="empty">No tasks available.</p>;
  return (
    <div className="agenda" data-testid="schedule-agenda">
      {AGENDA_GROUPS.map(({ id, title }) => {
        const items = groups.get(id) ?? [];
        const list = (
          <ul className="agenda__list">
            {items.map((item) => (
              <AgendaRow
                key={item.task.id}
                item={item}
                onOpen={onOpenTask}
                float={floats ? (floats.get(item.task.id) ?? null) : undefined}
                variances={variances}
              />
            ))}
          </ul>
        );
        if (id === 'done') {
          return items.length === 0 ? null : (
            <details key={id} className="agenda__group">
              <summary className="agenda__title">
                {title} ({items.length})
              </summary>
              {list}
            </details>
          );
        }
        return (
          <section key={id} className={`agenda__group agenda__group--${id}`} aria-label={title}>
            {/* The page's heading is the h1 above: the groups are the next level, never a skipped one. */}
            <h2 className="agenda__title">
              {title} ({items.length})
            </h2>
            {items.length === 0 ? <p className="muted agenda__none">Nothing here.</p> : list}
          </section>
        );
      })}
    </div>
  );
}
