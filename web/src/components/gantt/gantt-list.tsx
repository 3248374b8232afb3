/**
 * The chart's task list and bar tooltip, in place of gantt-task-react's defaults: those show the bar's
 * end (the midnight after the finish date, so a day late) and a long date that the spec's 155 px cell cuts off.
 */
import type { Task as GanttTask } from 'gantt-task-react';
import { lastDayOf } from './gantt-tasks.ts';

const LIST_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "Tue, 5 May 2026": fits the 155 px list cell. */
export const listDate = (wall: Date): string => LIST_DATE.format(wall);

const days = (task: GanttTask): number => Math.round((task.end.getTime() - task.start.getTime()) / 86_400_000);

interface ListProps {
  rowHeight: number;
  rowWidth: string;
  fontFamily: string;
  fontSize: string;
  tasks: GanttTask[];
}

export function TaskListTable({ rowHeight, rowWidth, fontFamily, fontSize, tasks }: ListProps) {
  const cell = { minWidth: rowWidth, maxWidth: rowWidth };
  return (
    <div className="gantt-list" style={{ fontFamily, fontSize }}>
      {tasks.map((task) => (
        <div className="gantt-list__row" style={{ height: rowHeight }} key={task.id} data-task-id={task.id}>
          <div className="gantt-list__cell" style={cell} title={task.name}>
            {task.name}
          </div>
          <div className="gantt-list__cell" style={cell}>
            {listDate(task.start)}
          </div>
          <div className="gantt-list__cell" style={cell}>
            {listDate(lastDayOf(task.end))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function TooltipContent({
  task,
  fontSize,
  fontFamily,
}: {
  task: GanttTask;
  fontSize: string;
  fontFamily: string;
}) {
  const length = days(task);
  return (
    <div className="gantt-tooltip" style={{ fontSize, fontFamily }}>
      <strong>{task.name}</strong>
      <p>
        {listDate(task.start)} to {listDate(lastDayOf(task.end))}
      </p>
      <p>
        {length === 1 ? '1 day' : `${length} days`} · Progress {task.progress}%
      </p>
    </div>
  );
}
