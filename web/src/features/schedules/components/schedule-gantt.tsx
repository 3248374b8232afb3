import { Gantt, type Task as GanttTask, ViewMode } from 'gantt-task-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { fromTorontoWall } from '../../../lib/toronto-wall.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCriticalArrows } from '../utils/critical-arrows.ts';
import { type CriticalPath, scheduleCriticalPath } from '../utils/critical-path.ts';
import {
  type ChartTask,
  draggedDays,
  findPredecessorConflicts,
  lastDayOf,
  type PredecessorConflict,
  type ScheduleTask,
  toGanttTasks,
} from '../utils/gantt-tasks.ts';
import {
  ChartTasksContext,
  FloatsContext,
  listDate,
  TaskListHeader,
  TaskListTable,
  TooltipContent,
} from './gantt-list.tsx';
import { type PrintHeading, PrintSheet } from './print-sheet.tsx';
import { ScheduleAgenda } from './schedule-agenda.tsx';
import '../../../components/ui/button.css';
import '../../../components/ui/field.css';
import './schedule-gantt.css';

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

export const VIEW_MODES = [
  { mode: ViewMode.Month, label: 'Month' },
  { mode: ViewMode.Week, label: 'Week' },
  { mode: ViewMode.Day, label: 'Day' },
] as const;

