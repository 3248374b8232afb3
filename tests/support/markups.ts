/** Markups for tests: a PDF sheet of a project and markups drawn on it (docs/requirements.md#markups). */
import { PDFDocument } from 'pdf-lib';
import type { Markup } from '../../shared/models/markups.ts';
import type { Module } from '../../shared/roles.ts';
import type { CreateMarkupInput, MarkupShape } from '../../shared/schemas/markups.ts';
import { asAdmin, call } from './api.ts';
import { uploadPresigned, uploadSmall } from './documents.ts';

/** A cloud round a door, an arrow at it and a note: one of each way a shape is written. */
export const SHAPES: MarkupShape[] = [
  { kind: 'cloud', colour: 'red', width: 2, from: { x: 100, y: 100 }, to: { x: 260, y: 180 } },
  { kind: 'arrow', colour: 'red', width: 2, from: { x: 300, y: 300 }, to: { x: 262, y: 182 } },
  { kind: 'text', colour: 'blue', width: 1, at: { x: 300, y: 310 }, text: 'Move door 300 mm', size: 12 },
];

/** The body of a markup on version 1, page 1 of a Letter sheet; `fields` override it. */
export function markupBody(fields: Partial<CreateMarkupInput> = {}): CreateMarkupInput {
  return { version: 1, page: 1, pageWidth: 612, pageHeight: 792, shapes: SHAPES, ...fields };
}

/** A one-page Letter PDF. */
export async function letterPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText('A-101 Ground floor', { x: 36, y: 756, size: 14 });
  return doc.save();
}

/** A PDF sheet of the project's `module`, uploaded by an admin. */
export async function pdfSheet(projectId: string, module: Module = 'plan'): Promise<string> {
  const content = await letterPdf();
  return (await uploadSmall(await asAdmin(), { module, projectId, folderId: 'root', fileName: 'A-101.pdf', content }))
    ._id;
}

/** A plan sheet 'A-201.pdf' uploaded by `token`, or a new version of `versionOf`. */
export async function pdfSheetVersion(token: string, projectId: string, versionOf?: string) {
  const fields = { module: 'plan', projectId, folderId: 'root', fileName: 'A-201.pdf', size: 0 } as const;
  return uploadPresigned(token, { ...fields, contentType: 'application/pdf', versionOf }, await letterPdf());
}

export const markupsPath = (fileId: string, module: Module = 'plan') => `/api/file/${module}/${fileId}/markups`;

/** Draws a markup on `fileId` as `token` (or an admin), published unless `draft`; throws unless it is saved. */
export async function drawMarkup(
  fileId: string,
  options: { token?: string; draft?: boolean; module?: Module; fields?: Partial<CreateMarkupInput> } = {},
): Promise<Markup> {
  const token = options.token ?? (await asAdmin());
  const path = markupsPath(fileId, options.module);
  const res = await call<Markup>(path, { method: 'POST', token, body: markupBody(options.fields) });
  if (res.status !== 201) throw new Error(`markup: ${res.status} ${JSON.stringify(res.body)}`);
  if (options.draft) return res.body;
  const published = await call<Markup>(`${path}/${res.body._id}/publish`, { method: 'POST', token });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
  return published.body;
}
