import { describe, expect, it } from 'vitest';
import {
  COMPARE_MAX_PIXELS,
  comparePixelRatio,
  newerPlacement,
  OVERLAY_COLOURS,
  overlayPixels,
} from './revision-overlay.ts';

const INK = [20, 20, 20, 255];
const PAPER = [255, 255, 255, 255];
const CLEAR = [0, 0, 0, 0];

/** One RGBA row of pixels. */
const row = (...pixels: number[][]) => new Uint8ClampedArray(pixels.flat());
const pixel = (out: Uint8ClampedArray, n: number) => [...out.slice(n * 4, n * 4 + 3)];

describe('overlayPixels', () => {
  // pixels: shared ink, older only, newer only, paper, transparent in both
  const older = row(INK, INK, PAPER, PAPER, CLEAR);
  const newer = row(INK, PAPER, INK, PAPER, CLEAR);

  it('draws shared ink black, the older revision red, the newer blue and paper white', () => {
    const out = new Uint8ClampedArray(older.length);
    overlayPixels(older, newer, out, 0.5);
    expect([0, 1, 2, 3, 4].map((n) => pixel(out, n))).toEqual([
      OVERLAY_COLOURS.both,
      OVERLAY_COLOURS.older,
      OVERLAY_COLOURS.newer,
      OVERLAY_COLOURS.paper,
      OVERLAY_COLOURS.paper,
    ]);
    expect(out[3]).toBe(255);
  });

  it('the slider fades one revision out: at 0 only the older, at 1 only the newer; shared ink stays black', () => {
    const out = new Uint8ClampedArray(older.length);
    overlayPixels(older, newer, out, 0);
    expect([pixel(out, 0), pixel(out, 1), pixel(out, 2)]).toEqual([
      OVERLAY_COLOURS.both,
      OVERLAY_COLOURS.older,
      OVERLAY_COLOURS.paper,
    ]);
    overlayPixels(older, newer, out, 1);
    expect([pixel(out, 0), pixel(out, 1), pixel(out, 2)]).toEqual([
      OVERLAY_COLOURS.both,
      OVERLAY_COLOURS.paper,
      OVERLAY_COLOURS.newer,
    ]);
    overlayPixels(older, newer, out, 0.75);
    // half-way faded red: between red and white
    expect(pixel(out, 1)).toEqual([238, 147, 147]);
    expect(pixel(out, 2)).toEqual(OVERLAY_COLOURS.newer);
  });

  it('light greys (scan noise, fills) are paper, not changes', () => {
    const out = new Uint8ClampedArray(4);
    overlayPixels(row([200, 200, 200, 255]), row(PAPER), out, 0.5);
    expect(pixel(out, 0)).toEqual(OVERLAY_COLOURS.paper);
  });

  it('refuses pages drawn at different sizes', () => {
    expect(() => overlayPixels(row(INK), row(INK, INK), new Uint8ClampedArray(4), 0.5)).toThrow(/same size/);
  });
});

describe('newerPlacement', () => {
  it('scales the newer page to the older page width, and shifts it by the offset in the older page points', () => {
    // A1 re-issued as A3 at half the size; offset 10 pt right and 4 pt up on a 2x zoom
    expect(newerPlacement({ width: 2384, height: 1684 }, { width: 1192, height: 842 }, { x: 10, y: -4 }, 2)).toEqual({
      scale: 4,
      dx: 20,
      dy: -8,
    });
  });
});

describe('comparePixelRatio', () => {
  it("keeps the screen's ratio for a page that fits, and lowers it so a zoomed A0 sheet stays within the cap", () => {
    expect(comparePixelRatio(1000, 700, 2)).toBe(2);
    const ratio = comparePixelRatio(3370 * 4, 2384 * 4, 2);
    expect(3370 * 4 * ratio * 2384 * 4 * ratio).toBeLessThanOrEqual(COMPARE_MAX_PIXELS);
    // an A0 sheet at 800%
    const far = comparePixelRatio(3370 * 8, 2384 * 8, 3);
    expect(Math.round(3370 * 8 * far) * Math.round(2384 * 8 * far)).toBeLessThanOrEqual(COMPARE_MAX_PIXELS);
  });
});
