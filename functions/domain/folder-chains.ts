/**
 * The chains of many folders at once (docs/data-model.md#recycle-bin): each folder with the ancestors of
 * it that exist, in two BatchGetItems whatever the number (the folders, then the ancestors of the live
 * ones), for pages that name many objects (the recycle bin, the activity log). A folder below a binned one
 * is gone though its own item says nothing: nothing below a folder is written when it is binned.
 */
import { type FolderRecord, folderRecords } from '../data/folders.ts';
import { isGone } from './document-access.ts';

/** A folder (first) and the ancestors of it that exist, nearest last; empty when the folder does not exist. */
export type FolderChain = FolderRecord[];

const byId = (folders: FolderRecord[]) => new Map(folders.map((f) => [f._id, f]));

/**
 * The chain of each folder id, by id. The ancestors of a folder that is itself gone are not read (it is
 * gone whatever they say).
 */
export async function folderChains(ids: readonly string[]): Promise<Map<string, FolderChain>> {
  const folders = byId(await folderRecords([...new Set(ids)]));
  const live = [...folders.values()].filter((f) => !isGone(f));
  const above = byId(await folderRecords([...new Set(live.flatMap((f) => f.ancestors.map((a) => a._id)))]));
  const chains = new Map<string, FolderChain>();
  for (const id of ids) {
    const folder = folders.get(id);
    const ancestors = folder && !isGone(folder) ? folder.ancestors.flatMap((a) => above.get(a._id) ?? []) : [];
    chains.set(id, folder ? [folder, ...ancestors] : []);
  }
  return chains;
}

/** Whether a chain stands: the folder and every ancestor it names exist and none is binned or being deleted. */
export const chainStands = (chain: FolderChain): boolean => {
  const [folder] = chain;
  return folder !== undefined && chain.length === folder.ancestors.length + 1 && !chain.some(isGone);
};
