import { PDFDocument } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Markup } from '#shared/models/markups.ts';
import type { MarkupShape } from '#shared/schemas/markups.ts';
import { strokeWidthsOf } from '../../tests/support/pdf-strokes.ts';
import { markedUpPdf } from './marked-up-pdf.ts';

const look = { colour: 'red', width: 2 } as const;

function markup(page: number, shapes: MarkupShape[], size = { pageWidth: 612, pageHeight: 792 }): Markup {
  return {
    _id: '01JMARKUP0000000000000000',
    projectId: 'P',
    fileId: 'F',
    module: 'plan',
    fileName: 'A-101.pdf',
    version: 1,
    page,
    ...size,
    author: { id: 'U', name: 'Pat' },
    published: true,
    publishedAt: null,
    shapes,
    createdAt: '',
    updatedAt: '',
  };
}

/** A PDF of `pages` pages; the second one's crop box starts at (100, 50). */
async function sheet(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) {
    const page = doc.addPage([612, 792]);
    if (i === 1) page.setCropBox(100, 50, 306, 396);
  }
  return doc.save();
}

/** The words on a page, with where their baseline starts (PDF space). */
async function wordsOf(bytes: Uint8Array, pageNumber: number) {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const page = await pdf.getPage(pageNumber);
  const text = await page.getTextContent();
  const ops = await page.getOperatorList();
  return {
    words: text.items.flatMap((item) =>
      'str' in item && item.str ? [{ str: item.str, x: item.transform[4], y: item.transform[5] }] : [],
    ),
    strokes: ops.fnArray.filter((f) => f === OPS.constructPath || f === OPS.stroke).length,
  };
}

describe('a sheet with its markups flattened into it', () => {
  // PDF.js's first document sets up its worker: once, in the hook, not inside the first test's 5 seconds.
  beforeAll(async () => {
    await wordsOf(await markedUpPdf(await sheet(1), []), 1);
  });

  it('draws each shape on its page, words where the page space puts them (y flipped)', async () => {
    const shapes: MarkupShape[] = [
      { kind: 'text', ...look, at: { x: 100, y: 200 }, text: 'Move door 300 mm', size: 12 },
      { kind: 'cloud', ...look, from: { x: 50, y: 50 }, to: { x: 200, y: 120 } },
      { kind: 'dimension', ...look, from: { x: 100, y: 700 }, to: { x: 300, y: 700 }, label: '3 600' },
    ];
    const bytes = await markedUpPdf(await sheet(2), [markup(1, shapes)]);
    const first = await wordsOf(bytes, 1);
    expect(first.words).toEqual([
      { str: 'Move door 300 mm', x: 100, y: 792 - 212 },
      { str: '3 600', x: 200, y: 792 - 696 },
    ]);
    expect(first.strokes).toBeGreaterThanOrEqual(2);
    expect((await wordsOf(bytes, 2)).words).toEqual([]);
  });

  it("maps the page space onto a page's crop box, scaled by the size the viewer measured", async () => {
    const note: MarkupShape = { kind: 'text', ...look, at: { x: 153, y: 188 }, text: 'Ready', size: 10 };
    // the viewer measured the crop box (306 x 396) at twice its size
    const bytes = await markedUpPdf(await sheet(2), [markup(2, [note], { pageWidth: 612, pageHeight: 792 })]);
    const { words } = await wordsOf(bytes, 2);
    expect(words).toEqual([{ str: 'Ready', x: 100 + 153 / 2, y: 50 + 396 - (188 + 10) / 2 }]);
  });

  it('writes what Helvetica cannot as ?, and leaves out a markup on a page the file does not have', async () => {
    const shapes: MarkupShape[] = [{ kind: 'text', ...look, at: { x: 10, y: 10 }, text: 'Gap 東 ok', size: 10 }];
    const bytes = await markedUpPdf(await sheet(1), [markup(1, shapes), markup(5, shapes)]);
    expect((await wordsOf(bytes, 1)).words.map((w) => w.str)).toEqual(['Gap ? ok']);
  });

  it('strokes each shape at its own width, scaled with the page as its points are', async () => {
    const shapes: MarkupShape[] = [
      { kind: 'rectangle', colour: 'red', width: 0.5, from: { x: 50, y: 50 }, to: { x: 200, y: 120 } },
      { kind: 'arrow', colour: 'blue', width: 8, from: { x: 300, y: 300 }, to: { x: 250, y: 250 } },
      {
        kind: 'freehand',
        colour: 'black',
        width: 20,
        points: [
          { x: 10, y: 10 },
          { x: 40, y: 60 },
        ],
      },
    ];
    const bytes = await markedUpPdf(await sheet(2), [markup(1, shapes), markup(2, shapes)]);
    expect(await strokeWidthsOf(bytes, 1)).toEqual([0.5, 8, 20]);
    // page 2's crop box is half the size the viewer measured: the strokes are half as wide on paper
    expect(await strokeWidthsOf(bytes, 2)).toEqual([0.25, 4, 10]);
  });
});
