/**
 * Windowing (Site Office): with a fixed `ganttHeight` the chart draws only the rows in view and
 * OVERSCAN_ROWS either side; without one it draws every row. Rows are [first, end) in display order.
 */
export type VisibleRows = readonly [first: number, end: number];

export const OVERSCAN_ROWS = 2;

export const allRows = (count: number): VisibleRows => [0, count];

export const rowsInView = (count: number, rowHeight: number, scrollY: number, ganttHeight: number): VisibleRows => {
  if (!ganttHeight || !rowHeight) return allRows(count);
  let first = Math.max(0, Math.floor(scrollY / rowHeight) - OVERSCAN_ROWS);
  // Even, so the grid's striped rows (nth-child) keep their colours while it scrolls.
  first -= first % 2;
  const end = Math.min(count, Math.ceil((scrollY + ganttHeight) / rowHeight) + OVERSCAN_ROWS);
  return [Math.min(first, end), end];
};

/**
 * A drawn row's React key while the window scrolls (Site Office): its slot, not its task, so a row that leaves
 * the window lends its elements to one that enters it and a scroll step updates attributes instead of creating
 * and removing elements. The rows of a window have distinct slots (consecutive indices modulo `rowSlots`).
 */
export const rowSlot = (index: number, slots: number): number => index % Math.max(1, slots);

/**
 * How many slots the rows of a window take: at least as many as any window of rowsInView holds at this height
 * (its rows in view, one more when the first is cut, the overscan either side and one for the even start), so a
 * row keeps its slot for as long as it stays in the window.
 */
export const rowSlots = (count: number, rowHeight: number, ganttHeight: number): number =>
  !ganttHeight || !rowHeight ? count : Math.ceil(ganttHeight / rowHeight) + 2 * OVERSCAN_ROWS + 2;

/** Whether an arrow between two rows crosses the drawn rows (it is drawn even when both ends are off screen). */
export const spanMeetsRows = (rowA: number, rowB: number, [first, end]: VisibleRows): boolean =>
  Math.max(rowA, rowB) >= first && Math.min(rowA, rowB) < end;
