/**
 * GET /api/file/{module}/{id}/sheet. Its own module, so that PDF.js (megabytes) is bundled only into the
 * functions that read sheets, not into every file endpoint that imports domain/files.ts.
 */
import type { FileSheet } from '#shared/models/documents.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { loadFile, parseModule } from './document-access.ts';
import { fileSheet } from './pdf-sheet.ts';

/** The current version's page count and sheet size, for the print dialog (null: not a PDF, or unreadable). */
export async function sheetOfFile(caller: Caller, moduleParam: string, id: string): Promise<FileSheet> {
  parseModule(moduleParam);
  return { sheet: (await fileSheet(await loadFile(caller, id))) ?? null };
}
