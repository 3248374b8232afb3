/**
 * Uploads. Browsers send bytes straight to S3 (docs/architecture.md#files-go-straight-to-s3):
 * start (checks and a pending-upload item) -> PUT to a presigned URL, or S3 multipart with presigned part
 * URLs -> complete (real size checked, then one transaction records the file and its counters) or abort.
 * A single PUT lands under uploads/pending/ (the bucket's lifecycle rule removes what is never confirmed) and
 * is copied to files/<id> on completion; a multipart upload targets files/<id> directly, because S3 creates
 * the object only when we complete it (the abort-incomplete rule removes abandoned parts).
 */

import {
  checkedContentType,
  emptyFileMessage,
  formatOf,
  hasSignature,
  MAX_FILE_BYTES,
  MAX_PENDING_UPLOADS_PER_PROJECT,
  PART_URLS_PER_CALL,
  partBytes,
  partPlan,
  SIGNATURE_BYTES,
  storedContentType,
  usesMultipart,
} from '#shared/documents.ts';
import type { DocumentFile, PartUrl, UploadParts, UploadStart } from '#shared/models/documents.ts';
import { isAdmin } from '#shared/roles.ts';
import { isUlid } from '#shared/schemas/documents.ts';
import type { CompleteUploadBody, StartUploadBody, UploadPartsBody } from '#shared/schemas/files.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { AppError, forbidden, invalid, notFound, rateLimited, tooLarge, unavailable } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { recordEvent } from '../commons/observability.ts';
import { waitBeforeRetry } from '../commons/retry.ts';
import { type FileRecord, getFileRecord, toDocumentFile } from '../data/files.ts';
import { Refused } from '../data/refusals.ts';
import { countPendingUploads, deleteUpload, getUpload, insertUpload, type PendingUpload } from '../data/uploads.ts';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  copyObject,
  createMultipartUpload,
  fileObjectKey,
  pendingObjectKey,
  presignComplete,
  presignPart,
} from '../storage/file-transfers.ts';
import { deleteObjects, headObject, presignPut, readFirstBytes, SINGLE_PUT_URL_SECONDS } from '../storage/objects.ts';
import { assertModuleAccess } from './access.ts';
import { loadFile, resolveTarget } from './document-access.ts';
import { fileEntry } from './document-activity.ts';
import { commitNewFile } from './file-commit.ts';
import { newFileRecord } from './file-records.ts';
import { commitNewVersion } from './file-versions.ts';
import { tellFolderFollowers } from './folder-followers.ts';
import { FILE_CHANGED } from './refusals.ts';

/** An upload must be confirmed within a day (the lifecycle rules clean up after the same day). */
const UPLOAD_VALID_MS = 24 * 3600 * 1000;
export const UPLOAD_NOT_FOUND = 'Upload not found or expired. Please upload the file again.';
export const TOO_MANY_PENDING = `${MAX_PENDING_UPLOADS_PER_PROJECT} uploads are already in progress in this project. Please wait for them to finish, then try again.`;
const NOT_SENT = 'The file has not been uploaded yet: send its bytes to the upload URL first.';
const NOT_COMPLETED =
  'The file has not been uploaded yet: send every part, then complete the upload at the storage (or send its parts here).';
export const TOO_LARGE = `Files larger than ${MAX_FILE_BYTES / 1024 ** 3} GB cannot be uploaded.`;

async function partUrls(upload: PendingUpload, numbers: number[]): Promise<PartUrl[]> {
  const uploadId = upload.s3UploadId as string;
  const plan = { partSize: upload.partSize as number, partCount: upload.partCount as number };
  return Promise.all(
    numbers.map(async (n) => ({
      partNumber: n,
      url: await presignPart(upload.s3Key, uploadId, n, partBytes(plan, upload.size, n)),
    })),
  );
}

