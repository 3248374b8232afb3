/**
 * Creating a folder: its name claim, its own item and its entry in the parent's container, the counters
 * of the parent and every ancestor (which must still have the names the new folder copies), and the
 * activity entry, in one transaction (docs/data-model.md).
 */
import type { ActivityEntry } from '#shared/models/activity.ts';
import { activityPut } from './activity-log.ts';
import { CounterChanges } from './folder-counters.ts';
import { type FolderRecord, folderWriteRefusal, newFolderItems } from './folders.ts';
import { transactOrRefuse } from './transactions.ts';

/**
 * Refused: conflict folder-name (a sibling holds the name), conflict folder (an ancestor was renamed or is
 * being deleted since it was read).
 */
export function insertFolder(
  folder: FolderRecord,
  parent: FolderRecord | undefined,
  activity: ActivityEntry,
): Promise<void> {
  return transactOrRefuse(
    [[...newFolderItems(folder), ...new CounterChanges().folderCreated(parent).items(), activityPut(activity)]],
    folderWriteRefusal,
  );
}
