import type React from 'react';
import { getProgressPoint } from '../../../helpers/bar-helper';
import type { TaskItemProps } from '../task-item';
import styles from './bar.module.css';
import { BarDateHandle } from './bar-date-handle';
import { BarDisplay } from './bar-display';
import { BarProgressHandle } from './bar-progress-handle';

/** The least width in the middle of a bar that moves it, in px: the date handles never cover all of it. */
export const MIN_MOVE_ZONE = 6;

/**
 * The width of each date handle: the task's handleWidth, shrunk on a short bar (2 days in Week view is
 * 17 px) so that at least MIN_MOVE_ZONE px in the middle moves it; a grab there was a resize.
 */
export const dateHandleWidth = (task: { x1: number; x2: number; handleWidth: number }): number =>
  Math.min(task.handleWidth, Math.max(2, (task.x2 - task.x1 - 2 - MIN_MOVE_ZONE) / 2));

export const Bar: React.FC<TaskItemProps> = ({
  task,
  isProgressChangeable,
  isDateChangeable,
  rtl,
  onEventStart,
  isSelected,
  isTabStop,
  isHovered,
}) => {
  const progressPoint = getProgressPoint(+!rtl * task.progressWidth + task.progressX, task.y, task.height);
  const handleHeight = task.height - 2;
  const handleWidth = dateHandleWidth(task);
  return (
    <g className={styles.barWrapper} tabIndex={isTabStop ? 0 : -1}>
      <BarDisplay
        x={task.x1}
        y={task.y}
        width={task.x2 - task.x1}
        height={task.height}
        progressX={task.progressX}
        progressWidth={task.progressWidth}
        barCornerRadius={task.barCornerRadius}
        styles={task.styles}
        isSelected={isSelected}
        onMouseDown={(e) => {
          isDateChangeable && onEventStart('move', task, e);
        }}
      />
      <g className="handleGroup">
        {isHovered && isDateChangeable && (
          <g>
            {/* left */}
            <BarDateHandle
              x={task.x1 + 1}
              y={task.y + 1}
              width={handleWidth}
              height={handleHeight}
              barCornerRadius={task.barCornerRadius}
              onMouseDown={(e) => {
                onEventStart('start', task, e);
              }}
            />
            {/* right */}
            <BarDateHandle
              x={task.x2 - handleWidth - 1}
              y={task.y + 1}
              width={handleWidth}
              height={handleHeight}
              barCornerRadius={task.barCornerRadius}
              onMouseDown={(e) => {
                onEventStart('end', task, e);
              }}
            />
          </g>
        )}
        {isHovered && isProgressChangeable && (
          <BarProgressHandle
            progressPoint={progressPoint}
            onMouseDown={(e) => {
              onEventStart('progress', task, e);
            }}
          />
        )}
      </g>
    </g>
  );
};