export async function startUpload(caller: Caller, body: StartUploadBody, now: Date): Promise<UploadStart> {
  await resolveTarget(caller, body);
  if (body.versionOf) {
    const file = await loadFile(caller, body.versionOf);
    if (file.projectId !== body.projectId || file.module !== body.module || file.folderId !== body.folderId) {
      throw invalid('A new version must be uploaded to the folder of the file it replaces');
    }
  }
  if (body.size === 0) throw invalid(emptyFileMessage(body.fileName));
  if (body.size > MAX_FILE_BYTES) throw tooLarge(TOO_LARGE);
  if ((await countPendingUploads(body.projectId, now)) >= MAX_PENDING_UPLOADS_PER_PROJECT) {
    throw rateLimited(TOO_MANY_PENDING, 60);
  }
  const id = ulid(now.getTime());
  const contentType = storedContentType(body.fileName, body.contentType);
  const multipart = usesMultipart(body.size);
  const base = {
    _id: id,
    module: body.module,
    projectId: body.projectId,
    folderId: body.folderId,
    original_name: body.fileName,
    author: body.author,
    size: body.size,
    contentType,
    source: body.source,
    ...(body.versionOf && { versionOf: body.versionOf }),
    ...(body.versionNote && { versionNote: body.versionNote }),
    createdBy: caller.userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + UPLOAD_VALID_MS).toISOString(),
  };
  if (!multipart) {
    const upload: PendingUpload = { ...base, mode: 'single', s3Key: pendingObjectKey(id) };
    await insertUpload(upload);
    const url = await presignPut(upload.s3Key, contentType, body.size, SINGLE_PUT_URL_SECONDS);
    return {
      uploadId: id,
      expiresAt: upload.expiresAt,
      mode: 'single',
      method: 'PUT',
      url,
      headers: { 'Content-Type': contentType },
    };
  }
  const plan = partPlan(body.size);
  const s3Key = fileObjectKey(id);
  const s3UploadId = await createMultipartUpload(s3Key, contentType);
  const upload: PendingUpload = { ...base, mode: 'multipart', s3Key, s3UploadId, ...plan };
  try {
    await insertUpload(upload);
  } catch (error) {
    await abortMultipartUpload(s3Key, s3UploadId);
    throw error;
  }
  const first = Array.from({ length: Math.min(plan.partCount, PART_URLS_PER_CALL) }, (_, i) => i + 1);
  return {
    uploadId: id,
    expiresAt: upload.expiresAt,
    mode: 'multipart',
    ...plan,
    parts: await partUrls(upload, first),
  };
}

/** The caller's own pending upload (an admin may finish or abort anyone's). */
async function loadUpload(caller: Caller, id: string, now: Date): Promise<PendingUpload> {
  const upload = isUlid(id) ? await getUpload(id) : undefined;
  if (!upload || upload.confirmedFile) throw notFound(UPLOAD_NOT_FOUND);
  if (upload.createdBy !== caller.userId && !isAdmin(caller.role))
    throw forbidden('This upload was started by someone else');
  if (Date.parse(upload.expiresAt) <= now.getTime()) {
    await discard(upload);
    throw notFound(UPLOAD_NOT_FOUND);
  }
  return upload;
}

/** Removes an upload's bytes and its pending item. */
async function discard(upload: PendingUpload): Promise<void> {
  // A multipart upload may already be completed (then refused): its object goes too.
  if (upload.mode === 'multipart') await abortMultipartUpload(upload.s3Key, upload.s3UploadId as string);
  await deleteObjects([upload.s3Key]);
  await deleteUpload(upload._id);
}

/** Part URLs, and (asked for once the parts are sent) the presigned request that completes the upload at S3. */
export async function uploadParts(
  caller: Caller,
  id: string,
  wanted: UploadPartsBody,
  now: Date,
): Promise<UploadParts> {
  const upload = await loadUpload(caller, id, now);
  if (upload.mode !== 'multipart') throw invalid('This upload is a single PUT: it has no parts');
  const partCount = upload.partCount as number;
  const numbers = wanted.partNumbers;
  if (numbers.some((n) => n > partCount)) throw invalid(`Part numbers must be between 1 and ${partCount}`);
  const parts = await partUrls(upload, [...new Set(numbers)]);
  if (!wanted.complete) return { parts };
  return { parts, complete: await presignComplete(upload.s3Key, upload.s3UploadId as string) };
}

