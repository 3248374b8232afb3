/**
 * Recording a new file (upload, copy): its record, its entry and the counters of its folder and every
 * ancestor, and its activity entry, in one transaction. When the transaction is refused, the bytes already stored are removed, so a
 * failed upload or copy leaves nothing behind.
 */

import { notFound } from '../commons/errors.ts';
import { type FileRecord, putFileItems } from '../data/files.ts';
import { CounterChanges } from '../data/folder-counters.ts';
import type { FolderRecord } from '../data/folders.ts';
import type { Labeled } from '../data/transactions.ts';
import { TransactionRefused, transactWrite } from '../data/transactions.ts';
import { deleteObjects } from '../storage/objects.ts';
import { FOLDER_NOT_FOUND } from './document-access.ts';

export async function commitNewFile(
  file: FileRecord,
  folder: FolderRecord | undefined,
  activity: Labeled,
  extra: Labeled[] = [],
): Promise<void> {
  try {
    await transactWrite([...putFileItems(file), ...new CounterChanges().files(folder, 1).items(), activity, ...extra]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.labels.some((l) => l.startsWith('folder:'))) {
      await deleteObjects([file.s3Key]);
      throw notFound(FOLDER_NOT_FOUND);
    }
    throw error;
  }
}
