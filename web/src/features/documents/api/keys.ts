/** Query keys of the document areas. Any change to folders or files invalidates `documentKeys.all`. */
import type { Module } from '#shared/roles.ts';

export const documentKeys = {
  all: ['documents'] as const,
  contents: (module: Module, projectId: string, folderId: string) =>
    [...documentKeys.all, 'contents', module, projectId, folderId] as const,
  children: (module: Module, projectId: string, parentId: string | null) =>
    [...documentKeys.all, 'children', module, projectId, parentId ?? 'root'] as const,
  tree: (module: Module, projectId: string) => [...documentKeys.all, 'tree', module, projectId] as const,
  deleteStatus: (folderId: string) => [...documentKeys.all, 'delete-status', folderId] as const,
  shareLinks: (module: Module, fileId: string) => [...documentKeys.all, 'share-links', module, fileId] as const,
  versions: (module: Module, fileId: string) => [...documentKeys.all, 'versions', module, fileId] as const,
  pins: (fileId: string) => [...documentKeys.all, 'pins', fileId] as const,
  /** A version's markups: its own partition on the server. */
  markups: (fileId: string, version: number) => [...documentKeys.all, 'markups', fileId, version] as const,
  assignees: (fileId: string) => [...documentKeys.all, 'assignees', fileId] as const,
  pinComments: (pinId: string) => [...documentKeys.all, 'pin-comments', pinId] as const,
  pinPhotos: (pinId: string) => [...documentKeys.all, 'pin-photos', pinId] as const,
  /** A version's sheet never changes: the key names the version. */
  sheet: (module: Module, fileId: string, version: number) =>
    [...documentKeys.all, 'sheet', module, fileId, version] as const,
};
