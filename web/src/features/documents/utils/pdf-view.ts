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

/** The screen's pixel ratio, lowered when a canvas of that size would pass MAX_CANVAS_PIXELS. */
export function canvasPixelRatio(cssWidth: number, cssHeight: number, devicePixelRatio: number): number {
  const area = Math.max(1, cssWidth * cssHeight);
  const cap = Math.sqrt(MAX_CANVAS_PIXELS / area);
  return Math.max(0.25, Math.min(devicePixelRatio, cap));
}
