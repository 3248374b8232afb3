import type React from 'react';
import { useEffect, useMemo, useState } from 'react';
import { handleTaskBySVGMouseEvent } from '../../helpers/bar-helper';
import type { FocusRequest } from '../../helpers/keyboard';
import { isKeyboardEvent } from '../../helpers/other-helper';
import { allRows, inSlotOrder, spanMeetsRows, type VisibleRows } from '../../helpers/visible-rows';
import type { BarTask } from '../../types/bar-task';
import type { BarMoveAction, GanttContentMoveAction, GanttEvent } from '../../types/gantt-task-actions';
import type { EventOption } from '../../types/public-types';
import { Arrow } from '../other/arrow';
import { TaskItem } from '../task-item/task-item';

export type TaskGanttContentProps = {
  tasks: BarTask[];
  dates: Date[];
  ganttEvent: GanttEvent;
  selectedTask: BarTask | undefined;
  rowHeight: number;
  columnWidth: number;
  timeStep: number;
  svg?: React.RefObject<SVGSVGElement | null>;
  svgWidth: number;
  taskHeight: number;
  arrowColor: string;
  arrowIndent: number;
  fontSize: string;
  fontFamily: string;
  rtl: boolean;
  setGanttEvent: (value: GanttEvent) => void;
  setFailedTask: (value: BarTask | null) => void;
  setSelectedTask: (taskId: string) => void;
  /** The rows drawn; every row when absent (helpers/visible-rows.ts). */
  visibleRows?: VisibleRows;
  /** The slots the drawn bars are keyed by (helpers/visible-rows.ts); the row count when absent. */
  rowSlots?: number;
  /** The bar the keyboard moved the focus to (helpers/keyboard.ts). */
  focusRequest?: FocusRequest | null;
  onMoveFocus?: (task: BarTask, step: number) => void;
} & EventOption;

/**
 * Where a pointer's client x falls in the chart's own coordinates. Made per event from the mounted drawing: a
 * point taken while rendering was missing until the chart happened to render a second time, and a drag
 * before that did nothing.
 */
const svgCursor = (drawing: SVGSVGElement, clientX: number): DOMPoint => {
  const point = drawing.createSVGPoint();
  point.x = clientX;
  return point.matrixTransform(drawing.getScreenCTM()?.inverse());
};

