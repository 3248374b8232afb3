/**
 * "Download with markups" (docs/requirements.md#markups): a copy of a sheet's PDF with published markups
 * drawn into its pages, made with pdf-lib as the daily-log export is (functions/domain/daily-log-pdf.ts).
 * Each shape is stroked along the same SVG path the viewer draws (shared/markup-paths.ts); words are set in
 * the standard Helvetica, a character it cannot write becoming '?'. Page space is the unrotated page with
 * its origin at the top left; PDF space starts at the bottom left of the page's crop box, so y is flipped.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { labelOf, shapePath } from '#shared/markup-paths.ts';
import type { Markup } from '#shared/models/markups.ts';
import { MARKUP_COLOURS, type MarkupColour } from '#shared/schemas/markups.ts';

function colourOf(name: MarkupColour) {
  const hex = MARKUP_COLOURS[name];
  const part = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16) / 255;
  return rgb(part(1), part(3), part(5));
}

/** The words as the font can write them: one line, unknown characters as '?'. */
function writable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

function drawMarkup(page: PDFPage, markup: Markup, font: PDFFont): void {
  const box = page.getCropBox();
  const sx = box.width / markup.pageWidth;
  const sy = box.height / markup.pageHeight;
  const top = box.y + box.height;
  for (const shape of markup.shapes) {
    const color = colourOf(shape.colour);
    const path = shapePath(shape);
    if (path) {
      // drawSvgPath reads y downwards from (x, y): the page's own space, scaled to the page.
      page.drawSvgPath(path, { x: box.x, y: top, scale: sx, borderColor: color, borderWidth: shape.width });
    }
    const label = labelOf(shape);
    if (label) {
      page.drawText(writable(label.text, font), {
        x: box.x + label.x * sx,
        y: top - label.y * sy,
        size: label.size * sy,
        font,
        color,
      });
    }
  }
}

/**
 * The PDF `bytes` with `markups` drawn into their pages (a markup on a page the file does not have is left
 * out): the new file's bytes.
 */
export async function markedUpPdf(bytes: Uint8Array, markups: readonly Markup[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = pdf.getPages();
  for (const markup of markups) {
    const page = pages[markup.page - 1];
    if (page) drawMarkup(page, markup, font);
  }
  return pdf.save();
}
