import { describe, expect, it } from 'vitest';
import {
  canvasPixelRatio,
  clampPage,
  incompletePageMessage,
  isUnshownXfaForm,
  MAX_CANVAS_PIXELS,
  needsDetail,
  nextZoom,
  PDF_PAN_STEP,
  PDF_ZOOM_MAX,
  PDF_ZOOM_MIN,
  pageFailureMessage,
  pdfKeyAction,
  undecodedImages,
  visibleRegion,
} from './pdf-view.ts';

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

  it('Z1: keeps an ARCH E sheet at 800% within the limit too (a floor of 0.25 made it 35.8 megapixels)', () => {
    const [width, height] = [2592 * 8, 3456 * 8];
    const ratio = canvasPixelRatio(width, height, 1);
    expect(Math.round(width * ratio) * Math.round(height * ratio)).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
  });
});

describe('deep zoom', () => {
  it('draws the part in view again only when the whole page is drawn below the screen ratio', () => {
    expect(needsDetail(2, 2)).toBe(false);
    expect(needsDetail(1.98, 2)).toBe(false);
    // an ARCH E sheet (2592 x 3456 pt) at 800% on a 1x screen
    expect(needsDetail(canvasPixelRatio(2592 * 8, 3456 * 8, 1), 1)).toBe(true);
  });

  it("the part of the sheet in view, in the sheet's own pixels", () => {
    // a frame at (100, 50) of 800 x 600 over a sheet scrolled 3,000 px right and 2,000 down
    expect(
      visibleRegion(
        { left: 100, top: 50, width: 800, height: 600 },
        { left: -2900, top: -1950, width: 20736, height: 27648 },
      ),
    ).toEqual({ left: 3000, top: 2000, width: 800, height: 600 });
    // the sheet's right edge inside the frame
    expect(
      visibleRegion({ left: 0, top: 0, width: 800, height: 600 }, { left: -500, top: 10, width: 1000, height: 400 }),
    ).toEqual({ left: 500, top: 0, width: 500, height: 400 });
    expect(
      visibleRegion({ left: 0, top: 0, width: 800, height: 600 }, { left: 900, top: 0, width: 100, height: 100 }),
    ).toBeNull();
  });
});

describe('what the viewer says about a page or a form it cannot show', () => {
  it('R11: only a dynamic XFA form (XFA without AcroForm fields) is not drawn', () => {
    expect(isUnshownXfaForm({ IsXFAPresent: true, IsAcroFormPresent: false })).toBe(true);
    expect(isUnshownXfaForm({ IsXFAPresent: true })).toBe(true);
    expect(isUnshownXfaForm({ IsXFAPresent: true, IsAcroFormPresent: true })).toBe(false);
    expect(isUnshownXfaForm({ IsXFAPresent: false, IsAcroFormPresent: true })).toBe(false);
    expect(isUnshownXfaForm({})).toBe(false);
    expect(isUnshownXfaForm(null)).toBe(false);
  });

  it('R1: counts the images pdf.js resolved to nothing, not patterns or decoded images', () => {
    const objects = new Map<string, unknown>([
      ['img_p0_1', null],
      ['img_p0_2', { width: 10, height: 10 }],
      ['pattern_p0_1', null],
      ['doc1_img_p0_3', null],
    ]);
    expect(undecodedImages(objects)).toBe(2);
    expect(undecodedImages(new Map())).toBe(0);
    expect(undecodedImages({})).toBe(0);
  });

  it('R1: says which page failed, or how many images are missing from it', () => {
    expect(pageFailureMessage(3, new Error('Invalid stream'))).toBe(
      'Page 3 could not be drawn (Invalid stream). Download the file to see it.',
    );
    expect(pageFailureMessage(1, new Error(''))).toBe('Page 1 could not be drawn. Download the file to see it.');
    expect(incompletePageMessage(2, 1)).toBe(
      'Page 2 is incomplete: an image on it could not be shown. Download the file to see it.',
    );
    expect(incompletePageMessage(2, 3)).toBe(
      'Page 2 is incomplete: 3 images on it could not be shown. Download the file to see it.',
    );
  });

  it('arrows pan a zoomed page and turn an unzoomed one; Page Up and Down always turn', () => {
    expect(pdfKeyAction('ArrowRight', true)).toEqual({ pan: { left: PDF_PAN_STEP, top: 0 } });
    expect(pdfKeyAction('ArrowLeft', true)).toEqual({ pan: { left: -PDF_PAN_STEP, top: 0 } });
    expect(pdfKeyAction('ArrowDown', true)).toEqual({ pan: { left: 0, top: PDF_PAN_STEP } });
    expect(pdfKeyAction('ArrowUp', true)).toEqual({ pan: { left: 0, top: -PDF_PAN_STEP } });
    expect(pdfKeyAction('ArrowRight', false)).toEqual({ turn: 1 });
    expect(pdfKeyAction('ArrowLeft', false)).toEqual({ turn: -1 });
    expect(pdfKeyAction('ArrowDown', false)).toBeNull();
    expect(pdfKeyAction('PageDown', true)).toEqual({ turn: 1 });
    expect(pdfKeyAction('PageUp', true)).toEqual({ turn: -1 });
    expect(pdfKeyAction('Enter', true)).toBeNull();
  });
});
