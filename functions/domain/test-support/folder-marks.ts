/** Marks a folder record carries in the bin or under deletion, for the domain's unit tests. */
import type { FolderDeleteStatus } from '#shared/models/documents.ts';
import type { BinMark } from '../../data/recycle-bin.ts';

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
