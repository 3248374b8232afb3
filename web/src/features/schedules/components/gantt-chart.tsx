import { Gantt, type Task as GanttTask, type ViewMode } from 'gantt-task-react';
import { memo, useMemo } from 'react';
import type { ChartTask } from '../utils/gantt-tasks.ts';
import { chartLook } from './chart-look.ts';
import { ChartTasksContext, FloatsContext, VariancesContext } from './gantt-list.tsx';

interface ChartProps {
  tasks: ChartTask[];
  /** Each task's float while the critical path is shown (the list's Float column). */
  floats: ReadonlyMap<string, number> | null;
  /** Each task's finish against the chosen baseline, in working days (the Variance column); null: none chosen. */
  variances: ReadonlyMap<string, number> | null;
  viewMode: ViewMode;
  /** The chart opens scrolled to this day (today). */
  viewDate: Date;
  /** Body height in px: the room the screen has, never less than the spec's 450. */
  height: number;
  readOnly: boolean;
  onClick: (task: GanttTask) => void;
  onDateChange: (task: GanttTask) => Promise<boolean>;
  onProgressChange: (task: GanttTask) => Promise<boolean>;
  onDelete: (task: GanttTask) => Promise<boolean>;
  /** A phase's expander was pressed: the task with its new hideChildren. */
  onExpanderClick: (task: GanttTask) => void;
  /** The project's days off, shaded behind the bars. */
  shadedSpans: readonly { start: Date; end: Date }[];
}

/** The library's chart. Redrawn only when its tasks, view or handlers change: typing elsewhere on the page leaves it alone. */
export const GanttChart = memo(function GanttChart({
  tasks,
  floats,
  variances,
  viewMode,
  viewDate,
  height,
  readOnly,
  onClick,
  onDateChange,
  onProgressChange,
  onDelete,
  onExpanderClick,
  shadedSpans,
}: ChartProps) {
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  return (
    <ChartTasksContext.Provider value={byId}>
      <FloatsContext.Provider value={floats}>
        <VariancesContext.Provider value={variances}>
          <Gantt
            {...chartLook(viewMode)}
            tasks={tasks}
            viewDate={viewDate}
            ganttHeight={height}
            onClick={onClick}
            onDateChange={readOnly ? undefined : onDateChange}
            onProgressChange={readOnly ? undefined : onProgressChange}
            onDelete={readOnly ? undefined : onDelete}
            onExpanderClick={onExpanderClick}
            shadedSpans={shadedSpans}
          />
        </VariancesContext.Provider>
      </FloatsContext.Provider>
    </ChartTasksContext.Provider>
  );
});
