/**
 * A stored PDF's page count and sheet size (docs/architecture.md#reading-a-pdfs-sheet-size), read on first
 * need with ranged GETs: PDF.js asks for the byte ranges it needs (the trailer, the cross-reference, the
 * catalog, the page tree, the first page) and never the drawings' content, so a multi-GB drawing set costs
 * a few ranged reads, not a download. A file that cannot be read in time, or is not a PDF, has no sheet.
 */
import type { PdfSheet } from '#shared/print-sheets.ts';
import { log } from '../commons/observability.ts';
import type { FileRecord } from '../data/files.ts';
import { headObject, readRange } from '../storage/objects.ts';

/** The size of each ranged read PDF.js asks for. */
const CHUNK_BYTES = 64 * 1024;
/** Past this the sheet counts as unknown: the API call that asked has 29 s in all. */
export const SHEET_READ_MS = 8_000;
const POINTS_PER_INCH = 72;

export const isPdf = (file: Pick<FileRecord, 'format' | 'contentType'>) =>
  file.format === 'PDF' || file.contentType === 'application/pdf';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

/**
 * PDF.js is loaded on first use, from a file of its own (pdfjs.ts), not when the function starts: a print
 * order of a non-PDF never pays for it, and loading it in Node logs warnings about canvas features a sheet
 * read never uses.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('./pdfjs.ts').then((module) => module.loadPdfJs());
  return pdfjs;
}

/** Hands PDF.js the byte ranges it asks for, each read from S3 by one ranged GET. */
function s3Ranges(
  { PDFDataRangeTransport }: PdfJs,
  key: string,
  length: number,
  first: Uint8Array,
  failed: (error: unknown) => void,
) {
  const ranges = new PDFDataRangeTransport(length, first);
  ranges.requestDataRange = (begin: number, end: number) => {
    readRange(key, begin, end).then(
      (bytes) => ranges.onDataRange(begin, bytes),
      (error: unknown) => failed(error),
    );
  };
  return ranges;
}

async function readSheet(key: string, length: number, signal: AbortSignal): Promise<PdfSheet> {
  let fail: (error: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // PDF.js starts from the first chunk it is given (without it, it waits for ever); a file of one chunk is
  // handed over whole.
  const first = await readRange(key, 0, Math.min(length, CHUNK_BYTES));
  const lib = await loadPdfJs();
  const task = lib.getDocument({
    ...(length <= CHUNK_BYTES ? { data: first } : { range: s3Ranges(lib, key, length, first, (error) => fail(error)) }),
    rangeChunkSize: CHUNK_BYTES,
    disableAutoFetch: true,
    disableStream: true,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const stop = () => fail(new Error('timed out'));
  signal.addEventListener('abort', stop);
  try {
    const doc = await Promise.race([task.promise, failure]);
    const first = await Promise.race([doc.getPage(1), failure]);
    // The page as it prints: its crop box (PDF.js's view), in the page's own unit, turned by its rotation.
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = first.view;
    const unit = first.userUnit / POINTS_PER_INCH;
    const w = Math.abs(x1 - x0) * unit;
    const h = Math.abs(y1 - y0) * unit;
    const turned = first.rotate % 180 !== 0;
    return { pages: doc.numPages, widthIn: turned ? h : w, heightIn: turned ? w : h };
  } finally {
    signal.removeEventListener('abort', stop);
    void task.destroy();
  }
}

/** The sheet of a file's current version, or undefined when it is not a PDF or cannot be read in time. */
export async function fileSheet(file: FileRecord): Promise<PdfSheet | undefined> {
  if (!isPdf(file)) return undefined;
  try {
    const length = (await headObject(file.s3Key))?.size ?? 0;
    if (length === 0) return undefined;
    return await readSheet(file.s3Key, length, AbortSignal.timeout(SHEET_READ_MS));
  } catch (error) {
    log('warn', 'could not read the PDF sheet', { fileId: file._id }, error);
    return undefined;
  }
}