/** Completes the multipart upload here, for a client that sent its parts list rather than completing it at S3. */
async function completeParts(upload: PendingUpload, parts: CompleteUploadBody['parts']): Promise<void> {
  if (!parts || parts.length === 0) return;
  const byNumber = new Map(parts.map((p) => [p.partNumber, p.etag]));
  const partCount = upload.partCount as number;
  for (let n = 1; n <= partCount; n++) {
    if (!byNumber.has(n)) throw invalid(`Every part must be uploaded before completing: part ${n} is missing`);
  }
  if (byNumber.size !== partCount) throw invalid(`This upload has ${partCount} parts`);
  const ordered = [...byNumber].sort(([a], [b]) => a - b).map(([partNumber, etag]) => ({ partNumber, etag }));
  try {
    await completeMultipartUpload(upload.s3Key, upload.s3UploadId as string, ordered);
  } catch (error) {
    // A retried complete: S3 already assembled the object; the size check below decides.
    if ((error as Error).name !== 'NoSuchUpload') throw error;
  }
}

/** An upload confirmed twice (a retry, or two tabs) answers the same file (a version's: the file it went to). */
async function alreadyConfirmed(caller: Caller, id: string): Promise<DocumentFile> {
  const receipt = isUlid(id) ? await getUpload(id) : undefined;
  const fileId = receipt?.confirmedFile ?? id;
  const file = isUlid(fileId) ? await getFileRecord(fileId) : undefined;
  // A file in the recycle bin (or under an old delete) is gone for a repeated complete too.
  if (!file || file.binned || file.deletingAt) throw notFound(UPLOAD_NOT_FOUND);
  if (file.upload_by_id !== caller.userId && !isAdmin(caller.role)) throw notFound(UPLOAD_NOT_FOUND);
  // The uploader may have lost the project since: then the file is none of their business any more.
  assertModuleAccess(caller, file.module, file.projectId);
  // A single PUT's URL used again after the upload was recorded leaves bytes under the pending key:
  // removed here (and by the bucket's lifecycle rule on that prefix when nobody completes again).
  const leftover = pendingObjectKey(id);
  if (await headObject(leftover)) await deleteObjects([leftover]);
  return toDocumentFile(file);
}

export async function completeUpload(
  caller: Caller,
  id: string,
  body: CompleteUploadBody,
  now: Date,
): Promise<DocumentFile> {
  const pending = await getUpload(id);
  if (!pending || pending.confirmedFile) return alreadyConfirmed(caller, id);
  try {
    return await confirmUpload(caller, id, body, now);
  } catch (error) {
    // Completed at the same time by another request (a retry, a second tab), which recorded the file
    // and removed the bytes this one was still copying: the same success answer.
    if (isUlid(id) && ((await getFileRecord(id)) || (await getUpload(id))?.confirmedFile)) {
      return alreadyConfirmed(caller, id);
    }
    throw error;
  }
}

