/** Page and zoom rules of the PDF viewer. */

export const PDF_ZOOM_MIN = 0.1;
export const PDF_ZOOM_MAX = 8;
const ZOOM_STEP = 1.25;
/** Largest canvas drawn (pixels): 16.7 million is within every browser's limit, phones included. */
export const MAX_CANVAS_PIXELS = 4096 * 4096;

/** A page number within 1..count (1 while the count is unknown). */
export function clampPage(target: number, count: number): number {
  if (!Number.isFinite(target) || count < 1) return 1;
  return Math.min(count, Math.max(1, Math.round(target)));
}

/** One zoom step in or out from the current scale, within the limits. */
export function nextZoom(current: number, direction: 1 | -1): number {
  const next = direction > 0 ? current * ZOOM_STEP : current / ZOOM_STEP;
  return Math.min(PDF_ZOOM_MAX, Math.max(PDF_ZOOM_MIN, Math.round(next * 1000) / 1000));
}

/**
 * The screen's pixel ratio, lowered when a canvas of that size would pass `limit` pixels (MAX_CANVAS_PIXELS
 * by default), with no floor: a large sheet zoomed far in is drawn coarse, and the part in view is drawn
 * sharp over it (deep zoom, `needsDetail`). A little under the exact root, so rounding the canvas's sides
 * cannot pass the limit.
 */
export function canvasPixelRatio(
  cssWidth: number,
  cssHeight: number,
  devicePixelRatio: number,
  limit = MAX_CANVAS_PIXELS,
): number {
  const area = Math.max(1, cssWidth * cssHeight);
  return Math.min(devicePixelRatio, Math.sqrt(limit / area) * 0.999);
}

/** Shown instead of a dynamic XFA form's placeholder page ("Please wait…"), which is all pdf.js could draw. */
/** How far one arrow key pans a zoomed page, in CSS pixels. */
export const PDF_PAN_STEP = 60;

const PAN: Record<string, { left: number; top: number }> = {
  ArrowLeft: { left: -1, top: 0 },
  ArrowRight: { left: 1, top: 0 },
  ArrowUp: { left: 0, top: -1 },
  ArrowDown: { left: 0, top: 1 },
};

/** What a key does to the frame: an arrow pans a zoomed page; unzoomed, left and right turn it, as do Page Up and Down. */
export function pdfKeyAction(
  key: string,
  zoomed: boolean,
): { pan: { left: number; top: number } } | { turn: 1 | -1 } | null {
  const pan = PAN[key];
  if (zoomed && pan) return { pan: { left: pan.left * PDF_PAN_STEP, top: pan.top * PDF_PAN_STEP } };
  if (key === 'ArrowRight' || key === 'PageDown') return { turn: 1 };
  if (key === 'ArrowLeft' || key === 'PageUp') return { turn: -1 };
  return null;
}

export const XFA_NOT_SHOWN =
  'This PDF is an XFA form, which the viewer cannot show. Download it and open it in Adobe Acrobat Reader.';

/**
 * A dynamic XFA form: the document info says XFA is present and there are no AcroForm fields to fall back
 * on. Its pages hold only a placeholder; a hybrid form (XFA and AcroForm fields) draws as usual.
 */
export function isUnshownXfaForm(info: unknown): boolean {
  if (typeof info !== 'object' || info === null) return false;
  const { IsXFAPresent, IsAcroFormPresent } = info as { IsXFAPresent?: unknown; IsAcroFormPresent?: unknown };
  return IsXFAPresent === true && IsAcroFormPresent !== true;
}

/** The frame's message when a page could not be drawn at all. */
export function pageFailureMessage(page: number, error: Error): string {
  const reason = error.message.trim();
  return `Page ${page} could not be drawn${reason ? ` (${reason})` : ''}. Download the file to see it.`;
}

/**
 * How many images of a drawn page pdf.js could not decode: it resolves such an image object (ids
 * `img_…`) to null, logs a warning and draws nothing in its place. `objects` is the page's object store
 * (`PDFPageProxy.objs`), which iterates its resolved [id, data] pairs (not in pdf.js's typings).
 */
export function undecodedImages(objects: object): number {
  if (!(Symbol.iterator in objects)) return 0;
  let count = 0;
  for (const entry of objects as Iterable<unknown>) {
    if (Array.isArray(entry) && typeof entry[0] === 'string' && /(^|_)img_/.test(entry[0]) && entry[1] === null) {
      count++;
    }
  }
  return count;
}

/** The frame's message when a page drew without some of its images. */
export function incompletePageMessage(page: number, images: number): string {
  const what = images === 1 ? 'an image' : `${images} images`;
  return `Page ${page} is incomplete: ${what} on it could not be shown. Download the file to see it.`;
}

/** A rectangle in CSS pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Deep zoom: the whole-page canvas is drawn at less than the screen's pixel ratio once it would pass
 * MAX_CANVAS_PIXELS (a large sheet zoomed in), so it blurs. Then only the part of the page in view is drawn
 * again at the screen's ratio, as pdf.js's own viewer does. True when that detail is needed.
 */
export function needsDetail(pixelRatio: number, devicePixelRatio: number): boolean {
  return pixelRatio < devicePixelRatio * 0.95;
}

/**
 * The part of the sheet in view, in the sheet's own CSS pixels (origin at its top left): the frame's box
 * and the sheet's box as the screen has them (getBoundingClientRect). Null when none of it is in view.
 */
export function visibleRegion(frame: Box, sheet: Box): Box | null {
  const left = Math.max(frame.left, sheet.left);
  const top = Math.max(frame.top, sheet.top);
  const right = Math.min(frame.left + frame.width, sheet.left + sheet.width);
  const bottom = Math.min(frame.top + frame.height, sheet.top + sheet.height);
  if (right - left < 1 || bottom - top < 1) return null;
  return {
    left: Math.floor(left - sheet.left),
    top: Math.floor(top - sheet.top),
    width: Math.ceil(right - left),
    height: Math.ceil(bottom - top),
  };
}
