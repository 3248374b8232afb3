/**
 * How a printed schedule is laid out on A3 landscape pages (docs/requirements.md#printing-a-schedule):
 * the chart is scaled to the page's width, and its rows are cut into page-sized groups, each drawn as its
 * own chart over the whole schedule's dates, because a browser does not split one drawing across pages.
 */

/** A3 landscape, 420 × 297 mm, less the margins the print stylesheet gives (mm). */
export const PRINT_PAGE = { widthMm: 420, heightMm: 297, top: 18, bottom: 14, side: 10 } as const;

const PX_PER_MM = 96 / 25.4;

/** The room on a page for the chart, in CSS pixels. */
export const printableBox = () => ({
  width: Math.floor((PRINT_PAGE.widthMm - 2 * PRINT_PAGE.side) * PX_PER_MM),
  height: Math.floor((PRINT_PAGE.heightMm - PRINT_PAGE.top - PRINT_PAGE.bottom) * PX_PER_MM),
});

export interface PrintLayout {
  /** Scale of the chart (at most 1): its full width fits the page. */
  zoom: number;
  /** Task rows on each page. */
  rowsPerPage: number;
  /** [first, end) of each page's rows. */
  pages: [number, number][];
}

/**
 * `chartWidth`: the chart's natural width in px (list and timeline); `chrome`: the px each page's chart
 * needs besides its rows (its date header and the range row).
 */
export function printLayout(rows: number, chartWidth: number, rowHeight: number, chrome: number): PrintLayout {
  const box = printableBox();
  const zoom = Math.min(1, box.width / Math.max(1, chartWidth));
  const rowsPerPage = Math.max(1, Math.floor((box.height / zoom - chrome) / rowHeight));
  const pages: [number, number][] = [];
  for (let first = 0; first < rows; first += rowsPerPage) pages.push([first, Math.min(rows, first + rowsPerPage)]);
  return { zoom, rowsPerPage, pages };
}

/** A CSS string literal (for the page header's `content`). */
export const cssString = (text: string): string =>
  `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\n\r\f]/g, ' ')}"`;
