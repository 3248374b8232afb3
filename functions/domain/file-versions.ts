/**
 * Versions of a file (docs/requirements.md#file-versions): a new version replaces what the file table,
 * viewers, downloads, moves, copies and new print orders use, and every earlier version stays readable.
 * History is never rewritten: making an older version current adds it again as the newest.
 */
import type { DocumentFile, FileVersion } from '#shared/models/documents.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, notFound } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import {
  commitFileVersion,
  currentVersion,
  getVersion,
  listVersions,
  toApiVersion,
  type VersionRecord,
} from '../data/file-versions.ts';
import { type FileRecord, toDocumentFile } from '../data/files.ts';
import { Refused } from '../data/refusals.ts';
import { copyObject, fileObjectKey } from '../storage/file-transfers.ts';
import { deleteObjects } from '../storage/objects.ts';
import { FILE_NOT_FOUND, loadFile, parseModule, placeOfFile } from './document-access.ts';
import { fileEntry } from './document-activity.ts';
import { tellFolderFollowers } from './folder-followers.ts';
import { FILE_CHANGED } from './refusals.ts';

export const VERSION_NOT_FOUND = 'Version not found';

/** What a new version brings: its bytes (already stored at `s3Key`) and who sent them. */
export interface NewVersion {
  s3Key: string;
  original_name: string;
  size: number;
  format: string;
  contentType: string;
  author?: string;
  note?: string;
  uploadId?: string;
}

/**
 * Records `incoming` as the file's next version, over the version read: Refused (conflict file) when the
 * file changed meanwhile (another version, a move, a delete); with an `uploadId`, the upload becomes its
 * receipt (Refused, conflict upload, when it was confirmed already). The caller owns the stored bytes.
 */
export async function commitNewVersion(
  caller: Caller,
  file: FileRecord,
  incoming: NewVersion,
  now: Date,
  kind: 'file.versioned' | 'file.made-current',
): Promise<FileRecord> {
  const version = currentVersion(file) + 1;
  // The file keeps its name in the folder; each version keeps the name it was uploaded with.
  const next: FileRecord = {
    ...file,
    size: incoming.size,
    format: incoming.format,
    contentType: incoming.contentType,
    ...(incoming.author !== undefined && { author: incoming.author }),
    upload_date: now.toISOString(),
    upload_by: caller.name,
    upload_by_id: caller.userId,
    s3Key: incoming.s3Key,
    version,
  };
  if (incoming.note) next.version_note = incoming.note;
  else delete next.version_note;
  const detail = `v${version}${incoming.note ? `: ${incoming.note}` : ''}`;
  const folder = await placeOfFile(file);
  const activity = fileEntry(caller, now, kind, next, folder, detail);
  await commitFileVersion(file, next, incoming.original_name, activity, incoming.uploadId);
  if (kind === 'file.versioned') {
    await tellFolderFollowers(caller, next, folder, `uploaded v${version} of ${next.original_name}`, now);
  }
  return next;
}

export async function fileVersions(caller: Caller, moduleParam: string, id: string): Promise<FileVersion[]> {
  parseModule(moduleParam);
  const file = await loadFile(caller, id);
  const current = currentVersion(file);
  return (await listVersions(file)).map((v) => toApiVersion(v, current));
}

/** A version of a file the caller may read, or 404. */
export async function loadVersion(file: FileRecord, version: number): Promise<VersionRecord> {
  const found = await getVersion(file, version);
  if (!found) throw notFound(VERSION_NOT_FOUND);
  return found;
}

export async function makeVersionCurrent(
  caller: Caller,
  moduleParam: string,
  id: string,
  versionParam: string,
  now: Date,
): Promise<DocumentFile> {
  parseModule(moduleParam);
  const file = await loadFile(caller, id);
  const wanted = Number(versionParam);
  if (wanted === currentVersion(file)) return toDocumentFile(file);
  const older = await loadVersion(file, wanted);
  const s3Key = fileObjectKey(ulid(now.getTime()));
  try {
    await copyObject(older.s3Key, s3Key);
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') throw notFound(FILE_NOT_FOUND);
    throw error;
  }
  const note = `Made current from v${older.version}${older.note ? ` (${older.note})` : ''}`;
  const incoming = { ...older, s3Key, note, uploadId: undefined };
  try {
    return toDocumentFile(await commitNewVersion(caller, file, incoming, now, 'file.made-current'));
  } catch (error) {
    await deleteObjects([s3Key]);
    if (error instanceof Refused) throw conflict(FILE_CHANGED);
    throw error;
  }
}
