// PDF.js's parser module ships no type declarations; it is only handed to PDF.js (pdf-sheet.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