export const TaskGanttContent: React.FC<TaskGanttContentProps> = ({
  tasks,
  dates,
  ganttEvent,
  selectedTask,
  rowHeight,
  columnWidth,
  timeStep,
  svg,
  taskHeight,
  arrowColor,
  arrowIndent,
  fontFamily,
  fontSize,
  rtl,
  setGanttEvent,
  setFailedTask,
  setSelectedTask,
  onDateChange,
  onProgressChange,
  onDoubleClick,
  onClick,
  onDelete,
  focusRequest = null,
  onMoveFocus,
  visibleRows = allRows(tasks.length),
  rowSlots = tasks.length,
}) => {
  const [xStep, setXStep] = useState(0);
  const [initEventX1Delta, setInitEventX1Delta] = useState(0);
  const [isMoving, setIsMoving] = useState(false);

  // create xStep
  useEffect(() => {
    const [first, second] = dates;
    if (!first || !second) return;
    const dateDelta =
      second.getTime() -
      first.getTime() -
      second.getTimezoneOffset() * 60 * 1000 +
      first.getTimezoneOffset() * 60 * 1000;
    const newXStep = (timeStep * columnWidth) / dateDelta;
    setXStep(newXStep);
  }, [columnWidth, dates, timeStep]);

  useEffect(() => {
    const handleMouseMove = async (event: MouseEvent) => {
      if (!ganttEvent.changedTask || !svg?.current) return;
      event.preventDefault();

      const cursor = svgCursor(svg.current, event.clientX);

      const { isChanged, changedTask } = handleTaskBySVGMouseEvent(
        cursor.x,
        ganttEvent.action as BarMoveAction,
        ganttEvent.changedTask,
        xStep,
        timeStep,
        initEventX1Delta,
        rtl,
      );
      if (isChanged) {
        setGanttEvent({ action: ganttEvent.action, changedTask });
      }
    };

    const handleMouseUp = async (event: MouseEvent) => {
      const { action, originalSelectedTask, changedTask } = ganttEvent;
      if (!changedTask || !svg?.current || !originalSelectedTask) return;
      event.preventDefault();

      const cursor = svgCursor(svg.current, event.clientX);
      const { changedTask: newChangedTask } = handleTaskBySVGMouseEvent(
        cursor.x,
        action as BarMoveAction,
        changedTask,
        xStep,
        timeStep,
        initEventX1Delta,
        rtl,
      );

      const isNotLikeOriginal =
        originalSelectedTask.start !== newChangedTask.start ||
        originalSelectedTask.end !== newChangedTask.end ||
        originalSelectedTask.progress !== newChangedTask.progress;

      // remove listeners
      svg.current.removeEventListener('mousemove', handleMouseMove);
      svg.current.removeEventListener('mouseup', handleMouseUp);
      setGanttEvent({ action: '' });
      setIsMoving(false);

      // custom operation start
      let operationSuccess = true;
      if ((action === 'move' || action === 'end' || action === 'start') && onDateChange && isNotLikeOriginal) {
        try {
          const result = await onDateChange(newChangedTask, newChangedTask.barChildren);
          if (result !== undefined) {
            operationSuccess = result;
          }
        } catch (_error) {
          operationSuccess = false;
        }
      } else if (onProgressChange && isNotLikeOriginal) {
        try {
          const result = await onProgressChange(newChangedTask, newChangedTask.barChildren);
          if (result !== undefined) {
            operationSuccess = result;
          }
        } catch (_error) {
          operationSuccess = false;
        }
      }

      // If operation is failed - return old state
      if (!operationSuccess) {
        setFailedTask(originalSelectedTask);
      }
    };

    if (
      !isMoving &&
      (ganttEvent.action === 'move' ||
        ganttEvent.action === 'end' ||
        ganttEvent.action === 'start' ||
        ganttEvent.action === 'progress') &&
      svg?.current
    ) {
      svg.current.addEventListener('mousemove', handleMouseMove);
      svg.current.addEventListener('mouseup', handleMouseUp);
      setIsMoving(true);
    }
  }, [
    ganttEvent,
    xStep,
    initEventX1Delta,
    onProgressChange,
    timeStep,
    onDateChange,
    svg,
    isMoving,
    rtl,
    setFailedTask,
    setGanttEvent,
  ]);

  /**
   * Method is Start point of task change
   */
  const handleBarEventStart = async (
    action: GanttContentMoveAction,
    task: BarTask,
    event?: React.MouseEvent | React.KeyboardEvent,
  ) => {
    if (!event) {
      if (action === 'select') {
        setSelectedTask(task.id);
      }
    }
    // Keyboard events
    else if (isKeyboardEvent(event)) {
      if (action === 'click') {
        onClick?.(task);
      } else if (action === 'delete') {
        if (onDelete) {
          try {
            const result = await onDelete(task);
            if (result !== undefined && result) {
              setGanttEvent({ action, changedTask: task });
            }
          } catch (error) {
            console.error(`Error on Delete. ${error}`);
          }
        }
      }
    }
    // Mouse Events
    else if (action === 'mouseenter') {
      if (!ganttEvent.action) {
        setGanttEvent({
          action,
          changedTask: task,
          originalSelectedTask: task,
        });
      }
    } else if (action === 'mouseleave') {
      if (ganttEvent.action === 'mouseenter') {
        setGanttEvent({ action: '' });
      }
    } else if (action === 'dblclick') {
      !!onDoubleClick && onDoubleClick(task);
    } else if (action === 'click') {
      !!onClick && onClick(task);
    }
    // Change task event start
    else if (action === 'move') {
      if (!svg?.current) return;
      const cursor = svgCursor(svg.current, event.clientX);
      setInitEventX1Delta(cursor.x - task.x1);
      setGanttEvent({
        action,
        changedTask: task,
        originalSelectedTask: task,
      });
    } else {
      setGanttEvent({
        action,
        changedTask: task,
        originalSelectedTask: task,
      });
    }
  };

  // One flat list of the arrows whose rows meet the window (one child per task made React walk thousands of
  // empty siblings on every insert). An arrow to a predecessor far off screen is still drawn. The links are
  // listed once per task list, so a scroll step looks at each link, not at each task.
  const links = useMemo(() => {
    const found: [from: BarTask, to: BarTask, toRow: number][] = [];
    for (const task of tasks) {
      for (const child of task.barChildren) {
        const taskTo = tasks[child.index];
        if (taskTo) found.push([task, taskTo, child.index]);
      }
    }
    return found;
  }, [tasks]);
  const arrows: React.ReactElement[] = [];
  for (const [task, taskTo, toRow] of links) {
    if (!spanMeetsRows(task.index, toRow, visibleRows)) continue;
    arrows.push(
      <Arrow
        key={`Arrow from ${task.id} to ${taskTo.id}`}
        taskFrom={task}
        taskTo={taskTo}
        type={taskTo.linkTypes?.[task.id] ?? 'FS'}
        rowHeight={rowHeight}
        taskHeight={taskHeight}
        arrowIndent={arrowIndent}
        rtl={rtl}
      />,
    );
  }

  // One bar is the chart's tab stop: the selected one while it is drawn, else the first drawn.
  const drawn = tasks.slice(visibleRows[0], visibleRows[1]);
  const tabStopId = drawn.some((t) => t.id === selectedTask?.id) ? selectedTask?.id : drawn[0]?.id;

  return (
    <g className="content">
      <g className="arrows" fill={arrowColor} stroke={arrowColor}>
        {arrows}
      </g>
      <g className="bar" data-first-row={visibleRows[0]} fontFamily={fontFamily} fontSize={fontSize}>
        {inSlotOrder(drawn, visibleRows[0], rowSlots).map(({ item: task, slot }) => {
          return (
            <TaskItem
              task={task}
              arrowIndent={arrowIndent}
              taskHeight={taskHeight}
              isProgressChangeable={!!onProgressChange && !task.isDisabled}
              isDateChangeable={!!onDateChange && !task.isDisabled}
              isDelete={!task.isDisabled}
              onEventStart={handleBarEventStart}
              key={slot}
              isSelected={!!selectedTask && task.id === selectedTask.id}
              rtl={rtl}
              isTabStop={task.id === tabStopId}
              focusRequest={focusRequest?.id === task.id ? focusRequest.seq : undefined}
              onMoveFocus={onMoveFocus}
            />
          );
        })}
      </g>
    </g>
  );
};
