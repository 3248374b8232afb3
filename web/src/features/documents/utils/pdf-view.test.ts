import { describe, expect, it } from 'vitest';
import { canvasPixelRatio, clampPage, MAX_CANVAS_PIXELS, nextZoom, PDF_ZOOM_MAX, PDF_ZOOM_MIN } from './pdf-view.ts';

describe('pdf viewer rules', () => {
  it('keeps the page within the document', () => {
    expect(clampPage(0, 200)).toBe(1);
    expect(clampPage(250, 200)).toBe(200);
    expect(clampPage(7, 200)).toBe(7);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });

  it('zooms in steps, within limits', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1.25, -1)).toBe(1);
    expect(nextZoom(PDF_ZOOM_MAX, 1)).toBe(PDF_ZOOM_MAX);
    expect(nextZoom(PDF_ZOOM_MIN, -1)).toBe(PDF_ZOOM_MIN);
  });

  it('lowers the pixel ratio of a canvas that would be too large', () => {
    expect(canvasPixelRatio(1000, 700, 2)).toBe(2);
    const ratio = canvasPixelRatio(8000, 6000, 2);
    expect(8000 * 6000 * ratio * ratio).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
  });
});
