import type React from 'react';
import { type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type BarColors, convertToBarTasks } from '../../helpers/bar-helper';
import { ganttDateRange, seedDates } from '../../helpers/date-helper';
import { type FocusRequest, scrollToShow, stepRow } from '../../helpers/keyboard';
import { removeHiddenTasks, sortTasks } from '../../helpers/other-helper';
import { useStableRecord } from '../../helpers/use-stable-record';
import { rowSlots, rowsInView } from '../../helpers/visible-rows';
import type { BarTask } from '../../types/bar-task';
import type { DateSetup } from '../../types/date-setup';
import type { GanttEvent } from '../../types/gantt-task-actions';
import { type GanttProps, type Task, ViewMode } from '../../types/public-types';
import type { CalendarProps } from '../calendar/calendar';
import type { GridProps } from '../grid/grid';
import { HorizontalScroll } from '../other/horizontal-scroll';
import { StandardTooltipContent, Tooltip } from '../other/tooltip';
import { VerticalScroll } from '../other/vertical-scroll';
import { TaskList, type TaskListProps } from '../task-list/task-list';
import { TaskListHeaderDefault } from '../task-list/task-list-header';
import { TaskListTableDefault } from '../task-list/task-list-table';
import styles from './gantt.module.css';
import { TaskGantt } from './task-gantt';
import type { TaskGanttContentProps } from './task-gantt-content';

