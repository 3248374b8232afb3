/**
 * PDF.js for a sheet read (pdf-sheet.ts), bundled as a file of its own beside index.mjs (LAZY_MODULES in
 * infra/build-functions.ts): its 2 MiB are neither parsed nor scanned when the function starts, only when a
 * request first reads a PDF's sheet. PDF.js runs its parser in this process (no worker thread in a Lambda),
 * which it finds through the pdfjsWorker global, set before PDF.js loads.
 */
export async function loadPdfJs() {
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}
