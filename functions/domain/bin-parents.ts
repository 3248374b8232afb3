/**
 * Which binned folder stands between a binned file or folder and its place (docs/data-model.md#recycle-bin):
 * the bin list names it, so the screen can offer "Restore the parent too" beside "Restore to area root".
 */
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import type { BinEntry } from '#shared/models/recycle-bin.ts';
import { type FolderRecord, folderRecords } from '../data/folders.ts';
import type { BinRecord } from '../data/recycle-bin.ts';

/** A folder in the bin that a restore can bring back: binned, and not being erased. */
const restorable = (folder: FolderRecord | undefined): boolean => Boolean(folder?.binned && !folder.deleteStatus);

const byId = (folders: FolderRecord[]) => new Map(folders.map((f) => [f._id, f]));

/**
 * The bin id of the nearest binned folder of each record's former place (the folder itself, else the
 * closest of its ancestors), keyed by the record's id: at most two BatchGetItems for a page (the folders,
 * then the ancestors of those still live), none when nothing on the page was in a folder.
 */
export async function binnedParents(records: BinRecord[]): Promise<Map<string, string>> {
  const placed = records.filter(
    (r): r is BinRecord & { fromFolderId: string } => r.fromFolderId !== undefined && r.fromFolderId !== ROOT_FOLDER_ID,
  );
  const folders = byId(await folderRecords([...new Set(placed.map((r) => r.fromFolderId))]));
  const live = [...folders.values()].filter((f) => !f.binned && !f.deleteStatus);
  const above = byId(await folderRecords([...new Set(live.flatMap((f) => f.ancestors.map((a) => a._id)))]));
  const nearest = (folder: FolderRecord | undefined): string | undefined => {
    if (!folder || folder.deleteStatus) return undefined;
    if (folder.binned) return folder._id;
    return folder.ancestors.findLast((a) => restorable(above.get(a._id)))?._id;
  };
  const found = new Map<string, string>();
  for (const record of placed) {
    const parentBinId = nearest(folders.get(record.fromFolderId));
    if (parentBinId) found.set(record._id, parentBinId);
  }
  return found;
}

/** A bin entry with the binned folder it waits for, when there is one. */
export const withParentBin = (entry: BinEntry, parents: Map<string, string>): BinEntry => {
  const parentBinId = parents.get(entry._id);
  return parentBinId ? { ...entry, parentBinId } : entry;
};
