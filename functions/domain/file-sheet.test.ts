/**
 * The print dialog's sheet of a file (GET /api/file/{module}/{id}/sheet): the current version's page count
 * and size, for a file the caller may open; null when it is not a PDF or cannot be read. PDF.js is a fake
 * here (pdf-sheet.ts reads the real bytes; tests/integration/print-requests.test.ts reads real PDFs).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfSheet } from '#shared/print-sheets.ts';
import type { FileRecord } from '../data/files.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { BIN_MARK } from './test-support/folder-fixtures.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

/** The sheets PDF.js would read, by object key; a key not listed is not a readable PDF. */
const sheets = new Map<string, PdfSheet>();
const read: string[] = [];
vi.mock('./pdf-sheet.ts', () => ({
  fileSheet: async (file: FileRecord) => {
    read.push(file.s3Key);
    return sheets.get(file.s3Key);
  },
}));
fakeDocumentStore('files', 'folders');

const { sheetOfFile } = await import('./file-sheet.ts');

const SHEET = '01JD00000000000000000000C1';
const A1 = { pages: 3, widthIn: 33.1, heightIn: 23.4 };

beforeEach(() => {
  store.reset();
  sheets.clear();
  read.length = 0;
  const file = store.addFile(SHEET, 'A-101.pdf');
  sheets.set(file.s3Key, A1);
});

describe('sheetOfFile', () => {
  it('answers the sheet of the current version, and null for a file that is not a readable PDF', async () => {
    expect(await sheetOfFile(caller('consultant'), 'plan', SHEET)).toEqual({ sheet: A1 });
    sheets.clear();
    expect(await sheetOfFile(caller('consultant'), 'plan', SHEET)).toEqual({ sheet: null });
  });

  it('reads nothing for an area that is not one, a caller outside the area, or a file in the bin', async () => {
    expect((await refusal(sheetOfFile(caller('pm'), 'drawings', SHEET))).kind).toBe('invalid');
    expect((await refusal(sheetOfFile(caller('site'), 'plan', SHEET))).kind).toBe('forbidden');
    (store.files.get(SHEET) as FileRecord).binned = BIN_MARK;
    expect(await refusal(sheetOfFile(caller('pm'), 'plan', SHEET))).toEqual({
      kind: 'not-found',
      message: 'File not found',
    });
    expect(read).toEqual([]);
  });
});
