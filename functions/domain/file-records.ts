/** A new file, and storing a small one whose bytes are at hand (multipart endpoint, demo data). */

import { checkedContentType, formatOf, SIGNATURE_BYTES } from '#shared/documents.ts';
import type { DocumentFile } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { ulid } from '../commons/ids.ts';
import { type FileRecord, toDocumentFile } from '../data/files.ts';
import { fileObjectKey } from '../storage/file-transfers.ts';
import { putObject } from '../storage/objects.ts';
import type { Target } from './document-access.ts';
import { fileEntry } from './document-activity.ts';
import { commitNewFile } from './file-commit.ts';
import { tellFolderFollowers } from './folder-followers.ts';

export interface NewFileFields {
  original_name: string;
  author: string;
  size: number;
  contentType: string;
  projectId: string;
  module: Module;
  folderId: string;
}

export function newFileRecord(caller: Caller, fields: NewFileFields, id: string, now: Date): FileRecord {
  return {
    _id: id,
    original_name: fields.original_name,
    author: fields.author,
    size: fields.size,
    format: formatOf(fields.original_name),
    contentType: fields.contentType,
    upload_date: now.toISOString(),
    upload_by: caller.name,
    upload_by_id: caller.userId,
    module: fields.module,
    projectId: fields.projectId,
    folderId: fields.folderId,
    s3Key: fileObjectKey(id),
  };
}

export interface SmallFile {
  fileName: string;
  author: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Puts the bytes at the file's final key, then records the file (removing the bytes if that is refused). */
export async function storeSmallFile(
  caller: Caller,
  target: Target,
  file: SmallFile,
  now: Date,
): Promise<DocumentFile> {
  const record = newFileRecord(
    caller,
    {
      original_name: file.fileName,
      author: file.author,
      size: file.bytes.length,
      // A file whose bytes are not what its type says (HTML named .pdf) is served as a download only.
      contentType: checkedContentType(file.contentType, file.bytes.subarray(0, SIGNATURE_BYTES)),
      projectId: target.projectId,
      module: target.module,
      folderId: target.folderId,
    },
    ulid(now.getTime()),
    now,
  );
  await putObject(record.s3Key, Buffer.from(file.bytes), record.contentType);
  await commitNewFile(record, target.folder, fileEntry(caller, now, 'file.uploaded', record, target.folder));
  await tellFolderFollowers(caller, record, target.folder, `uploaded ${record.original_name}`, now);
  return toDocumentFile(record);
}
