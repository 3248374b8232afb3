/** POST /api/upload/{module}: the spec's multipart upload, for small files only (the bytes pass through Lambda). */
import { MAX_DIRECT_UPLOAD_BYTES, storedContentType } from '#shared/documents.ts';
import type { DocumentFile } from '#shared/models/documents.ts';
import { directUploadFields } from '#shared/schemas/files.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { invalid, tooLarge } from '../commons/errors.ts';
import { parseModule, resolveTarget } from './document-access.ts';
import { storeSmallFile } from './file-records.ts';

export const DIRECT_UPLOAD_TOO_LARGE = `This upload takes files of at most ${MAX_DIRECT_UPLOAD_BYTES / 1024 ** 2} MB. Larger files are sent straight to storage with POST /api/uploads (the web app does this for you).`;

/** The form as the handler read it: its text fields and its files. */
export interface UploadForm {
  fields: Record<string, string>;
  files: { field: string; filename: string; contentType: string; data: Buffer }[];
}

/** Browsers write a double quote in a form's file name as %22 (HTML's multipart/form-data encoding). */
const formFileName = (name: string) => name.replace(/%22/g, '"');

export async function uploadFileDirect(
  caller: Caller,
  moduleParam: string,
  form: UploadForm,
  now: Date,
): Promise<DocumentFile> {
  const module = parseModule(moduleParam);
  const files = form.files.filter((f) => f.field === 'file');
  if (files.length > 1) throw invalid('Send one file per upload');
  const file = files[0];
  const parsed = directUploadFields(
    file && { fileName: formFileName(file.filename), contentType: file.contentType },
  ).safeParse(form.fields);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid upload');
  const fields = parsed.data;
  const target = await resolveTarget(caller, { projectId: fields.projectId, module, folderId: fields.folderId });
  const bytes = file?.data ?? Buffer.alloc(0);
  if (bytes.length > MAX_DIRECT_UPLOAD_BYTES) throw tooLarge(DIRECT_UPLOAD_TOO_LARGE);
  return storeSmallFile(
    caller,
    target,
    {
      fileName: fields.fileName,
      author: fields.author,
      contentType: storedContentType(fields.fileName, fields.contentType),
      bytes,
    },
    now,
  );
}
