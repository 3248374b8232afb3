/** The recycle bin (docs/data-model.md#recycle-bin): what was deleted in a project, kept 30 days. */
import type { Module } from '../roles.ts';
import type { ConstructionTask, MarketingTask } from '../task-models.ts';
import type { DocumentFile, Folder } from './documents.ts';
import type { Pin } from './pins.ts';

/** A restore's 409 when the folder a file was in is gone; the screen then offers the area root. */
export const RESTORE_FOLDER_GONE =
  'The folder this file was in has been deleted. Restore it to the area root instead, or restore the folder first.';

/** The same 409 for a folder whose parent folder is gone. */
export const RESTORE_PARENT_GONE =
  'The folder this folder was in has been deleted. Restore it to the area root instead, or restore that folder first.';

/** Days an item stays in the bin before the scheduled purge erases it. */
export const BIN_KEEP_DAYS = 30;

export const BIN_KINDS = ['file', 'folder', 'task', 'marketing_task', 'pin'] as const;
export type BinKind = (typeof BIN_KINDS)[number];

/** The bin's filter: a document area, or both schedules. */
export const BIN_AREAS = ['plan', 'marketing', 'construction', 'schedules'] as const;
export type BinArea = (typeof BIN_AREAS)[number];

export interface BinEntry {
  /** The deleted object's own id. */
  _id: string;
  kind: BinKind;
  name: string;
  /** The area whose section decides who may see and restore it. */
  module: Module;
  /** Where it was: a folder path ("Plan File / Drawings"), a schedule, or a pin's sheet and page. */
  place: string;
  deletedBy: { id: string; name: string };
  deletedAt: string;
  /** When the scheduled purge erases it. */
  purgeAt: string;
  /** A folder: what it held when it was deleted. */
  contains?: { files: number; folders: number };
  /**
   * A file or folder whose folder (or a folder above that) is itself in the bin: the bin id of the nearest
   * such folder, which "Restore the parent too" restores first.
   */
  parentBinId?: string;
}

export interface BinPage {
  items: BinEntry[];
  nextCursor: string | null;
}

/** What a restore answers: the object as it is back. */
export type Restored = DocumentFile | Folder | ConstructionTask | MarketingTask | Pin;