export const Gantt: React.FunctionComponent<GanttProps> = ({
  tasks,
  headerHeight = 50,
  columnWidth: requestedColumnWidth = 60,
  listCellWidth = '155px',
  rowHeight = 50,
  ganttHeight = 0,
  viewMode = ViewMode.Day,
  preStepsCount = 1,
  locale = 'en-GB',
  barFill = 60,
  barCornerRadius = 3,
  barProgressColor = '#a3a3ff',
  barProgressSelectedColor = '#8282f5',
  barBackgroundColor = '#b8c2cc',
  barBackgroundSelectedColor = '#aeb8c2',
  projectProgressColor = '#7db59a',
  projectProgressSelectedColor = '#59a985',
  projectBackgroundColor = '#fac465',
  projectBackgroundSelectedColor = '#f7bb53',
  milestoneBackgroundColor = '#f1c453',
  milestoneBackgroundSelectedColor = '#f29e4c',
  rtl = false,
  handleWidth = 8,
  timeStep = 300000,
  arrowColor = 'grey',
  fontFamily = 'Arial, Roboto, Oxygen, Ubuntu, Cantarell, Fira Sans, Droid Sans, Helvetica Neue',
  fontSize = '14px',
  arrowIndent = 20,
  todayColor = 'rgba(252, 248, 227, 0.5)',
  viewDate,
  shadedSpans,
  TooltipContent = StandardTooltipContent,
  TaskListHeader = TaskListHeaderDefault,
  TaskListTable = TaskListTableDefault,
  onDateChange,
  onProgressChange,
  onDoubleClick,
  onClick,
  onDelete,
  onSelect,
  onExpanderClick,
}) => {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const taskListRef = useRef<HTMLDivElement>(null);
  const taskHeight = useMemo(() => (rowHeight * barFill) / 100, [rowHeight, barFill]);
  const colors = useStableRecord<BarColors>({
    barProgressColor,
    barProgressSelectedColor,
    barBackgroundColor,
    barBackgroundSelectedColor,
    projectProgressColor,
    projectProgressSelectedColor,
    projectBackgroundColor,
    projectBackgroundSelectedColor,
    milestoneBackgroundColor,
    milestoneBackgroundSelectedColor,
  });
  /**
   * The chart's geometry (dates, view, column width and the bars on them) is derived while rendering, in one
   * piece: laid out in an effect, a frame after a view switch drew the new column width over the old dates
   * (month names ran into each other) and bars at the old positions.
   */
  const layout = useMemo(() => {
    const shown = (onExpanderClick ? removeHiddenTasks(tasks) : tasks).sort(sortTasks);
    const [startDate, endDate] = ganttDateRange(shown, viewMode, preStepsCount);
    const dates = seedDates(startDate, endDate, viewMode);
    if (rtl) dates.reverse();
    const dateSetup: DateSetup = { dates, viewMode, columnWidth: requestedColumnWidth };
    const bars = convertToBarTasks(
      shown,
      dates,
      requestedColumnWidth,
      rowHeight,
      taskHeight,
      barCornerRadius,
      handleWidth,
      rtl,
      colors,
    );
    return { dateSetup, bars };
  }, [
    tasks,
    viewMode,
    preStepsCount,
    rowHeight,
    barCornerRadius,
    requestedColumnWidth,
    taskHeight,
    handleWidth,
    colors,
    rtl,
    onExpanderClick,
  ]);
  const { dateSetup } = layout;
  const { columnWidth } = dateSetup;
  // The bars a drag or a failed change moved; a new layout replaces them (React's "adjust state while
  // rendering": the stale bars are never committed).
  const [barTasks, setBarTasks] = useState<BarTask[]>(layout.bars);
  const [barsLaidOut, setBarsLaidOut] = useState(layout);
  if (barsLaidOut !== layout) {
    setBarsLaidOut(layout);
    setBarTasks(layout.bars);
  }
  const svgWidth = dateSetup.dates.length * columnWidth;
  const ganttFullHeight = barTasks.length * rowHeight;

  const [currentViewDate, setCurrentViewDate] = useState<Date | undefined>(undefined);

  const [taskListWidth, setTaskListWidth] = useState(0);
  const [svgContainerWidth, setSvgContainerWidth] = useState(0);
  const [svgContainerHeight, setSvgContainerHeight] = useState(ganttHeight);
  const [ganttEvent, setGanttEvent] = useState<GanttEvent>({
    action: '',
  });

  const [selectedTask, setSelectedTask] = useState<BarTask>();
  const [failedTask, setFailedTask] = useState<BarTask | null>(null);

  const [scrollY, setScrollY] = useState(0);
  const [scrollX, setScrollX] = useState(-1);

  // A right-to-left chart opens scrolled to its start (its right end).
  useEffect(() => {
    if (!rtl) return;
    const rtlStart = dateSetup.dates.length * columnWidth;
    setScrollX((x) => (x === -1 ? rtlStart : x));
  }, [rtl, dateSetup.dates.length, columnWidth]);

  useEffect(() => {
    if (
      viewMode === dateSetup.viewMode &&
      ((viewDate && !currentViewDate) || (viewDate && currentViewDate?.valueOf() !== viewDate.valueOf()))
    ) {
      const dates = dateSetup.dates;
      const index = dates.findIndex((d, i) => {
        const next = dates[i + 1];
        return viewDate.valueOf() >= d.valueOf() && next !== undefined && viewDate.valueOf() < next.valueOf();
      });
      if (index === -1) {
        return;
      }
      setCurrentViewDate(viewDate);
      setScrollX(columnWidth * index);
    }
  }, [viewDate, columnWidth, dateSetup.dates, dateSetup.viewMode, viewMode, currentViewDate]);

  useEffect(() => {
    const { changedTask, action } = ganttEvent;
    if (changedTask) {
      if (action === 'delete') {
        setGanttEvent({ action: '' });
        setBarTasks(barTasks.filter((t) => t.id !== changedTask.id));
      } else if (action === 'move' || action === 'end' || action === 'start' || action === 'progress') {
        const prevStateTask = barTasks.find((t) => t.id === changedTask.id);
        if (
          prevStateTask &&
          (prevStateTask.start.getTime() !== changedTask.start.getTime() ||
            prevStateTask.end.getTime() !== changedTask.end.getTime() ||
            prevStateTask.progress !== changedTask.progress)
        ) {
          // actions for change
          const newTaskList = barTasks.map((t) => (t.id === changedTask.id ? changedTask : t));
          setBarTasks(newTaskList);
        }
      }
    }
  }, [ganttEvent, barTasks]);

  useEffect(() => {
    if (failedTask) {
      setBarTasks(barTasks.map((t) => (t.id !== failedTask.id ? t : failedTask)));
      setFailedTask(null);
    }
  }, [failedTask, barTasks]);

  useEffect(() => {
    if (!listCellWidth) {
      setTaskListWidth(0);
    }
    if (taskListRef.current) {
      setTaskListWidth(taskListRef.current.offsetWidth);
    }
  }, [listCellWidth]);

  useEffect(() => {
    if (wrapperRef.current) {
      setSvgContainerWidth(wrapperRef.current.offsetWidth - taskListWidth);
    }
  }, [taskListWidth]);

  useEffect(() => {
    if (ganttHeight) {
      setSvgContainerHeight(ganttHeight + headerHeight);
    } else {
      setSvgContainerHeight(tasks.length * rowHeight + headerHeight);
    }
  }, [ganttHeight, tasks, headerHeight, rowHeight]);

  // scroll events
  useEffect(() => {
    const handleWheel = (event: WheelEvent) => {
      if (event.shiftKey || event.deltaX) {
        const scrollMove = event.deltaX ? event.deltaX : event.deltaY;
        let newScrollX = scrollX + scrollMove;
        if (newScrollX < 0) {
          newScrollX = 0;
        } else if (newScrollX > svgWidth) {
          newScrollX = svgWidth;
        }
        setScrollX(newScrollX);
        event.preventDefault();
      } else if (ganttHeight) {
        let newScrollY = scrollY + event.deltaY;
        if (newScrollY < 0) {
          newScrollY = 0;
        } else if (newScrollY > ganttFullHeight - ganttHeight) {
          newScrollY = ganttFullHeight - ganttHeight;
        }
        if (newScrollY !== scrollY) {
          setScrollY(newScrollY);
          event.preventDefault();
        }
      }
    };

    // subscribe if scroll is necessary
    wrapperRef.current?.addEventListener('wheel', handleWheel, {
      passive: false,
    });
    return () => {
      wrapperRef.current?.removeEventListener('wheel', handleWheel);
    };
  }, [scrollY, scrollX, ganttHeight, svgWidth, ganttFullHeight]);

  // A scroll bar's event is taken whenever it differs from the chart's position. Upstream's one ignore flag,
  // set by every wheel step, key press and scroll event, swallowed the next scroll event of either bar: a
  // lone vertical scroll after a horizontal one, and every other step of a drag. The scroll the chart itself
  // sets on its bars arrives equal to its position, so it is still not taken twice.
  const handleScrollY = (event: SyntheticEvent<HTMLDivElement>) => {
    if (scrollY !== event.currentTarget.scrollTop) {
      setScrollY(event.currentTarget.scrollTop);
    }
  };

  const handleScrollX = (event: SyntheticEvent<HTMLDivElement>) => {
    if (scrollX !== event.currentTarget.scrollLeft) {
      setScrollX(event.currentTarget.scrollLeft);
    }
  };

  /**
   * The arrow keys, Home and End on a bar: select the bar that many rows away, scroll it into view and focus
   * it once drawn (helpers/keyboard.ts). The chart itself no longer takes keys, so Tab passes through it.
   */
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const handleMoveFocus = (task: BarTask, step: number) => {
    const target = barTasks[stepRow(task.index, step, barTasks.length)];
    if (!target) return;
    if (ganttHeight) {
      const top = target.index * rowHeight;
      const maxScrollY = Math.max(0, ganttFullHeight - ganttHeight);
      setScrollY(Math.min(maxScrollY, scrollToShow(scrollY, ganttHeight, top, rowHeight)));
    }
    if (!rtl && svgContainerWidth > 0) {
      const maxScrollX = Math.max(0, svgWidth - svgContainerWidth);
      const shown = scrollToShow(scrollX, svgContainerWidth, target.x1 - columnWidth, columnWidth * 2);
      setScrollX(Math.max(0, Math.min(maxScrollX, shown)));
    }
    handleSelectedTask(target.id);
    setFocusRequest((request) => ({ id: target.id, seq: (request?.seq ?? 0) + 1 }));
  };

  /**
   * Task select event
   */
  const handleSelectedTask = (taskId: string) => {
    const newSelectedTask = barTasks.find((t) => t.id === taskId);
    const oldSelectedTask = barTasks.find((t) => !!selectedTask && t.id === selectedTask.id);
    if (onSelect) {
      if (oldSelectedTask) {
        onSelect(oldSelectedTask, false);
      }
      if (newSelectedTask) {
        onSelect(newSelectedTask, true);
      }
    }
    setSelectedTask(newSelectedTask);
  };
  const handleExpanderClick = (task: Task) => {
    if (onExpanderClick && task.hideChildren !== undefined) {
      onExpanderClick({ ...task, hideChildren: !task.hideChildren });
    }
  };
  const visibleRows = rowsInView(barTasks.length, rowHeight, scrollY, ganttHeight);
  const slots = rowSlots(barTasks.length, rowHeight, ganttHeight);
  const gridProps: GridProps = {
    visibleRows,
    rowSlots: slots,
    columnWidth,
    svgWidth,
    tasks: tasks,
    rowHeight,
    dates: dateSetup.dates,
    todayColor,
    rtl,
    ...(shadedSpans && { shadedSpans }),
  };
  const calendarProps: CalendarProps = {
    dateSetup,
    locale,
    viewMode,
    headerHeight,
    columnWidth,
    fontFamily,
    fontSize,
    rtl,
  };
  const barProps: TaskGanttContentProps = {
    visibleRows,
    rowSlots: slots,
    focusRequest,
    onMoveFocus: handleMoveFocus,
    tasks: barTasks,
    dates: dateSetup.dates,
    ganttEvent,
    selectedTask,
    rowHeight,
    taskHeight,
    columnWidth,
    arrowColor,
    timeStep,
    fontFamily,
    fontSize,
    arrowIndent,
    svgWidth,
    rtl,
    setGanttEvent,
    setFailedTask,
    setSelectedTask: handleSelectedTask,
    onDateChange,
    onProgressChange,
    onDoubleClick,
    onClick,
    onDelete,
  };

  const tableProps: TaskListProps = {
    visibleRows,
    rowSlots: slots,
    rowHeight,
    rowWidth: listCellWidth,
    fontFamily,
    fontSize,
    tasks: barTasks,
    locale,
    headerHeight,
    scrollY,
    ganttHeight,
    horizontalContainerClass: styles.horizontalContainer,
    selectedTask,
    taskListRef,
    setSelectedTask: handleSelectedTask,
    onExpanderClick: handleExpanderClick,
    TaskListHeader,
    TaskListTable,
  };
  return (
    <div>
      <div className={styles.wrapper} ref={wrapperRef}>
        {listCellWidth && <TaskList {...tableProps} />}
        <TaskGantt
          gridProps={gridProps}
          calendarProps={calendarProps}
          barProps={barProps}
          ganttHeight={ganttHeight}
          scrollY={scrollY}
          scrollX={scrollX}
        />
        {ganttEvent.changedTask && (
          <Tooltip
            arrowIndent={arrowIndent}
            rowHeight={rowHeight}
            svgContainerHeight={svgContainerHeight}
            svgContainerWidth={svgContainerWidth}
            fontFamily={fontFamily}
            fontSize={fontSize}
            scrollX={scrollX}
            scrollY={scrollY}
            task={ganttEvent.changedTask}
            headerHeight={headerHeight}
            taskListWidth={taskListWidth}
            TooltipContent={TooltipContent}
            rtl={rtl}
            svgWidth={svgWidth}
          />
        )}
        <VerticalScroll
          ganttFullHeight={ganttFullHeight}
          ganttHeight={ganttHeight}
          headerHeight={headerHeight}
          scroll={scrollY}
          onScroll={handleScrollY}
          rtl={rtl}
        />
      </div>
      <HorizontalScroll
        svgWidth={svgWidth}
        taskListWidth={taskListWidth}
        scroll={scrollX}
        rtl={rtl}
        onScroll={handleScrollX}
      />
    </div>
  );
};