export function ViewSwitcher({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <fieldset className="segmented">
      <legend className="sr-only">View</legend>
      {VIEW_MODES.map(({ mode, label }) => (
        <button
          key={mode}
          type="button"
          className={`segmented__item${value === mode ? ' is-active' : ''}`}
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

/** "Critical path": highlights the tasks without float and shows every task's float (docs/requirements.md#critical-path). */
export function CriticalPathToggle({ value, onChange }: { value: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      className={`segmented__item critical-toggle${value ? ' is-active' : ''}`}
      aria-pressed={value}
      onClick={() => onChange(!value)}
    >
      Critical path
    </button>
  );
}

/** The critical path of the schedule while the toggle is on, and each task's float for the list. */
function useCriticalPath(tasks: readonly ScheduleTask[], on: boolean) {
  return useMemo(() => {
    if (!on) return { critical: undefined, floats: null };
    const critical: CriticalPath = scheduleCriticalPath(tasks);
    const floats = new Map([...critical.floats].map(([id, f]) => [id, f.totalFloat]));
    return { critical, floats };
  }, [tasks, on]);
}

const MAX_LISTED_CONFLICTS = 20;
/** A press that moves less than this is a click, not a drag. */
const CLICK_SLOP_PX = 3;

const dateOnly = (timestamp: string) => formatTorontoDateTime(timestamp).slice(0, 10);

/** Beyond the spec: which tasks start before one of their predecessors finishes (their bars are red). */
function ConflictWarnings({ conflicts }: { conflicts: readonly PredecessorConflict[] }) {
  if (conflicts.length === 0) return null;
  const taskCount = new Set(conflicts.map((c) => c.taskId)).size;
  const listed = conflicts.slice(0, MAX_LISTED_CONFLICTS);
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
            <strong>{c.taskName}</strong> starts {dateOnly(c.start)}, before <strong>{c.predecessorName}</strong>{' '}
            finishes {dateOnly(c.predecessorEnd)}
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
function OutlierWarnings({ tasks, onOpenTask }: { tasks: readonly ChartTask[]; onOpenTask: (id: string) => void }) {
  const outliers = tasks.filter((t) => t.outlier);
  if (outliers.length === 0) return null;
  const listed = outliers.slice(0, MAX_LISTED_CONFLICTS);
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

export interface ScheduleGanttProps {
  tasks: readonly ScheduleTask[];
  /** Bars cannot be dragged or deleted. */
  readOnly?: boolean;
  onOpenTask: (taskId: string) => void;
  /** Saves new dates (UTC ISO); throws with the reason when the server refuses. */
  /** Resolves false when the person called the change off (the bar goes back). */
  onDatesChange: (taskId: string, start: string, end: string) => Promise<boolean | undefined>;
  onProgressChange: (taskId: string, progress: number) => Promise<void>;
  /** Deletes after the user confirmed; throws with the reason on failure. */
  onDeleteTask: (taskId: string) => Promise<void>;
  /** Turns a failure into the words to show. */
  describeError: (error: unknown) => string;
  /** The header of printed pages (no Print button without it). */
  printHeading?: PrintHeading;
}

interface ChartProps {
  tasks: ChartTask[];
  /** Each task's float while the critical path is shown (the list's Float column). */
  floats: ReadonlyMap<string, number> | null;
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
}

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

/** Redrawn only when its tasks, view or handlers change: typing elsewhere on the page leaves it alone. */
const Chart = memo(function Chart({
  tasks,
  floats,
  viewMode,
  viewDate,
  height,
  readOnly,
  onClick,
  onDateChange,
  onProgressChange,
  onDelete,
}: ChartProps) {
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  return (
    <ChartTasksContext.Provider value={byId}>
      <FloatsContext.Provider value={floats}>
        <Gantt
          {...chartLook(viewMode)}
          tasks={tasks}
          viewDate={viewDate}
          ganttHeight={height}
          onClick={onClick}
          onDateChange={readOnly ? undefined : onDateChange}
          onProgressChange={readOnly ? undefined : onProgressChange}
          onDelete={readOnly ? undefined : onDelete}
        />
      </FloatsContext.Provider>
    </ChartTasksContext.Provider>
  );
});

/** The chart on a desk, the agenda on a phone (the same tasks, the same Edit Task dialog). */
export function ScheduleView(props: ScheduleGanttProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (!phone) return <ScheduleGantt {...props} />;
  return <PhoneSchedule {...props} />;
}

function PhoneSchedule(props: ScheduleGanttProps) {
  const conflicts = useMemo(() => findPredecessorConflicts(props.tasks), [props.tasks]);
  const [showCritical, setShowCritical] = useState(false);
  const { floats } = useCriticalPath(props.tasks, showCritical);
  return (
    <section className="gantt-section" aria-label="Schedule">
      {props.tasks.length > 0 ? (
        <div className="gantt-toolbar">
          <CriticalPathToggle value={showCritical} onChange={setShowCritical} />
        </div>
      ) : null}
      <ConflictWarnings conflicts={conflicts} />
      <ScheduleAgenda tasks={props.tasks} onOpenTask={props.onOpenTask} floats={floats} />
      <p className="field__hint">Tap a task to see {props.readOnly ? 'it' : 'or change it'}.</p>
    </section>
  );
}

/**
 * The switcher, the predecessor warnings and the chart. Dragging saves; a refused save puts the bar
 * back and says why. Delete on a focused bar deletes after a confirmation.
 */
export function ScheduleGantt({
  tasks,
  readOnly = false,
  onOpenTask,
  onDatesChange,
  onProgressChange,
  onDeleteTask,
  describeError,
  printHeading,
}: ScheduleGanttProps) {
  const [viewMode, setViewMode] = useState<ViewMode>(ViewMode.Week);
  const [message, setMessage] = useState<string | null>(null);
  // A new date on each switch: the chart scrolls to it again (it would keep the old scroll distance).
  const [viewDate, setViewDate] = useState(() => new Date());
  const switchView = useCallback((mode: ViewMode) => {
    setViewMode(mode);
    setViewDate(new Date());
  }, []);
  const [height, setHeight] = useState<number>(GANTT_SETTINGS.ganttHeight);

  const [showCritical, setShowCritical] = useState(false);
  const { critical, floats } = useCriticalPath(tasks, showCritical);
  const conflicts = useMemo(() => findPredecessorConflicts(tasks), [tasks]);
  const ganttTasks = useMemo(
    () => toGanttTasks(tasks, { conflicting: new Set(conflicts.map((c) => c.taskId)), critical, readOnly }),
    [tasks, conflicts, critical, readOnly],
  );

  const ganttTasksRef = useRef(ganttTasks);
  ganttTasksRef.current = ganttTasks;

  // A press on a bar: remember where it went down; a release anywhere ends the chart's drag there.
  useEffect(() => {
    let dragging: SVGSVGElement | null = null;
    const onDown = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const bar = target?.closest('[data-testid="gantt"] .bar');
      dragging = bar ? bar.closest('svg') : null;
      press.current = { downX: event.clientX, upX: Number.NaN };
    };
    const onUp = (event: MouseEvent) => {
      press.current.upX = event.clientX;
      const svg = dragging;
      dragging = null;
      // The chart only listens on its own drawing: a release outside it would leave the drag running.
      if (svg && !(event.target instanceof Node && svg.contains(event.target))) {
        svg.dispatchEvent(new MouseEvent('mouseup', { clientX: event.clientX, clientY: event.clientY, bubbles: true }));
      }
    };
    window.addEventListener('mousedown', onDown, true);
    window.addEventListener('mouseup', onUp, true);
    return () => {
      window.removeEventListener('mousedown', onDown, true);
      window.removeEventListener('mouseup', onUp, true);
    };
  }, []);

  // Handlers read the latest props through a ref, so their identities never change and the chart is not redrawn.
  const latest = useRef({ onOpenTask, onDatesChange, onProgressChange, onDeleteTask, describeError });
  latest.current = { onOpenTask, onDatesChange, onProgressChange, onDeleteTask, describeError };
  /** A drag ends with a click on the bar it moved: that click must not open the dialog. */
  const lastChange = useRef({ id: '', at: 0 });

  const onClick = useCallback((task: GanttTask) => {
    const { id, at } = lastChange.current;
    if (id === task.id && Date.now() - at < 400) return;
    latest.current.onOpenTask(task.id);
  }, []);

  /** Where the last press on the chart went down and came up (client x): no movement is a click. */
  const press = useRef({ downX: Number.NaN, upX: Number.NaN });

  const onDateChange = useCallback(async (task: GanttTask) => {
    const { downX, upX } = press.current;
    // A press that barely moves is a click (on an end handle it would reach the chart as a resize).
    if (Math.abs(upX - downX) < CLICK_SLOP_PX) return false;
    const days = draggedDays(
      task,
      ganttTasksRef.current.find((t) => t.id === task.id),
    );
    if (!days) return false;
    lastChange.current = { id: task.id, at: Date.now() };
    setMessage(null);
    try {
      const saved = await latest.current.onDatesChange(
        task.id,
        fromTorontoWall(days.start).toISOString(),
        fromTorontoWall(days.lastDay).toISOString(),
      );
      return saved !== false;
    } catch (error) {
      setMessage(`The new dates of "${task.name}" were not saved: ${latest.current.describeError(error)}`);
      return false;
    }
  }, []);

  const onProgress = useCallback(async (task: GanttTask) => {
    lastChange.current = { id: task.id, at: Date.now() };
    setMessage(null);
    try {
      await latest.current.onProgressChange(task.id, Math.max(0, Math.min(100, Math.round(task.progress))));
      return true;
    } catch (error) {
      setMessage(`The progress of "${task.name}" was not saved: ${latest.current.describeError(error)}`);
      return false;
    }
  }, []);

  // Printing draws every row on A3 pages (print-sheet.tsx); Ctrl+P does it too, through beforeprint.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);

  const [confirmDialog, confirm] = useConfirm();
  const onDelete = useCallback(
    async (task: GanttTask) => {
      if (!(await confirm({ message: `Delete the task "${task.name}"?`, ...DELETE_ACTION }))) return false;
      setMessage(null);
      try {
        await latest.current.onDeleteTask(task.id);
        return true;
      } catch (error) {
        setMessage(`"${task.name}" was not deleted: ${latest.current.describeError(error)}`);
        return false;
      }
    },
    [confirm],
  );

  // Hovering a bar selects it (spec): Delete then removes it, as it does for a focused bar.
  const hovered = useRef<GanttTask | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const hasChart = ganttTasks.length > 0;
  useCriticalArrows(frameRef, ganttTasks);
  // The chart takes the height the screen has below it (at least the spec's 450 px), on resize too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the chart appears
  useEffect(() => {
    const fitHeight = () => {
      const top = frameRef.current?.getBoundingClientRect().top;
      if (top === undefined) return;
      const room = window.innerHeight - (top + window.scrollY) - GANTT_SETTINGS.headerHeight - 24;
      setHeight(Math.max(GANTT_SETTINGS.ganttHeight, Math.floor(room)));
    };
    fitHeight();
    window.addEventListener('resize', fitHeight);
    return () => window.removeEventListener('resize', fitHeight);
  }, [hasChart]);
  const hasBars = ganttTasks.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame is mounted again when the first bar appears
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onOver = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const group = target?.closest('.bar > g');
      const bars = group?.parentElement ? Array.from(group.parentElement.children) : [];
      // The chart draws one group per drawn row, in display order (the order of `ganttTasks`), from
      // the first row it draws (the chart names it on the bars layer: data-first-row).
      const first = Number(group?.parentElement?.getAttribute('data-first-row') ?? 0) || 0;
      hovered.current = group ? (ganttTasksRef.current[first + bars.indexOf(group)] ?? null) : null;
    };
    const onLeave = () => {
      hovered.current = null;
    };
    frame.addEventListener('mouseover', onOver);
    frame.addEventListener('mouseleave', onLeave);
    return () => {
      frame.removeEventListener('mouseover', onOver);
      frame.removeEventListener('mouseleave', onLeave);
    };
  }, [hasBars]);
  useEffect(() => {
    if (readOnly) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const task = hovered.current;
      if (event.key !== 'Delete' || !task || event.defaultPrevented) return;
      const active = document.activeElement;
      // A focused bar handles its own Delete; a field or an open dialog keeps the key.
      if (active?.closest('.bar, input, textarea, select, dialog')) return;
      if (document.querySelector('dialog[open]')) return;
      void onDelete(task);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [readOnly, onDelete]);

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
        <ul className="gantt-legend" aria-label="Legend">
          <li className="gantt-legend__item">
            <span className="gantt-legend__swatch" aria-hidden="true" /> Task
          </li>
          <li className="gantt-legend__item">
            <span className="gantt-legend__swatch gantt-legend__swatch--conflict" aria-hidden="true" /> Starts before a
            predecessor finishes
          </li>
          {showCritical ? (
            <li className="gantt-legend__item">
              <span className="gantt-legend__swatch gantt-legend__swatch--critical" aria-hidden="true" /> Critical path
              (no float)
            </li>
          ) : null}
        </ul>
      </div>
      <Alert message={message} variant="error" />
      {confirmDialog}
      <ConflictWarnings conflicts={conflicts} />
      <OutlierWarnings tasks={ganttTasks} onOpenTask={onOpenTask} />
      {ganttTasks.length === 0 ? (
        <p className="empty">No tasks available.</p>
      ) : (
        <div className="gantt-frame" data-testid="gantt" data-task-count={ganttTasks.length} ref={frameRef}>
          <Chart
            // The library measures its list's width once (for the tooltip): a new column needs a new chart.
            key={showCritical ? 'critical' : 'plain'}
            tasks={ganttTasks}
            floats={floats}
            viewMode={viewMode}
            viewDate={viewDate}
            height={height}
            readOnly={readOnly}
            onClick={onClick}
            onDateChange={onDateChange}
            onProgressChange={onProgress}
            onDelete={onDelete}
          />
        </div>
      )}
      {printing && printHeading ? (
        <PrintSheet tasks={ganttTasks} floats={floats} look={chartLook(viewMode)} heading={printHeading} />
      ) : null}
      {!readOnly && ganttTasks.length > 0 ? (
        <p className="field__hint">
          Click a bar to edit the task. Drag a bar or its ends to change the dates, and the handle at the end of its
          progress to change the progress. Select a bar and press Delete to delete it.
        </p>
      ) : null}
    </section>
  );
}
