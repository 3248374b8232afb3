/**
 * Puts the in-memory document store (document-store.ts) behind the named data and storage modules, over
 * their real pure helpers and constants. Call it before the dynamic import of the domain module under
 * test: `fakeDocumentStore('files', 'folders'); const { moveFile } = await import('./files.ts');`.
 */
import { vi } from 'vitest';
import { fakeData } from './document-store.ts';

type Faked = keyof typeof fakeData;

const MODULES: Record<Faked, string> = {
  files: '#functions/data/files.ts',
  folders: '#functions/data/folders.ts',
  containerLists: '#functions/data/container-lists.ts',
  folderCreate: '#functions/data/folder-create.ts',
  folderRename: '#functions/data/folder-rename.ts',
  fileVersions: '#functions/data/file-versions.ts',
  folderDelete: '#functions/data/folder-delete.ts',
  folderBin: '#functions/data/folder-bin.ts',
  uploads: '#functions/data/uploads.ts',
  activityLog: '#functions/data/activity-log.ts',
  objects: '#functions/storage/objects.ts',
  transfers: '#functions/storage/file-transfers.ts',
};

export function fakeDocumentStore(...names: Faked[]): void {
  for (const name of names) {
    vi.doMock(MODULES[name], async (original) => ({ ...(await original<object>()), ...fakeData[name] }));
  }
}
