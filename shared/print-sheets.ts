/**
 * A drawing's sheet against the print shop's sizes (docs/requirements.md#print-orders): which size fits,
 * and at what scale another size prints it. The print dialog and the print-shop email both read these.
 */
import { PRINT_SIZES, type PrintSize } from './schemas/print-requests.ts';

/** What a PDF says about itself: its page count and its first page as printed, in inches. */
export interface PdfSheet {
  pages: number;
  widthIn: number;
  heightIn: number;
}

/** Two sizes are the same sheet when each side differs by at most this (CAD exports round to points). */
const TOLERANCE_IN = 0.2;

/** Named sheets, portrait (short side first), in inches. */
const NAMED_SHEETS: readonly [string, number, number][] = [
  ['ANSI A / Letter', 8.5, 11],
  ['Legal', 8.5, 14],
  ['ANSI B / Tabloid', 11, 17],
  ['ANSI C', 17, 22],
  ['ANSI D', 22, 34],
  ['ANSI E', 34, 44],
  ['ARCH A', 9, 12],
  ['ARCH B', 12, 18],
  ['ARCH C', 18, 24],
  ['ARCH D', 24, 36],
  ['ARCH E1', 30, 42],
  ['ARCH E', 36, 48],
  ['A4', 8.27, 11.69],
  ['A3', 11.69, 16.54],
  ['A2', 16.54, 23.39],
  ['A1', 23.39, 33.11],
  ['A0', 33.11, 46.81],
];

const portrait = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);

/** A print size's paper, portrait: '60"x36"' is 36 by 60 inches. */
export function paperInches(size: PrintSize): [number, number] {
  const [a = 0, b = 0] = size.split('x').map((side) => Number.parseFloat(side));
  return portrait(a, b);
}

const sameSize = ([a, b]: [number, number], [c, d]: [number, number]) =>
  Math.abs(a - c) <= TOLERANCE_IN && Math.abs(b - d) <= TOLERANCE_IN;

const inches = (value: number) => `${Number(value.toFixed(2))}"`;

/** The sheet's usual name (A0, ARCH D...), if it is a standard one. */
export function sheetName(sheet: PdfSheet): string | undefined {
  const own = portrait(sheet.widthIn, sheet.heightIn);
  return NAMED_SHEETS.find(([, w, h]) => sameSize(own, [w, h]))?.[0];
}

/** '33.11" x 46.81" (A0)': width by height as the first page stands. */
export function sheetSizeText(sheet: PdfSheet): string {
  const name = sheetName(sheet);
  return `${inches(sheet.widthIn)} x ${inches(sheet.heightIn)}${name ? ` (${name})` : ''}`;
}

export const pageCountText = (pages: number) => `${pages} ${pages === 1 ? 'page' : 'pages'}`;

/** The print size that is the sheet's own size, if there is one. */
export function matchingPrintSize(sheet: PdfSheet): PrintSize | undefined {
  const own = portrait(sheet.widthIn, sheet.heightIn);
  return PRINT_SIZES.find((size) => sameSize(own, paperInches(size)));
}

/** How much a print on this paper enlarges (>1) or reduces (<1) the sheet, keeping its proportions. */
export function printScale(sheet: PdfSheet, size: PrintSize): number {
  const [w, h] = portrait(sheet.widthIn, sheet.heightIn);
  const [pw, ph] = paperInches(size);
  return Math.min(pw / w, ph / h);
}

/**
 * The size to offer first: the sheet's own size; else the smallest paper that holds it at full size; else
 * (a sheet larger than every paper) the largest paper.
 */
export function suggestedPrintSize(sheet: PdfSheet): PrintSize {
  const own = matchingPrintSize(sheet);
  if (own) return own;
  const byArea = [...PRINT_SIZES].sort((a, b) => {
    const [aw, ah] = paperInches(a);
    const [bw, bh] = paperInches(b);
    return aw * ah - bw * bh;
  });
  return byArea.find((size) => printScale(sheet, size) >= 1) ?? (byArea.at(-1) as PrintSize);
}

/** Said when the chosen paper is not the sheet's own size; nothing when it is. */
export function scaleWarning(sheet: PdfSheet, size: PrintSize): string | undefined {
  if (matchingPrintSize(sheet) === size) return undefined;
  const percent = Math.round(printScale(sheet, size) * 100);
  return `The drawing's sheet is ${sheetSizeText(sheet)}; on ${size} paper it prints at ${percent}% of its size, so it is not to scale.`;
}
