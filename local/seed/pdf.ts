/**
 * A small PDF writer for demo drawing sets: real multi-page PDF 1.4 (catalog, page tree, Helvetica, one
 * content stream per page, cross-reference table), each page a plan sheet with a border, a title block,
 * walls, doors, grid lines and labels.
 */

const escapePdfText = (value: string) => value.replace(/[\\()]/g, (c) => `\\${c}`);

const text = (x: number, y: number, size: number, value: string) =>
  `BT /F1 ${size} Tf ${x} ${y} Td (${escapePdfText(value)}) Tj ET`;

/** Sheet of 17 x 11 in (1224 x 792 pt). */
const WIDTH = 1224;
const HEIGHT = 792;

function sheet(title: string, number: string, page: number, pages: number): string {
  const ops = [
    '1 w 0 0 0 RG',
    `36 36 ${WIDTH - 72} ${HEIGHT - 72} re S`,
    // title block
    `${WIDTH - 300} 36 264 120 re S`,
    `${WIDTH - 300} 96 m ${WIDTH - 36} 96 l S`,
    text(WIDTH - 290, 120, 16, title),
    text(WIDTH - 290, 70, 12, `Sheet ${number}   ${page} of ${pages}`),
    text(WIDTH - 290, 48, 9, 'Demo drawing - not for construction'),
    // grid lines with bubbles
    '0.5 w 0.4 0.4 0.4 RG [6 4] 0 d',
  ];
  for (let i = 0; i < 6; i++) {
    const x = 120 + i * 160;
    ops.push(`${x} 80 m ${x} ${HEIGHT - 80} l S`, text(x - 4, HEIGHT - 70, 12, String.fromCharCode(65 + i)));
  }
  for (let j = 0; j < 4; j++) {
    const y = 140 + j * 160;
    ops.push(`80 ${y} m ${WIDTH - 320} ${y} l S`, text(56, y - 4, 12, String(j + 1)));
  }
  // walls: an outer shell and rooms that change from page to page
  ops.push('[] 0 d 4 w 0 0 0 RG', `120 140 800 480 re S`, '2 w');
  for (let r = 0; r < 3 + (page % 3); r++) {
    const x = 120 + r * (800 / (3 + (page % 3)));
    ops.push(`${x.toFixed(1)} 140 m ${x.toFixed(1)} 460 l S`);
    // a door swing
    ops.push(`${(x + 20).toFixed(1)} 460 m ${(x + 20).toFixed(1)} 500 l S`);
    ops.push(text(x + 30, 300, 11, `ROOM ${page}0${r + 1}`));
  }
  ops.push('120 460 m 920 460 l S', text(400, 560, 14, `${title} - level ${page}`));
  ops.push(...detail(page));
  return ops.join('\n');
}

/**
 * The fine work of a real sheet: slab hatching, rebar ticks and dimension strings, a few thousand
 * strokes per page, so a demo set has the size of a real one (hundreds of kilobytes) and the viewer
 * draws as much as it would for one.
 */
function detail(page: number): string[] {
  let seed = page * 7919;
  const jitter = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return (seed / 2147483648) * 4 - 2;
  };
  const ops = ['0.25 w 0.55 0.55 0.55 RG'];
  for (let x = 130; x < 910; x += 6) {
    for (let y = 150; y < 450; y += 10) {
      const dx = jitter();
      ops.push(
        `${(x + dx).toFixed(1)} ${y.toFixed(1)} m ${(x + dx + 4).toFixed(1)} ${(y + 4 + jitter()).toFixed(1)} l`,
      );
    }
  }
  ops.push('S', '0.5 w 0 0 0 RG');
  for (let x = 120; x <= 920; x += 40) {
    ops.push(`${x} 100 m ${x} 112 l S`, text(x - 8, 88, 6, `${(x - 120) * 25} mm`));
  }
  return ops;
}

/** One indirect object: a dictionary (or any value) as PDF text, or a stream with its dictionary's entries. */
export type PdfObject = string | { dict: string; stream: Uint8Array | string };

/**
 * A PDF file of `objects`, numbered from 1 in order (object 1 is the catalog), with its cross-reference
 * table. Streams may be binary (images); `/Length` is added to their dictionary.
 */
export function pdfFile(objects: readonly PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = parts[0]?.length ?? 0;
  const push = (part: Buffer) => {
    parts.push(part);
    size += part.length;
  };
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(size);
    if (typeof object === 'string') {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
      return;
    }
    const stream =
      typeof object.stream === 'string' ? Buffer.from(object.stream, 'latin1') : Buffer.from(object.stream);
    push(Buffer.from(`${index + 1} 0 obj\n<< ${object.dict} /Length ${stream.length} >>\nstream\n`, 'latin1'));
    push(stream);
    push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  });
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const count = objects.length + 1;
  push(
    Buffer.from(
      `xref\n0 ${count}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A drawing set of `pages` sheets, 17 x 11 in unless `sheetPoints` (width, height in points) says otherwise. */
export function demoDrawingSet(
  title: string,
  number: string,
  pages: number,
  sheetPoints: readonly [number, number] = [WIDTH, HEIGHT],
): Buffer {
  // 1 catalog, 2 page tree, 3 font; then per page: page object and its content stream
  const objects: PdfObject[] = [];
  const pageIds: number[] = [];
  for (let p = 1; p <= pages; p++) {
    const pageId = 4 + (p - 1) * 2;
    pageIds.push(pageId);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${sheetPoints[0]} ${sheetPoints[1]}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
      { dict: '', stream: sheet(title, `${number}.${p}`, p, pages) },
    );
  }
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...objects,
  ]);
}
