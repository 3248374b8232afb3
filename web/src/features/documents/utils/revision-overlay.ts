/**
 * Comparing two revisions of a sheet (docs/requirements.md#compare-two-revisions): the pixel rule of the
 * overlay and how the newer page is laid on the older one.
 */

import { canvasPixelRatio } from './pdf-view.ts';

/** A pixel darker than this (0 to 255, by luminance) is ink; paper, faint scan noise and light fills are not. */
export const INK_LUMINANCE = 160;

/** Colours of the overlay: ink in both revisions, only in the older one, only in the newer one, none. */
export const OVERLAY_COLOURS = {
  both: [0, 0, 0],
  older: [220, 38, 38],
  newer: [37, 99, 235],
  paper: [255, 255, 255],
} as const satisfies Record<string, readonly [number, number, number]>;

const luminance = (rgba: Uint8ClampedArray, i: number) => {
  // Transparent pixels are paper: pdf.js leaves areas with nothing drawn transparent on a cleared canvas.
  const alpha = (rgba[i + 3] ?? 0) / 255;
  const mix = (c: number) => 255 - alpha * (255 - c);
  return 0.299 * mix(rgba[i] ?? 255) + 0.587 * mix(rgba[i + 1] ?? 255) + 0.114 * mix(rgba[i + 2] ?? 255);
};

/**
 * Writes the overlay of two drawn pages of the same size into `out` (RGBA, like the inputs): ink in both in
 * black, only in the older in red, only in the newer in blue. `balance` (0 to 1) is the slider: at 0 only
 * the older revision's own ink shows, at 1 only the newer's, at 0.5 both at full strength; ink the two
 * share stays black throughout.
 */
export function overlayPixels(
  older: Uint8ClampedArray,
  newer: Uint8ClampedArray,
  out: Uint8ClampedArray,
  balance: number,
): void {
  if (older.length !== newer.length || out.length !== older.length) {
    throw new Error('The two pages must be drawn at the same size');
  }
  const b = Math.min(1, Math.max(0, balance));
  const olderStrength = Math.min(1, 2 * (1 - b));
  const newerStrength = Math.min(1, 2 * b);
  for (let i = 0; i < out.length; i += 4) {
    const inOlder = luminance(older, i) < INK_LUMINANCE;
    const inNewer = luminance(newer, i) < INK_LUMINANCE;
    const [colour, strength] =
      inOlder && inNewer
        ? [OVERLAY_COLOURS.both, 1]
        : inOlder
          ? [OVERLAY_COLOURS.older, olderStrength]
          : inNewer
            ? [OVERLAY_COLOURS.newer, newerStrength]
            : [OVERLAY_COLOURS.paper, 1];
    for (let c = 0; c < 3; c++) out[i + c] = Math.round(255 - strength * (255 - (colour[c] ?? 255)));
    out[i + 3] = 255;
  }
}

export interface PageSize {
  width: number;
  height: number;
}

/**
 * Alignment by page size: the newer page is scaled so its width matches the older page's (a sheet
 * re-issued at another paper size or scan resolution), then shifted by the offset, given in the older
 * page's points (a sheet scanned with a shift). Returns the canvas transform for drawing the newer page
 * into the older page's frame at `scale` CSS pixels a point.
 */
export function newerPlacement(older: PageSize, newer: PageSize, offset: { x: number; y: number }, scale: number) {
  const fit = older.width / newer.width;
  return { scale: scale * fit, dx: offset.x * scale, dy: offset.y * scale };
}

/**
 * Largest page drawn for a compare (pixels): it holds three pages at once (A, B and what is shown), so it
 * stays at a quarter of the viewer's cap, within a phone's memory.
 */
export const COMPARE_MAX_PIXELS = 2048 * 2048;

/** The pixel ratio a compare draws at: the screen's, lowered so a page stays within COMPARE_MAX_PIXELS. */
export const comparePixelRatio = (cssWidth: number, cssHeight: number, devicePixelRatio: number): number =>
  canvasPixelRatio(cssWidth, cssHeight, devicePixelRatio, COMPARE_MAX_PIXELS);
