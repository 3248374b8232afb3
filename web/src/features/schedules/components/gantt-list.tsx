/**
 * The chart's task list, its header and bar tooltip, in place of gantt-task-react's defaults: those show
 * the bar's end (the midnight after the finish date, so a day late) and a long date that the spec's 155 px
 * cell cuts off. The list draws only the rows the chart draws (the chart hands it visibleRows), with
 * spacers for the rest, and a Float column while the critical path is shown.
 */
import { type Task as GanttTask, rowSlot } from 'gantt-task-react';
import { createContext, useContext } from 'react';
import { counted } from '#shared/counted.ts';
import { varianceLabel } from '../utils/baselines.ts';
import { floatLabel } from '../utils/critical-path.ts';
import { type ChartTask, lastDayOf } from '../utils/gantt-tasks.ts';
import './gantt-list.css';

/**
 * The chart's tasks as we gave them, by id: the chart hands its list a milestone with its end set to
 * its start, so the list and tooltip read the dates from here (an outlier's own dates, not its bar's).
 */
export const ChartTasksContext = createContext<ReadonlyMap<string, ChartTask>>(new Map());

/** Each task's total float in days while the critical path is shown; null hides the Float column. */
export const FloatsContext = createContext<ReadonlyMap<string, number> | null>(null);

/** The Float column: "0 d" to "999 d" fit. */
export const FLOAT_CELL_WIDTH = '56px';

/** Each task's finish against the chosen baseline in working days; null hides the Variance column. */
export const VariancesContext = createContext<ReadonlyMap<string, number> | null>(null);

/** The Variance column: "999 d early" fits. */
export const VARIANCE_CELL_WIDTH = '84px';
const varianceCell = { minWidth: VARIANCE_CELL_WIDTH, maxWidth: VARIANCE_CELL_WIDTH };

/** A task's variance in words (red when it finishes later than the baseline: the words say it too). */
function VarianceCell({ taskId, variances }: { taskId: string; variances: ReadonlyMap<string, number> }) {
  const variance = variances.get(taskId);
  const late = variance !== undefined && variance > 0;
  return (
    <div
      className={`gantt-list__cell gantt-list__variance${late ? ' gantt-list__variance--late' : ''}`}
      style={varianceCell}
      data-testid="task-variance"
    >
      {varianceLabel(variance)}
    </div>
  );
}

function useOwnDates(task: GanttTask): { start: Date; end: Date; outlier: boolean } {
  const own: ChartTask = useContext(ChartTasksContext).get(task.id) ?? task;
  const dates = own.outlier ?? own;
  return { start: dates.start, end: dates.end, outlier: own.outlier !== undefined };
}

export const OUTLIER_TEXT =
  'Its dates are far from the rest of the schedule: its bar is drawn at the edge of the chart.';

/** The warning on an outlier's row and tooltip. */
function OutlierMark() {
  return (
    <span
      className="gantt-list__outlier"
      data-testid="date-outlier"
      title={OUTLIER_TEXT}
      role="img"
      aria-label="Warning"
    >
      ⚠{' '}
    </span>
  );
}

const LIST_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Formatted once per day: scrolling the list formats the rows that come into view again and again. */
const listDates = new Map<number, string>();

/** "Tue, 5 May 2026": fits the 155 px list cell. */
export function listDate(wall: Date): string {
  const key = wall.getTime();
  let text = listDates.get(key);
  if (text === undefined) {
    text = LIST_DATE.format(wall);
    if (listDates.size >= 10_000) listDates.clear();
    listDates.set(key, text);
  }
  return text;
}

const days = (d: { start: Date; end: Date }): number => Math.round((d.end.getTime() - d.start.getTime()) / 86_400_000);

interface ListProps {
  rowHeight: number;
  rowWidth: string;
  fontFamily: string;
  fontSize: string;
  tasks: GanttTask[];
  /** The rows the chart draws, [first, end) (all when absent). */
  visibleRows?: readonly [first: number, end: number];
  /** The React keys the drawn rows cycle through (the row count when absent). */
  rowSlots?: number;
  /** A phase's expander was pressed (the chart flips its hideChildren). */
  onExpanderClick: (task: GanttTask) => void;
}

/** Each level of the outline indents a name this much. */
const INDENT_PX = 14;

/** ▾ / ▸ before a phase's name: hides or shows the tasks it holds. */
function Expander({ task, onExpanderClick }: { task: GanttTask; onExpanderClick: (task: GanttTask) => void }) {
  const open = !task.hideChildren;
  return (
    <button
      type="button"
      className="gantt-list__expander"
      aria-expanded={open}
      aria-label={`${open ? 'Collapse' : 'Expand'} ${task.name}`}
      onClick={() => onExpanderClick(task)}
    >
      {open ? '▾' : '▸'}
    </button>
  );
}

const floatCell = { minWidth: FLOAT_CELL_WIDTH, maxWidth: FLOAT_CELL_WIDTH };

