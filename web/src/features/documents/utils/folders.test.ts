import { describe, expect, it } from 'vitest';
import type { Folder, FolderTreeNode } from '#shared/models/documents.ts';
import {
  canHoldSubfolders,
  cleanFolderName,
  flattenTree,
  folderCountsLabel,
  folderHasFiles,
  folderOptionLabel,
  foldersOf,
  levelLine,
  selectedPathText,
} from './folders.ts';

const folder = (over: Partial<Folder>): Folder => ({
  _id: 'F',
  name: 'F',
  level: 1,
  module: 'plan',
  parent_id: null,
  projectId: 'P',
  fileCount: 0,
  totalFileCount: 0,
  subfolderCount: 0,
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('folder texts', () => {
  it('level lines', () => {
    expect(levelLine(null, 4)).toBe('Level 1 Folders - 4 folders');
    expect(levelLine(2, 3)).toBe('Level 2 - 3 subfolders');
    // One is one (seen in the phone screenshots: "Level 2 - 1 subfolders").
    expect(levelLine(2, 1)).toBe('Level 2 - 1 subfolder');
    expect(levelLine(null, 1)).toBe('Level 1 Folders - 1 folder');
    expect(levelLine(3, 0)).toBe('Level 3 - 0 subfolders');
  });

  it('option labels and counts', () => {
    expect(folderOptionLabel({ level: 2, name: 'Structural' })).toBe('[L2] Structural');
    expect(folderCountsLabel(folder({ name: 'A', totalFileCount: 3, subfolderCount: 1 }))).toBe(
      'A (3 files, 1 subfolder)',
    );
    expect(folderCountsLabel(folder({ name: 'B', totalFileCount: 1, subfolderCount: 2 }))).toBe(
      'B (1 file, 2 subfolders)',
    );
  });

  it("path display, 'No selection' when empty", () => {
    expect(selectedPathText([null, null, null])).toBe('No selection');
    expect(selectedPathText(['Drawings', null, null])).toBe('Drawings');
    expect(selectedPathText(['Drawings', 'Structural', 'Level 2'])).toBe('Drawings / Structural / Level 2');
  });

  it('full icon when the folder or a subfolder holds files', () => {
    expect(folderHasFiles({ fileCount: 0, totalFileCount: 0 })).toBe(false);
    expect(folderHasFiles({ fileCount: 0, totalFileCount: 2 })).toBe(true);
    expect(folderHasFiles({ fileCount: 1, totalFileCount: 0 })).toBe(true);
  });

  it('trims names; blank means nothing to do', () => {
    expect(cleanFolderName('  Permits ')).toBe('Permits');
    expect(cleanFolderName('   ')).toBeNull();
    expect(canHoldSubfolders(2)).toBe(true);
    expect(canHoldSubfolders(3)).toBe(false);
  });
});

describe('folder lists', () => {
  it('accept an array or an object with folders', () => {
    const a = folder({ _id: 'A' });
    expect(foldersOf([a])).toEqual([a]);
    expect(foldersOf({ folders: [a], nextCursor: null })).toEqual([a]);
    expect(() => foldersOf({ nope: true })).toThrow('Failed to load folders');
  });

  it('flatten a tree in tree order', () => {
    const node = (id: string, level: number, children: FolderTreeNode[] = []): FolderTreeNode => ({
      ...folder({ _id: id, name: id, level }),
      children,
    });
    const flat = flattenTree([node('A', 1, [node('A1', 2, [node('A1a', 3)]), node('A2', 2)]), node('B', 1)]);
    expect(flat.map((f) => [f._id, f.level])).toEqual([
      ['A', 1],
      ['A1', 2],
      ['A1a', 3],
      ['A2', 2],
      ['B', 1],
    ]);
    expect(flat[0]).not.toHaveProperty('children');
  });
});