async function confirmUpload(caller: Caller, id: string, body: CompleteUploadBody, now: Date): Promise<DocumentFile> {
  const upload = await loadUpload(caller, id, now);
  let target: Awaited<ReturnType<typeof resolveTarget>>;
  try {
    target = await resolveTarget(caller, upload);
  } catch (error) {
    // Refused for good (access lost, folder gone): nothing can ever be confirmed. A service that failed
    // for a moment keeps the bytes, so the retry can still confirm them.
    if (error instanceof AppError) await discard(upload);
    throw error;
  }
  // A multipart upload is normally completed at S3 by the browser (uploadParts' `complete` request), so
  // no API time limit applies however long S3 takes; a client may still send its parts list here instead.
  if (upload.mode === 'multipart') await completeParts(upload, body.parts);
  const size = (await headObject(upload.s3Key))?.size;
  if (size === undefined) throw invalid(upload.mode === 'multipart' ? NOT_COMPLETED : NOT_SENT);
  if (size !== upload.size) {
    await discard(upload);
    throw invalid(`The uploaded file has ${size} bytes, not the ${upload.size} declared. Please upload it again.`);
  }
  // The type is recorded only if the bytes agree with it (HTML named .pdf is served as a download).
  const contentType = hasSignature(upload.contentType)
    ? checkedContentType(upload.contentType, await readFirstBytes(upload.s3Key, SIGNATURE_BYTES))
    : upload.contentType;
  if (upload.versionOf) return confirmVersion(caller, upload, upload.versionOf, { size, contentType }, now);
  const file = newFileRecord(caller, { ...upload, contentType }, upload._id, now);
  if (upload.mode === 'single') await copyObject(upload.s3Key, file.s3Key);
  try {
    const activity = fileEntry(caller, now, 'file.uploaded', file, target.folder);
    await commitNewFile(file, target.folder, activity, upload._id);
  } catch (error) {
    if (error instanceof Refused && error.subject === 'upload') return alreadyConfirmed(caller, id);
    // The folder went away meanwhile (commitNewFile removed the stored file): nothing can be confirmed.
    if (error instanceof AppError) await discard(upload);
    throw error;
  }
  if (upload.mode === 'single') await deleteObjects([upload.s3Key]);
  recordEvent('UploadCompleted');
  await tellFolderFollowers(caller, file, target.folder, `uploaded ${file.original_name}`, now);
  return toDocumentFile(file);
}

/**
 * How long one request keeps trying to commit a version while others commit theirs. There is no count
 * of attempts: every refusal means another version was committed (progress), so the loop ends; past
 * this time (well inside the API's 29 s) the answer is 503 and the bytes stay, so the browser's retry
 * commits them.
 */
const VERSION_COMMIT_MS = 20_000;
/** A short random pause between attempts, so parallel commits do not collide in step. */
const retryPause = (attempt: number) => waitBeforeRetry({ baseMs: 10, maxMs: 250 }, attempt);

/** The bytes of a version upload become the file's next version (read again if another one came first). */
async function confirmVersion(
  caller: Caller,
  upload: PendingUpload,
  fileId: string,
  stored: { size: number; contentType: string },
  now: Date,
): Promise<DocumentFile> {
  const s3Key = fileObjectKey(upload._id);
  if (upload.mode === 'single') await copyObject(upload.s3Key, s3Key);
  const giveUpAt = Date.now() + VERSION_COMMIT_MS;
  for (let attempt = 1; ; attempt++) {
    let file: FileRecord;
    try {
      file = await loadFile(caller, fileId);
    } catch (error) {
      // The file was deleted (or access lost) meanwhile: nothing can be confirmed.
      if (error instanceof AppError) await discardVersion(upload, s3Key);
      throw error;
    }
    const incoming = {
      s3Key,
      original_name: upload.original_name,
      size: stored.size,
      format: formatOf(upload.original_name),
      contentType: stored.contentType,
      author: upload.author,
      note: upload.versionNote,
      uploadId: upload._id,
    };
    try {
      const next = await commitNewVersion(caller, file, incoming, now, 'file.versioned');
      if (upload.mode === 'single') await deleteObjects([upload.s3Key]);
      recordEvent('UploadCompleted');
      return toDocumentFile(next);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (error.subject === 'upload') return alreadyConfirmed(caller, upload._id);
      // Another version (or a move) came first: read the file again and go on top of it.
      if (Date.now() >= giveUpAt) throw unavailable(FILE_CHANGED);
      await retryPause(attempt);
    }
  }
}

async function discardVersion(upload: PendingUpload, s3Key: string): Promise<void> {
  await deleteObjects([s3Key]);
  await discard(upload);
}

export async function abortUpload(caller: Caller, id: string, now: Date): Promise<void> {
  await discard(await loadUpload(caller, id, now));
}
