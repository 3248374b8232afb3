/**
 * Which binned folder stands between a binned file or folder and its place (docs/data-model.md#recycle-bin):
 * the bin list names it, so the screen can offer "Restore the parent too" beside "Restore to area root".
 */
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import type { BinEntry } from '#shared/models/recycle-bin.ts';
import type { FolderRecord } from '../data/folders.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { type FolderChain, folderChains } from './folder-chains.ts';

/** A folder in the bin that a restore can bring back: binned, and not being erased. */
const restorable = (folder: FolderRecord): boolean => Boolean(folder.binned && !folder.deleteStatus);

/** The nearest restorable binned folder of a chain: the folder itself, else the closest ancestor. */
function nearestBinned([folder, ...ancestors]: FolderChain): string | undefined {
  if (!folder || folder.deleteStatus) return undefined;
  if (folder.binned) return folder._id;
  return ancestors.findLast(restorable)?._id;
}

/**
 * The bin id of the nearest binned folder of each record's former place, keyed by the record's id: at most
 * two BatchGetItems for a page (folderChains), none when nothing on the page was in a folder.
 */
export async function binnedParents(records: BinRecord[]): Promise<Map<string, string>> {
  const placed = records.filter(
    (r): r is BinRecord & { fromFolderId: string } => r.fromFolderId !== undefined && r.fromFolderId !== ROOT_FOLDER_ID,
  );
  if (placed.length === 0) return new Map();
  const chains = await folderChains(placed.map((r) => r.fromFolderId));
  const found = new Map<string, string>();
  for (const record of placed) {
    const parentBinId = nearestBinned(chains.get(record.fromFolderId) ?? []);
    if (parentBinId) found.set(record._id, parentBinId);
  }
  return found;
}

/** A bin entry with the binned folder it waits for, when there is one. */
export const withParentBin = (entry: BinEntry, parents: Map<string, string>): BinEntry => {
  const parentBinId = parents.get(entry._id);
  return parentBinId ? { ...entry, parentBinId } : entry;
};
