import type React from 'react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { rowStep } from '../../helpers/keyboard';
import type { BarTask } from '../../types/bar-task';
import type { GanttContentMoveAction } from '../../types/gantt-task-actions';
import { Bar } from './bar/bar';
import { BarSmall } from './bar/bar-small';
import { Milestone } from './milestone/milestone';
import { Project } from './project/project';
import style from './task-list.module.css';

export type TaskItemProps = {
  task: BarTask;
  arrowIndent: number;
  taskHeight: number;
  isProgressChangeable: boolean;
  isDateChangeable: boolean;
  isDelete: boolean;
  isSelected: boolean;
  rtl: boolean;
  onEventStart: (
    action: GanttContentMoveAction,
    selectedTask: BarTask,
    event?: React.MouseEvent | React.KeyboardEvent,
  ) => void;
  /** The bar is the chart's one tab stop (helpers/keyboard.ts). */
  isTabStop?: boolean;
  /** Set when the keyboard moved the focus to this bar: it takes the focus once drawn. */
  focusRequest?: number;
  /** The arrow keys, Home and End on this bar: move the focus by that many rows. */
  onMoveFocus?: (task: BarTask, step: number) => void;
  /** Ours: the pointer is on the bar, so its date and progress handles are drawn (TaskItem sets it). */
  isHovered?: boolean;
};

/** The focus ring's distance from the bar, in px. */
const FOCUS_RING_GAP = 3;
/** Ours: a baseline's thin bar, this far under the task's bar and this high (the row's room below the bar). */
const BASELINE_GAP = 1;
const BASELINE_HEIGHT = 3;

export const TaskItem: React.FC<TaskItemProps> = (props) => {
  const {
    task,
    arrowIndent,
    isDelete,
    taskHeight,
    isSelected,
    rtl,
    onEventStart,
    isTabStop,
    focusRequest,
    onMoveFocus,
  } = {
    ...props,
  };
  const textRef = useRef<SVGTextElement>(null);
  const itemRef = useRef<SVGGElement>(null);

  // The element is reused for another row's task when its own scrolls out of the window (helpers/visible-rows.ts,
  // rowSlot): it gives up the focus then, as it did when it was removed, so keys never act on a task not chosen.
  const shownId = useRef(task.id);
  useEffect(() => {
    if (shownId.current === task.id) return;
    shownId.current = task.id;
    const focused = document.activeElement;
    if (focused instanceof SVGElement && itemRef.current?.contains(focused)) focused.blur();
  }, [task.id]);
  useEffect(() => {
    if (focusRequest !== undefined)
      itemRef.current?.querySelector<SVGElement>('[tabindex]')?.focus({ preventScroll: true });
  }, [focusRequest]);
  const [isTextInside, setIsTextInside] = useState(true);
  // The handles and the focus ring are drawn only for the bar under the pointer and the bar holding the focus
  // (README.md, change 13): a scroll step redraws every bar in view, and they were 5 of a changeable bar's 12 elements.
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);

  // Drawn in the same render (upstream kept it in state set by an effect: every bar that came into view
  // rendered twice, and was an empty <div> in the first frame).
  // biome-ignore lint/correctness/useExhaustiveDependencies: upstream redraws the item only when its task or selection changes (and we, when it becomes the tab stop) (README.md, Lint)
  const taskItem = useMemo(() => {
    switch (task.typeInternal) {
      case 'milestone':
        return <Milestone {...props} isHovered={isHovered} />;
      case 'project':
        return <Project {...props} isHovered={isHovered} />;
      case 'smalltask':
        return <BarSmall {...props} isHovered={isHovered} />;
      default:
        return <Bar {...props} isHovered={isHovered} />;
    }
  }, [task, isSelected, isTabStop, isHovered]);

  // Measured before the frame is painted, so a label that does not fit is never drawn over the bar first.
  useLayoutEffect(() => {
    if (textRef.current) {
      setIsTextInside(textRef.current.getBBox().width < task.x2 - task.x1);
    }
  }, [task]);

  const getX = () => {
    const width = task.x2 - task.x1;
    const hasChild = task.barChildren.length > 0;
    if (isTextInside) {
      return task.x1 + width * 0.5;
    }
    if (rtl && textRef.current) {
      return task.x1 - textRef.current.getBBox().width - arrowIndent * +hasChild - arrowIndent * 0.2;
    } else {
      return task.x1 + width + arrowIndent * +hasChild + arrowIndent * 0.2;
    }
  };

  return (
    <g
      ref={itemRef}
      className={style.taskItem}
      onKeyDown={(e) => {
        const step = rowStep(e.key);
        if (step !== undefined && onMoveFocus) {
          e.preventDefault();
          onMoveFocus(task, step);
        } else if (e.key === 'Enter') {
          e.preventDefault();
          onEventStart('click', task, e);
        } else if (e.key === 'Delete') {
          if (isDelete) onEventStart('delete', task, e);
        } else {
          // Tab, Escape and the rest belong to the page.
          return;
        }
        e.stopPropagation();
      }}
      onMouseEnter={(e) => {
        setIsHovered(true);
        onEventStart('mouseenter', task, e);
      }}
      onMouseLeave={(e) => {
        setIsHovered(false);
        onEventStart('mouseleave', task, e);
      }}
      onDoubleClick={(e) => {
        onEventStart('dblclick', task, e);
      }}
      onClick={(e) => {
        onEventStart('click', task, e);
      }}
      onFocus={() => {
        setHasFocus(true);
        onEventStart('select', task);
      }}
      onBlur={() => setHasFocus(false)}
    >
      {hasFocus ? (
        <rect
          className={style.focusRing}
          x={task.x1 - FOCUS_RING_GAP}
          y={task.y - FOCUS_RING_GAP}
          width={task.x2 - task.x1 + 2 * FOCUS_RING_GAP}
          height={taskHeight + 2 * FOCUS_RING_GAP}
          rx={task.barCornerRadius + FOCUS_RING_GAP}
        />
      ) : null}
      {task.baselineX ? (
        <rect
          className={style.baselineBar}
          data-testid="baseline-bar"
          x={task.baselineX.x1}
          y={task.y + taskHeight + BASELINE_GAP}
          width={Math.max(2, task.baselineX.x2 - task.baselineX.x1)}
          height={BASELINE_HEIGHT}
        />
      ) : null}
      {taskItem}
      <text
        x={getX()}
        y={task.y + taskHeight * 0.5}
        className={isTextInside ? style.barLabel : style.barLabel && style.barLabelOutside}
        ref={textRef}
      >
        {task.name}
      </text>
    </g>
  );
};
