/** Reading strokes back out of a PDF (docs/requirements.md#markups): what "Download with markups" drew. */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Each stroke width set on a page of the PDF, as drawn on paper: the width times the scale of the
 * transforms in force (rounded to thousandths of a point), in the order the page sets them.
 */
export async function strokeWidthsOf(bytes: Uint8Array, pageNumber: number): Promise<number[]> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const ops = await (await pdf.getPage(pageNumber)).getOperatorList();
  const widths: number[] = [];
  const saved: number[] = [];
  let scale = 1;
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i] as number[];
    if (fn === OPS.save) saved.push(scale);
    else if (fn === OPS.restore) scale = saved.pop() ?? 1;
    else if (fn === OPS.transform) scale *= Math.hypot(args[0] ?? 0, args[1] ?? 0);
    else if (fn === OPS.setLineWidth) widths.push(Math.round((args[0] ?? 0) * scale * 1000) / 1000);
  });
  return widths;
}
