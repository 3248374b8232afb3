/**
 * Recording a new file (upload, copy): data/files.ts `insertFile` writes its record, its entry, the
 * counters of its folder and every ancestor, and its activity entry in one transaction. When the folder is
 * gone, the bytes already stored are removed, so a failed upload or copy leaves nothing behind.
 */
import type { ActivityEntry } from '#shared/models/activity.ts';
import { notFound } from '../commons/errors.ts';
import { type FileRecord, insertFile } from '../data/files.ts';
import type { FolderRecord } from '../data/folders.ts';
import { Refused } from '../data/refusals.ts';
import { deleteObjects } from '../storage/objects.ts';
import { FOLDER_NOT_FOUND } from './document-access.ts';

/** `consumedUpload`: the pending upload the file comes from (refused as conflict upload when confirmed). */
export async function commitNewFile(
  file: FileRecord,
  folder: FolderRecord | undefined,
  activity: ActivityEntry,
  consumedUpload?: string,
): Promise<void> {
  try {
    await insertFile(file, folder, activity, consumedUpload);
  } catch (error) {
    if (error instanceof Refused && error.subject === 'folder') {
      await deleteObjects([file.s3Key]);
      throw notFound(FOLDER_NOT_FOUND);
    }
    throw error;
  }
}
