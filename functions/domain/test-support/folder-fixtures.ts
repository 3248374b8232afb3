/** Folders for the domain's unit tests: a small tree, and the marks a folder carries in the bin or under deletion. */
import type { FolderDeleteStatus } from '#shared/models/documents.ts';
import type { BinMark } from '../../data/recycle-bin.ts';
import type { DocumentStore } from './document-store.ts';

export const BIN_MARK: BinMark = {
  deletedAt: '2026-11-01T12:00:00.000Z',
  deletedBy: { id: 'U1', name: 'Pat' },
  purgeAt: '2026-12-01T12:00:00.000Z',
};

export const deleting = (folderId: string): FolderDeleteStatus => ({
  folderId,
  state: 'deleting',
  deletedFiles: 0,
  totalFiles: 3,
  deletedFolders: 0,
  totalFolders: 1,
});

/** Drawings > Level 1 > Electrical, and Specs beside Drawings, in the plan area of P1. */
export function addDrawingsTree(store: DocumentStore) {
  const drawings = store.addFolder('F-drawings', 'Drawings');
  const level1 = store.addFolder('F-level1', 'Level 1', drawings);
  return {
    drawings,
    level1,
    electrical: store.addFolder('F-electrical', 'Electrical', level1),
    specs: store.addFolder('F-specs', 'Specs'),
  };
}
