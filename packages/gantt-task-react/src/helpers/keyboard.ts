/**
 * Keyboard use of the chart (Site Office): the bars are one tab stop (a roving tabindex), so Tab and
 * Shift+Tab pass through the chart; the arrow keys, Home and End move between bars; Enter does what a click
 * does; Delete asks the chart's onDelete. Other keys are left to the page.
 */

/** How many rows a key moves the focus, or undefined when the key does not move it. */
export const rowStep = (key: string): number | undefined => {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return 1;
    case 'ArrowUp':
    case 'ArrowLeft':
      return -1;
    case 'Home':
      return Number.NEGATIVE_INFINITY;
    case 'End':
      return Number.POSITIVE_INFINITY;
    default:
      return undefined;
  }
};

/** The row a step leads to from `row`, inside [0, count). */
export const stepRow = (row: number, step: number, count: number): number =>
  Math.max(0, Math.min(count - 1, row + step));

/** A request to focus a task's bar once it is drawn; `seq` tells two requests for one task apart. */
export type FocusRequest = { readonly id: string; readonly seq: number };

/**
 * The scroll that shows `start`..`start + size` within a view of `viewSize` now at `scroll`: unchanged
 * when it is in view, else the nearest that shows it.
 */
export const scrollToShow = (scroll: number, viewSize: number, start: number, size: number): number => {
  if (start < scroll) return start;
  if (start + size > scroll + viewSize) return start + size - viewSize;
  return scroll;
};
