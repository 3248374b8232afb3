/**
 * The chart's task list and bar tooltip, in place of gantt-task-react's defaults: those show the bar's
 * end (the midnight after the finish date, so a day late) and a long date that the spec's 155 px cell cuts off.
 */
import type { Task as GanttTask } from 'gantt-task-react';
import { createContext, useContext } from 'react';
import { lastDayOf } from './gantt-tasks.ts';

/**
 * The chart's tasks as we gave them, by id: the chart hands its list a milestone with its end set to
 * its start, so the list and tooltip read the dates from here.
 */
export const ChartTasksContext = createContext<ReadonlyMap<string, GanttTask>>(new Map());

function useOwnDates(task: GanttTask): { start: Date; end: Date } {
  return useContext(ChartTasksContext).get(task.id) ?? task;
}

const LIST_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "Tue, 5 May 2026": fits the 155 px list cell. */
export const listDate = (wall: Date): string => LIST_DATE.format(wall);

const days = (d: { start: Date; end: Date }): number => Math.round((d.end.getTime() - d.start.getTime()) / 86_400_000);

interface ListProps {
  rowHeight: number;
  rowWidth: string;
  fontFamily: string;
  fontSize: string;
  tasks: GanttTask[];
}

function ListRow({
  task,
  height,
  cell,
}: {
  task: GanttTask;
  height: number;
  cell: { minWidth: string; maxWidth: string };
}) {
  const { start, end } = useOwnDates(task);
  return (
    <div className="gantt-list__row" style={{ height }} data-task-id={task.id}>
      <div className="gantt-list__cell" style={cell} title={task.name}>
        {task.name}
      </div>
      <div className="gantt-list__cell" style={cell}>
        {listDate(start)}
      </div>
      <div className="gantt-list__cell" style={cell}>
        {listDate(lastDayOf(end))}
      </div>
    </div>
  );
}

export function TaskListTable({ rowHeight, rowWidth, fontFamily, fontSize, tasks }: ListProps) {
  const cell = { minWidth: rowWidth, maxWidth: rowWidth };
  return (
    <div className="gantt-list" style={{ fontFamily, fontSize }}>
      {tasks.map((task) => (
        <ListRow key={task.id} task={task} height={rowHeight} cell={cell} />
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
  const own = useOwnDates(task);
  const length = days(own);
  return (
    <div className="gantt-tooltip" style={{ fontSize, fontFamily }}>
      <strong>{task.name}</strong>
      <p>
        {listDate(own.start)} to {listDate(lastDayOf(own.end))}
      </p>
      <p>
        {length === 1 ? '1 day' : `${length} days`} · Progress {task.progress}%
      </p>
    </div>
  );
}
