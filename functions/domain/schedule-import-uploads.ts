/**
 * A schedule file too large to send through the API (docs/requirements.md#schedule-import-and-export): the
 * browser PUTs it straight to storage with a presigned URL (POST .../import-uploads), then the import names
 * it by id (POST .../import with { uploadId }). An upload belongs to its caller, project and schedule,
 * expires, and is single-use: a write takes it, a refusal takes it, a clean preview leaves it for the write
 * that follows; its object is removed whenever it is taken. The import's own limit and checks apply as to
 * a file sent in the request.
 */
import type { ScheduleImportUpload } from '#shared/models/schedule-import.ts';
import type { ImportUploadBody } from '#shared/schemas/schedule-files.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { invalid, notFound, tooLarge } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import {
  getImportUpload,
  type ImportUpload,
  insertImportUpload,
  takeImportUpload,
} from '../data/schedule-import-uploads.ts';
import type { ScheduleKind } from '../data/schedule-tasks.ts';
import { deleteObjects, headObject, presignPut, readObject } from '../storage/objects.ts';
import { MAX_IMPORT_BYTES, TOO_BIG } from './schedule-exchange/model.ts';
import { assertCanAddTo } from './schedule-tasks.ts';

/** How long an upload id is taken after it was handed out (its presigned URL lasts 15 minutes). */
export const IMPORT_UPLOAD_MS = 60 * 60_000;
export const IMPORT_UPLOAD_GONE = 'Upload not found or expired. Please choose the file again.';
export const IMPORT_UPLOAD_MISSING = 'The file did not arrive in storage. Please choose it again.';
const UPLOADED_TYPE = 'application/octet-stream';

export async function startImportUpload(
  caller: Caller,
  projectId: string,
  kind: ScheduleKind,
  body: ImportUploadBody,
  now: Date,
): Promise<ScheduleImportUpload> {
  await assertCanAddTo(kind, caller, projectId);
  if (body.size > MAX_IMPORT_BYTES) throw tooLarge(TOO_BIG);
  const uploadId = ulid(now.getTime());
  const upload: ImportUpload = {
    uploadId,
    kind,
    projectId,
    userId: caller.userId,
    fileName: body.fileName,
    size: body.size,
    key: `uploads/pending/import-uploads/${projectId}/${uploadId}`,
    expiresAt: new Date(now.getTime() + IMPORT_UPLOAD_MS).toISOString(),
  };
  await insertImportUpload(upload);
  return {
    uploadId,
    url: await presignPut(upload.key, UPLOADED_TYPE, body.size),
    headers: { 'Content-Type': UPLOADED_TYPE },
    expiresAt: upload.expiresAt,
  };
}

/** An upload taken or read for an import: its file's name, and what to do with it afterwards. */
export interface OpenedUpload {
  upload: ImportUpload;
  /** Reads the bytes, checked against the import's limit (413) and for arrival (400). */
  read(): Promise<{ filename: string; data: Buffer }>;
  /** Takes the upload (if it is still there) and removes its object: after a write, or a refusal. */
  discard(): Promise<void>;
}

/**
 * The upload `uploadId` for this caller's import into this schedule: taken at once when `take` (a write, so two
 * writes cannot both use it), else only read (a preview). One answer (404) for an upload that is gone, expired,
 * another caller's or another schedule's, so an id reveals nothing.
 */
export async function openImportUpload(
  caller: Caller,
  target: { projectId: string; kind: ScheduleKind },
  uploadId: string,
  { take, now }: { take: boolean; now: Date },
): Promise<OpenedUpload> {
  const found = await getImportUpload(uploadId);
  const usable =
    found &&
    found.userId === caller.userId &&
    found.projectId === target.projectId &&
    found.kind === target.kind &&
    Date.parse(found.expiresAt) > now.getTime();
  if (!found || !usable) throw notFound(IMPORT_UPLOAD_GONE);
  const upload = take ? await takeImportUpload(uploadId) : found;
  if (!upload) throw notFound(IMPORT_UPLOAD_GONE);
  const discard = async () => {
    await takeImportUpload(uploadId);
    await deleteObjects([upload.key]);
  };
  return {
    upload,
    discard,
    async read() {
      // S3 and the emulator do not hold a presigned PUT to its declared size: the real object is checked.
      const info = await headObject(upload.key);
      if (!info) throw invalid(IMPORT_UPLOAD_MISSING);
      if (info.size > MAX_IMPORT_BYTES) throw tooLarge(TOO_BIG);
      return { filename: upload.fileName, data: Buffer.from(await readObject(upload.key)) };
    },
  };
}