function ListRow({
  task,
  height,
  cell,
  even,
  float,
  onExpanderClick,
}: {
  task: GanttTask;
  height: number;
  cell: { minWidth: string; maxWidth: string };
  even: boolean;
  /** undefined: no Float column; null: a task without a float (in a cycle). */
  float: number | null | undefined;
  onExpanderClick: (task: GanttTask) => void;
}) {
  const { start, end, outlier } = useOwnDates(task);
  const own = useContext(ChartTasksContext).get(task.id);
  const variances = useContext(VariancesContext);
  const level = own?.level ?? 0;
  return (
    <div
      className={`gantt-list__row${even ? ' gantt-list__row--even' : ''}${float === 0 ? ' gantt-list__row--critical' : ''}`}
      style={{ height }}
      data-task-id={task.id}
    >
      <div
        className="gantt-list__cell"
        style={level ? { ...cell, paddingLeft: 6 + level * INDENT_PX } : cell}
        title={outlier ? `${task.name}. ${OUTLIER_TEXT}` : task.name}
        data-level={level}
      >
        {own?.holds ? <Expander task={task} onExpanderClick={onExpanderClick} /> : null}
        {outlier ? <OutlierMark /> : null}
        {task.name}
      </div>
      <div className="gantt-list__cell" style={cell}>
        {listDate(start)}
      </div>
      <div className="gantt-list__cell" style={cell}>
        {listDate(lastDayOf(end))}
      </div>
      {float === undefined ? null : (
        <div className="gantt-list__cell gantt-list__float" style={floatCell} data-testid="task-float">
          {float === null ? '' : floatLabel(float)}
        </div>
      )}
      {variances ? <VarianceCell taskId={task.id} variances={variances} /> : null}
    </div>
  );
}

/** Stands in for the rows the chart does not draw, so the list scrolls as far as the chart. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <div className="gantt-list__row" style={{ height }} aria-hidden="true">
      <div className="gantt-list__cell" />
    </div>
  );
}

export function TaskListTable({
  rowHeight,
  rowWidth,
  fontFamily,
  fontSize,
  tasks,
  visibleRows,
  rowSlots,
  onExpanderClick,
}: ListProps) {
  const cell = { minWidth: rowWidth, maxWidth: rowWidth };
  const floats = useContext(FloatsContext);
  const [first, end] = visibleRows ?? [0, tasks.length];
  return (
    <div className="gantt-list" style={{ fontFamily, fontSize }}>
      <Spacer height={first * rowHeight} />
      {tasks.slice(first, end).map((task, i) => (
        <ListRow
          // the row's slot in the window: rows leaving it lend their elements to rows entering it
          key={rowSlot(first + i, rowSlots ?? tasks.length)}
          task={task}
          height={rowHeight}
          cell={cell}
          even={(first + i) % 2 === 1}
          float={floats ? (floats.get(task.id) ?? null) : undefined}
          onExpanderClick={onExpanderClick}
        />
      ))}
      <Spacer height={(tasks.length - end) * rowHeight} />
    </div>
  );
}

/** The library's header ("Name", "From", "To"), and "Float" while the critical path is shown. */
export function TaskListHeader({
  headerHeight,
  fontFamily,
  fontSize,
  rowWidth,
}: {
  headerHeight: number;
  rowWidth: string;
  fontFamily: string;
  fontSize: string;
}) {
  const floats = useContext(FloatsContext);
  const variances = useContext(VariancesContext);
  // A line the header row's height before every item but the first (the rows have none).
  const separator = <div className="gantt-list-header__separator" />;
  return (
    <div className="gantt-list-header" style={{ fontFamily, fontSize }}>
      <div className="gantt-list-header__row" style={{ height: headerHeight - 2 }}>
        <div className="gantt-list-header__item" style={{ minWidth: rowWidth }}>
          &nbsp;Name
        </div>
        {separator}
        <div className="gantt-list-header__item" style={{ minWidth: rowWidth }}>
          &nbsp;From
        </div>
        {separator}
        <div className="gantt-list-header__item" style={{ minWidth: rowWidth }}>
          &nbsp;To
        </div>
        {floats ? (
          <>
            {separator}
            <div className="gantt-list-header__item" style={{ minWidth: FLOAT_CELL_WIDTH }} title="Total float">
              &nbsp;Float
            </div>
          </>
        ) : null}
        {variances ? (
          <>
            {separator}
            <div
              className="gantt-list-header__item"
              style={{ minWidth: VARIANCE_CELL_WIDTH }}
              title="Finish against the baseline, in working days"
            >
              &nbsp;Variance
            </div>
          </>
        ) : null}
      </div>
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
        {counted(length, 'day')} · Progress {task.progress}%
      </p>
      {own.outlier ? (
        <p>
          <OutlierMark />
          {OUTLIER_TEXT}
        </p>
      ) : null}
    </div>
  );
}
