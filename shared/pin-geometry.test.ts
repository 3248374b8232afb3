import { PDFDocument } from 'pdf-lib';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromViewport, onPage, quarterTurn, ROTATIONS, toViewport, viewportSize } from './pin-geometry.ts';

const LETTER = { width: 612, height: 792 };
const SCALES = [0.25, 1, 1.5, 4, 8];
const POINTS = [
  { x: 0, y: 0 },
  { x: 612, y: 792 },
  { x: 100, y: 200 },
  { x: 611.5, y: 3.25 },
];

/** A Letter page as PDF.js reads it, whose viewports the viewer draws with. */
let page: PDFPageProxy;
beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.addPage([LETTER.width, LETTER.height]);
  const pdf = await getDocument({ data: await doc.save(), verbosity: 0 }).promise;
  page = await pdf.getPage(1);
});

describe('pin coordinates: page space and the viewer', () => {
  describe.each(ROTATIONS)('rotation %i', (rotation) => {
    it.each(SCALES)('at zoom %f the point is drawn where PDF.js draws it, and comes back unchanged', (scale) => {
      // PDF.js's own viewport of the page (from PDF user space: origin bottom left), as the viewer makes it
      const viewport = page.getViewport({ scale, rotation });
      expect(viewportSize(LETTER, { scale, rotation })).toEqual({ width: viewport.width, height: viewport.height });
      for (const point of POINTS) {
        const drawn = toViewport(point, LETTER, { scale, rotation });
        const [px, py] = viewport.convertToViewportPoint(point.x, LETTER.height - point.y) as [number, number];
        expect(drawn.x).toBeCloseTo(px, 9);
        expect(drawn.y).toBeCloseTo(py, 9);
        const back = fromViewport(drawn, LETTER, { scale, rotation });
        expect(back.x).toBeCloseTo(point.x, 9);
        expect(back.y).toBeCloseTo(point.y, 9);
      }
    });
  });

  it('a quarter turn: the top left corner of a page turned 90° clockwise is drawn at the top right', () => {
    expect(toViewport({ x: 0, y: 0 }, LETTER, { scale: 2, rotation: 90 })).toEqual({ x: 1584, y: 0 });
    expect(fromViewport({ x: 1584, y: 0 }, LETTER, { scale: 2, rotation: 90 })).toEqual({ x: 0, y: 0 });
  });

  it('rotations of any degrees become quarter turns; points off the page are told apart', () => {
    expect([0, 90, 180, 270, 360, 450, -90].map(quarterTurn)).toEqual([0, 90, 180, 270, 0, 90, 270]);
    expect(onPage({ x: 612, y: 792 }, LETTER)).toBe(true);
    expect(onPage({ x: 612.1, y: 10 }, LETTER)).toBe(false);
    expect(onPage({ x: 10, y: -0.1 }, LETTER)).toBe(false);
  });
});
