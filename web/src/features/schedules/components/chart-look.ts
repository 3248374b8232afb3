/** How the schedules' chart looks (docs/requirements.md#gantt-chart): the same on screen and on paper. */
import { ViewMode } from 'gantt-task-react';
import { TaskListHeader, TaskListTable, TooltipContent } from './gantt-list.tsx';

/** The schedules' chart settings (docs/requirements.md#gantt-chart). */
export const GANTT_SETTINGS = {
  ganttHeight: 450,
  rowHeight: 30,
  columnWidth: 60,
  /** Day view: at 60 the day headers overlap (docs/requirements.md#gantt-chart). */
  dayColumnWidth: 65,
  /** Month view: at 60 the month names ("September") run into each other. */
  monthColumnWidth: 90,
  listCellWidth: '155px',
  /** Bars 20px high in 30px rows ("progress bar height 20"). */
  barFill: (20 / 30) * 100,
  headerHeight: 50,
  barCornerRadius: 3,
  handleWidth: 8,
  timeStep: 300_000,
  arrowIndent: 20,
  locale: 'en-GB',
} as const;

const columnWidthOf = (mode: ViewMode): number =>
  mode === ViewMode.Day
    ? GANTT_SETTINGS.dayColumnWidth
    : mode === ViewMode.Month
      ? GANTT_SETTINGS.monthColumnWidth
      : GANTT_SETTINGS.columnWidth;

/** The chart's look in a view mode: the same on screen and on paper. */
export function chartLook(viewMode: ViewMode) {
  const s = GANTT_SETTINGS;
  return {
    viewMode,
    rowHeight: s.rowHeight,
    columnWidth: columnWidthOf(viewMode),
    listCellWidth: s.listCellWidth,
    barFill: s.barFill,
    headerHeight: s.headerHeight,
    barCornerRadius: s.barCornerRadius,
    handleWidth: s.handleWidth,
    timeStep: s.timeStep,
    arrowIndent: s.arrowIndent,
    locale: s.locale,
    TaskListHeader,
    TaskListTable,
    TooltipContent,
  };
}
