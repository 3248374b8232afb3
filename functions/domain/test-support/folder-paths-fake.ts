/**
 * data/folder-paths.ts's writes over the in-memory document store, with their conditions: a step rewrites
 * at most FOLDERS_PER_STEP folders, only if each still has the path it read (else Refused, conflict folder,
 * and nothing written); the mark is cleared only if it is still the one read.
 */
import type { PathChange } from '../../data/folder-paths.ts';
import type { FolderRecord } from '../../data/folders.ts';
import { Refused } from '../../data/refusals.ts';
import { store } from './document-store.ts';

/** Each step's folder ids; `failNext` makes the next step throw that error. */
export const pathSteps = { rewrites: [] as string[][], failNext: undefined as Error | undefined };

export function fakeFolderPaths(
  real: Pick<typeof import('../../data/folder-paths.ts'), 'FOLDERS_PER_STEP' | 'samePath'>,
) {
  return {
    rewritePaths: async (changes: PathChange[]) => {
      const error = pathSteps.failNext;
      pathSteps.failNext = undefined;
      if (error) throw error;
      const step = changes.slice(0, real.FOLDERS_PER_STEP);
      if (step.some(({ folder }) => !real.samePath(store.folder(folder._id).ancestors, folder.ancestors))) {
        throw new Refused('conflict', 'folder');
      }
      for (const { folder, ancestors } of step) {
        Object.assign(store.folder(folder._id), { ancestors, level: ancestors.length + 1 });
      }
      pathSteps.rewrites.push(step.map((c) => c.folder._id));
    },
    clearPathsMark: async (folder: Pick<FolderRecord, '_id' | 'pathsToRewrite'>) => {
      const stored = store.folder(folder._id);
      if (stored.pathsToRewrite !== folder.pathsToRewrite) return false;
      delete stored.pathsToRewrite;
      return true;
    },
  };
}
