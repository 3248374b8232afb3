/**
 * The schedule at a desk: the toolbar, the warnings and the chart. Its concerns live apart: what it shows
 * (use-chart-view.ts), what a change saves (use-chart-changes.ts), mouse and keyboard beyond the library
 * (use-chart-input.ts), printing (use-printing.ts) and the drawing (gantt-chart.tsx, chart-look.ts).
 */
import { useMemo, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import type { BaselineDays } from '../utils/baselines.ts';
import { useCriticalArrows } from '../utils/critical-arrows.ts';
import { daysOffSpans } from '../utils/days-off.ts';
import { type ScheduleTask, toGanttTasks } from '../utils/gantt-tasks.ts';
import { chartLook } from './chart-look.ts';
import { GanttChart } from './gantt-chart.tsx';
import { type PrintHeading, PrintSheet } from './print-sheet.tsx';
import { ChartLegend, CriticalPathToggle, ViewSwitcher } from './schedule-toolbar.tsx';
import { ConflictWarnings, OutlierWarnings } from './schedule-warnings.tsx';
import { type ChartChangeHandlers, useChartChanges } from './use-chart-changes.ts';
import { useBarPress, useDeleteKey, useHoveredBar } from './use-chart-input.ts';
import { useChartView, useFitHeight } from './use-chart-view.ts';
import { useCollapsedPhases } from './use-collapsed-phases.ts';
import { useCriticalPath } from './use-critical-path.ts';
import { useFinishVariances } from './use-finish-variances.ts';
import { usePredecessorConflicts } from './use-predecessor-conflicts.ts';
import { usePrinting } from './use-printing.ts';
import { useWorkCalendar } from './work-calendar.ts';
import '../../../components/ui/button.css';
import '../../../components/ui/field.css';
import './schedule-gantt.css';

export interface ScheduleGanttProps extends ChartChangeHandlers {
  tasks: readonly ScheduleTask[];
  /** Bars cannot be dragged or deleted. */
  readOnly?: boolean;
  /** The header of printed pages (no Print button without it). */
  printHeading?: PrintHeading;
  /** The chosen baseline's days: thin bars under the tasks' and the Variance column. */
  baseline?: BaselineDays | undefined;
}

/**
 * The switcher, the predecessor warnings and the chart. Dragging saves; a refused save puts the bar
 * back and says why. Delete on a focused bar deletes after a confirmation.
 */
export function ScheduleGantt({ tasks, readOnly = false, printHeading, baseline, ...handlers }: ScheduleGanttProps) {
  const { viewMode, viewDate, switchView, showCritical, setShowCritical } = useChartView();
  const { critical, floats } = useCriticalPath(tasks, showCritical);
  const conflicts = usePredecessorConflicts(tasks);
  const calendar = useWorkCalendar();
  const daysOff = useMemo(() => daysOffSpans(calendar), [calendar]);
  const [collapsed, onExpanderClick] = useCollapsedPhases();
  const ganttTasks = useMemo(
    () =>
      toGanttTasks(tasks, {
        conflicting: new Set(conflicts.map((c) => c.taskId)),
        critical,
        readOnly,
        collapsed,
        baseline,
        calendar,
      }),
    [tasks, conflicts, critical, readOnly, collapsed, baseline, calendar],
  );
  const variances = useFinishVariances(tasks, baseline);
  const ganttTasksRef = useRef(ganttTasks);
  ganttTasksRef.current = ganttTasks;

  const press = useBarPress();
  const { message, confirmDialog, onClick, onDateChange, onProgress, onDelete } = useChartChanges(
    handlers,
    ganttTasksRef,
    press,
  );
  const { printing, print } = usePrinting();

  const frameRef = useRef<HTMLDivElement>(null);
  const hasChart = ganttTasks.length > 0;
  useCriticalArrows(frameRef, ganttTasks);
  const height = useFitHeight(frameRef, hasChart);
  const hovered = useHoveredBar(frameRef, ganttTasksRef, hasChart);
  useDeleteKey(hovered, readOnly, onDelete);

  return (
    <section className="gantt-section" aria-label="Gantt chart">
      <div className="gantt-toolbar">
        <ViewSwitcher value={viewMode} onChange={switchView} />
        {hasChart ? <CriticalPathToggle value={showCritical} onChange={setShowCritical} /> : null}
        {hasChart && printHeading ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={print}>
            Print
          </button>
        ) : null}
        <ChartLegend showCritical={showCritical} />
      </div>
      <Alert message={message} variant="error" />
      {confirmDialog}
      <ConflictWarnings conflicts={conflicts} />
      <OutlierWarnings tasks={ganttTasks} onOpenTask={handlers.onOpenTask} />
      {hasChart ? (
        <div
          className="gantt-frame table-scroll"
          data-testid="gantt"
          data-task-count={ganttTasks.length}
          ref={frameRef}
        >
          <GanttChart
            // The library measures its list's width once (for the tooltip): a new column needs a new chart.
            key={`${showCritical ? 'critical' : 'plain'}-${variances ? 'baseline' : 'none'}`}
            tasks={ganttTasks}
            floats={floats}
            variances={variances}
            viewMode={viewMode}
            viewDate={viewDate}
            height={height}
            readOnly={readOnly}
            onClick={onClick}
            onDateChange={onDateChange}
            onProgressChange={onProgress}
            onDelete={onDelete}
            onExpanderClick={onExpanderClick}
            shadedSpans={daysOff}
          />
        </div>
      ) : (
        <p className="empty">No tasks available.</p>
      )}
      {printing && printHeading ? (
        <PrintSheet tasks={ganttTasks} floats={floats} look={chartLook(viewMode)} heading={printHeading} />
      ) : null}
      {!readOnly && hasChart ? (
        <p className="field__hint">
          Click a bar to edit the task. Drag a bar or its ends to change the dates, and the handle at the end of its
          progress to change the progress. Select a bar and press Delete to delete it.
        </p>
      ) : null}
    </section>
  );
}
