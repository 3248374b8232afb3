/** Folder texts and shapes used by several screens: level lines, option labels, paths, list responses. */
import { z } from 'zod/mini';
import { MAX_FOLDER_LEVEL } from '#shared/documents.ts';
import type { Folder, FolderList, FolderTreeNode } from '#shared/models/documents.ts';
import { updateFolderBody } from '#shared/schemas/folders.ts';

/** 'Level 1 Folders - X folders' at the root; inside a folder, its level and how many subfolders it shows. */
export function levelLine(level: number | null, count: number): string {
  const plural = (word: string) => (count === 1 ? word : `${word}s`);
  if (level === null || level < 1) return `Level 1 Folders - ${count} ${plural('folder')}`;
  return `Level ${level} - ${count} ${plural('subfolder')}`;
}

/** The Upload Plan File page's option text: '[L2] Structural'. */
export function folderOptionLabel(folder: Pick<Folder, 'level' | 'name'>): string {
  return `[L${folder.level}] ${folder.name}`;
}

/** The Move/Copy dialog's options: the name with the folder's file and subfolder counts. */
export function folderCountsLabel(folder: Pick<Folder, 'name' | 'totalFileCount' | 'fileCount' | 'subfolderCount'>) {
  const files = folder.totalFileCount ?? folder.fileCount ?? 0;
  const subfolders = folder.subfolderCount ?? 0;
  return `${folder.name} (${files} ${files === 1 ? 'file' : 'files'}, ${subfolders} ${subfolders === 1 ? 'subfolder' : 'subfolders'})`;
}

/** The Move/Copy dialog's selected path: 'A / B / C', or 'No selection'. */
export function selectedPathText(names: readonly (string | null | undefined)[]): string {
  const parts = names.filter((n): n is string => Boolean(n));
  return parts.length > 0 ? parts.join(' / ') : 'No selection';
}

/** The full icon shows when the folder or anything below it holds files. */
export function folderHasFiles(folder: Pick<Folder, 'fileCount' | 'totalFileCount'>): boolean {
  return (folder.totalFileCount ?? 0) > 0 || (folder.fileCount ?? 0) > 0;
}

/** Levels 1 and 2 can take subfolders; level 3 cannot (at most 3 levels). */
export const canHoldSubfolders = (level: number): boolean => level < MAX_FOLDER_LEVEL;

/** A folder list answer is an array, or an object with a folders array (docs/requirements.md#data-the-app-keeps). */
export function foldersOf(list: FolderList | unknown): Folder[] {
  if (Array.isArray(list)) return list as Folder[];
  if (list && typeof list === 'object' && Array.isArray((list as { folders?: unknown }).folders)) {
    return (list as { folders: Folder[] }).folders;
  }
  throw new Error('Failed to load folders');
}

/** A nested tree as one list in tree order (parents before their children). */
export function flattenTree(nodes: readonly FolderTreeNode[]): Folder[] {
  const out: Folder[] = [];
  const walk = (list: readonly FolderTreeNode[]) => {
    for (const { children, ...folder } of list) {
      out.push(folder);
      walk(children ?? []);
    }
  };
  walk(nodes);
  return out;
}

/** Names are trimmed; a blank one means "do nothing" (docs/requirements.md#folders). */
export function cleanFolderName(raw: string): string | null {
  const name = raw.trim();
  return name === '' ? null : name;
}

/**
 * The folder name fields (add, rename): trimmed, checked with the server's rule for a name, except that a
 * blank one is let through, since it means "do nothing" (docs/requirements.md#folders).
 */
export const folderNameForm = z.object({
  name: z
    .string()
    .check(z.trim())
    .check((ctx) => {
      if (ctx.value === '') return;
      const checked = updateFolderBody.shape.name.safeParse(ctx.value);
      const issue = checked.error?.issues[0];
      if (issue) ctx.issues.push({ code: 'custom', message: issue.message, input: ctx.value });
    }),
});
