import type React from 'react';
import { type ReactElement, useMemo } from 'react';
import { dateXCoordinate } from '../../helpers/bar-helper';
import { addToDate } from '../../helpers/date-helper';
import { allRows, inSlotOrder, type VisibleRows } from '../../helpers/visible-rows';
import type { Task } from '../../types/public-types';
import styles from './grid.module.css';

export type GridBodyProps = {
  tasks: Task[];
  dates: Date[];
  svgWidth: number;
  rowHeight: number;
  columnWidth: number;
  todayColor: string;
  rtl: boolean;
  /** The rows drawn; every row when absent (helpers/visible-rows.ts). */
  visibleRows?: VisibleRows;
  /** The slots the drawn rows are keyed by (helpers/visible-rows.ts); the row count when absent. */
  rowSlots?: number;
  /** Spans shaded the chart's full height (days off), where they fall on its dates. */
  shadedSpans?: readonly { start: Date; end: Date }[];
};
/** The same empty list on every render, so the memoised columns stay. */
const NO_SPANS: readonly { start: Date; end: Date }[] = [];

export const GridBody: React.FC<GridBodyProps> = ({
  tasks,
  dates,
  rowHeight,
  svgWidth,
  columnWidth,
  todayColor,
  rtl,
  visibleRows = allRows(tasks.length),
  rowSlots = tasks.length,
  shadedSpans = NO_SPANS,
}) => {
  const [first, end] = visibleRows;
  const gridRows: ReactElement[] = [];
  const rowLines: ReactElement[] = [
    <line key="RowLineFirst" x="0" y1={0} x2={svgWidth} y2={0} className={styles.gridRowLine} />,
  ];
  // In slot order (helpers/visible-rows.ts), so no element moves; striped by the row's own parity. The rows
  // come from the chart's own task list, which may briefly be longer than these tasks (slice keeps to these).
  for (const { row, slot } of inSlotOrder(tasks.slice(first, end), first, rowSlots)) {
    const y = row * rowHeight;
    gridRows.push(
      <rect
        key={`Row${slot}`}
        x="0"
        y={y}
        width={svgWidth}
        height={rowHeight}
        className={row % 2 === 1 ? `${styles.gridRow} ${styles.gridRowOdd}` : styles.gridRow}
      />,
    );
    rowLines.push(
      <line
        key={`RowLine${slot}`}
        x="0"
        y1={y + rowHeight}
        x2={svgWidth}
        y2={y + rowHeight}
        className={styles.gridRowLine}
      />,
    );
  }

  // Ticks, the today column and the shaded days keep the chart's full height. They do not change while the
  // chart scrolls vertically, so they are made again only when the dates, the height or the day change (ours:
  // upstream made every column's tick again on each wheel step).
  const height = tasks.length * rowHeight;
  const day = new Date().toDateString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `day` makes the today column follow midnight
  const columns = useMemo(
    () => fullHeightColumns({ dates, height, columnWidth, todayColor, rtl, shadedSpans }),
    [dates, height, columnWidth, todayColor, rtl, shadedSpans, day],
  );
  return (
    <g className="gridBody">
      <g className="rows">{gridRows}</g>
      {columns.shaded}
      <g className="rowLines">{rowLines}</g>
      {columns.ticks}
      {columns.today}
    </g>
  );
};

/** The full-height layers: the shaded days off, the column ticks and today's column. */
function fullHeightColumns({
  dates,
  height: y,
  columnWidth,
  todayColor,
  rtl,
  shadedSpans,
}: {
  dates: Date[];
  height: number;
  columnWidth: number;
  todayColor: string;
  rtl: boolean;
  shadedSpans: readonly { start: Date; end: Date }[];
}): { shaded: ReactElement; ticks: ReactElement; today: ReactElement } {
  const now = new Date();
  let tickX = 0;
  const ticks: ReactElement[] = [];
  let today: ReactElement = <rect />;
  for (let i = 0; i < dates.length; i++) {
    const date = dates[i];
    if (!date) continue;
    const next = dates[i + 1];
    const previous = dates[i - 1];
    ticks.push(<line key={date.getTime()} x1={tickX} y1={0} x2={tickX} y2={y} className={styles.gridTick} />);
    if (
      (next && date.getTime() < now.getTime() && next.getTime() >= now.getTime()) ||
      // if current date is last
      (previous &&
        !next &&
        date.getTime() < now.getTime() &&
        addToDate(date, date.getTime() - previous.getTime(), 'millisecond').getTime() >= now.getTime())
    ) {
      today = <rect x={tickX} y={0} width={columnWidth} height={y} fill={todayColor} />;
    }
    // rtl for today
    if (rtl && next && date.getTime() >= now.getTime() && next.getTime() < now.getTime()) {
      today = <rect x={tickX + columnWidth} y={0} width={columnWidth} height={y} fill={todayColor} />;
    }
    tickX += columnWidth;
  }
  const shaded: ReactElement[] = [];
  for (const span of shadedSpans) {
    const [a, b] = [span.start, span.end].map((d) => dateXCoordinate(d, dates, columnWidth, rtl));
    if (a === undefined || b === undefined) continue;
    shaded.push(
      <rect
        key={span.start.getTime()}
        x={Math.min(a, b)}
        y={0}
        width={Math.abs(b - a)}
        height={y}
        className={styles.gridShaded}
        data-day-off={span.start.toISOString()}
      />,
    );
  }
  return {
    shaded: <g className="shaded">{shaded}</g>,
    ticks: <g className="ticks">{ticks}</g>,
    today: <g className="today">{today}</g>,
  };
}
