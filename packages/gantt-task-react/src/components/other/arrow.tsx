import type React from 'react';
import type { BarTask } from '../../types/bar-task';

type LinkType = 'FS' | 'SS' | 'FF' | 'SF';

type ArrowProps = {
  taskFrom: BarTask;
  taskTo: BarTask;
  /** Ours: which ends the arrow joins (upstream knew finish-to-start only). */
  type?: LinkType;
  rowHeight: number;
  taskHeight: number;
  arrowIndent: number;
  rtl: boolean;
};
export const Arrow: React.FC<ArrowProps> = ({
  taskFrom,
  taskTo,
  type = 'FS',
  rowHeight,
  taskHeight,
  arrowIndent,
  rtl,
}) => {
  let path: string;
  let trianglePoints: string;
  if (type !== 'FS' && !rtl) {
    [path, trianglePoints] = linkPathAndTriangle(taskFrom, taskTo, type, rowHeight, taskHeight, arrowIndent);
  } else if (rtl) {
    [path, trianglePoints] = drownPathAndTriangleRTL(taskFrom, taskTo, rowHeight, taskHeight, arrowIndent);
  } else {
    [path, trianglePoints] = drownPathAndTriangle(taskFrom, taskTo, rowHeight, taskHeight, arrowIndent);
  }

  return (
    // The arrow names its ends, so an app can style or find the arrows of chosen tasks.
    <g className="arrow" data-from={taskFrom.id} data-to={taskTo.id} data-type={type}>
      <path strokeWidth="1.5" d={path} fill="none" />
      <polygon points={trianglePoints} />
    </g>
  );
};

const drownPathAndTriangle = (
  taskFrom: BarTask,
  taskTo: BarTask,
  rowHeight: number,
  taskHeight: number,
  arrowIndent: number,
): [string, string] => {
  const indexCompare = taskFrom.index > taskTo.index ? -1 : 1;
  const taskToEndPosition = taskTo.y + taskHeight / 2;
  const taskFromEndPosition = taskFrom.x2 + arrowIndent * 2;
  const taskFromHorizontalOffsetValue = taskFromEndPosition < taskTo.x1 ? '' : `H ${taskTo.x1 - arrowIndent}`;
  const taskToHorizontalOffsetValue =
    taskFromEndPosition > taskTo.x1 ? arrowIndent : taskTo.x1 - taskFrom.x2 - arrowIndent;

  const path = `M ${taskFrom.x2} ${taskFrom.y + taskHeight / 2} 
  h ${arrowIndent} 
  v ${(indexCompare * rowHeight) / 2} 
  ${taskFromHorizontalOffsetValue}
  V ${taskToEndPosition} 
  h ${taskToHorizontalOffsetValue}`;

  const trianglePoints = `${taskTo.x1},${taskToEndPosition} 
  ${taskTo.x1 - 5},${taskToEndPosition - 5} 
  ${taskTo.x1 - 5},${taskToEndPosition + 5}`;
  return [path, trianglePoints];
};

const drownPathAndTriangleRTL = (
  taskFrom: BarTask,
  taskTo: BarTask,
  rowHeight: number,
  taskHeight: number,
  arrowIndent: number,
): [string, string] => {
  const indexCompare = taskFrom.index > taskTo.index ? -1 : 1;
  const taskToEndPosition = taskTo.y + taskHeight / 2;
  const taskFromEndPosition = taskFrom.x1 - arrowIndent * 2;
  const taskFromHorizontalOffsetValue = taskFromEndPosition > taskTo.x2 ? '' : `H ${taskTo.x2 + arrowIndent}`;
  const taskToHorizontalOffsetValue =
    taskFromEndPosition < taskTo.x2 ? -arrowIndent : taskTo.x2 - taskFrom.x1 + arrowIndent;

  const path = `M ${taskFrom.x1} ${taskFrom.y + taskHeight / 2} 
  h ${-arrowIndent} 
  v ${(indexCompare * rowHeight) / 2} 
  ${taskFromHorizontalOffsetValue}
  V ${taskToEndPosition} 
  h ${taskToHorizontalOffsetValue}`;

  const trianglePoints = `${taskTo.x2},${taskToEndPosition} 
  ${taskTo.x2 + 5},${taskToEndPosition + 5} 
  ${taskTo.x2 + 5},${taskToEndPosition - 5}`;
  return [path, trianglePoints];
};

/**
 * Ours: an SS, FF or SF arrow. It leaves the predecessor's start (SS, SF: out to the left) or finish (FF:
 * out to the right), drops half a row, runs to an indent before the end it reaches, and enters the
 * successor's start from the left (SS) or its finish from the right (FF, SF).
 */
const linkPathAndTriangle = (
  taskFrom: BarTask,
  taskTo: BarTask,
  type: Exclude<LinkType, 'FS'>,
  rowHeight: number,
  taskHeight: number,
  arrowIndent: number,
): [string, string] => {
  const fromStart = type === 'SS' || type === 'SF';
  const toFinish = type === 'FF' || type === 'SF';
  const indexCompare = taskFrom.index > taskTo.index ? -1 : 1;
  const fromX = fromStart ? taskFrom.x1 : taskFrom.x2;
  const fromY = taskFrom.y + taskHeight / 2;
  const toX = toFinish ? taskTo.x2 : taskTo.x1;
  const toY = taskTo.y + taskHeight / 2;
  // Into a start from the left (+1), into a finish from the right (-1).
  const inward = toFinish ? -1 : 1;
  const out = fromStart ? -arrowIndent : arrowIndent;
  const approach = toX - inward * arrowIndent;
  const path = `M ${fromX} ${fromY} h ${out} v ${(indexCompare * rowHeight) / 2} H ${approach} V ${toY} H ${toX}`;
  const trianglePoints = `${toX},${toY} ${toX - inward * 5},${toY - 5} ${toX - inward * 5},${toY + 5}`;
  return [path, trianglePoints];
};
