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
  // Even: the grid's stripes once went by nth-child; they now go by the row's parity, and rowSlots counts a slot for this.
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
 * The drawn rows in the order of their slots, each with its row and slot (Site Office). Drawn in row order, the
 * keys rotate as the window moves, and React moves the elements of the rows that wrap round; a moved element is
 * taken out of the page and put back (its style and layout made anew), which a step of many rows paid for about
 * half the rows it drew. In slot order no element ever moves. For drawings whose order is not their reading
 * order (the chart's bars and grid rows are placed by their y); a list read in order keeps row order.
 */
export function inSlotOrder<T>(
  drawn: readonly T[],
  first: number,
  slots: number,
): { item: T; row: number; slot: number }[] {
  return drawn
    .map((item, i) => ({ item, row: first + i, slot: rowSlot(first + i, slots) }))
    .sort((a, b) => a.slot - b.slot);
}

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
