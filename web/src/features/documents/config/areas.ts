/**
 * The three document areas (docs/requirements.md#areas-compared) differ only in what this table says: routes, titles, the file table's
 * columns, the date fallback, the breadcrumb, and which row actions exist. Every screen and dialog of the
 * feature is written once and reads its area from here.
 */
import type { Module } from '#shared/roles.ts';

export type ColumnId =
  | 'name'
  | 'author'
  | 'size'
  | 'format'
  | 'uploadDate'
  | 'uploadBy'
  | 'moveCopy'
  | 'actions'
  | 'print'
  | 'share'
  | 'delete';

export const COLUMN_LABELS: Record<ColumnId, string> = {
  name: 'File Name',
  author: 'Author',
  size: 'Size',
  format: 'Format',
  uploadDate: 'Upload Date',
  uploadBy: 'Upload By',
  moveCopy: 'Move/Copy',
  actions: 'Actions',
  print: 'Print',
  share: 'Share',
  delete: 'Delete',
};

export interface AreaConfig {
  module: Module;
  /** The area name in the file-area header. */
  areaName: string;
  /** The area root: Root of the breadcrumb, and Back from a level 1 folder. */
  rootPath: string;
  /** The folder browser showing the children of `folderId` (null: the root). */
  browsePath: (folderId: string | null) => string;
  /** The contents screen (subfolders and files) of a folder. */
  contentsPath: (folderId: string) => string;
  editFoldersPath: string;
  uploadPagePath: string;
  /** Page titles of the management and upload pages. */
  editFoldersTitle: string;
  uploadPageTitle: string;
  /** The standalone upload page's button; "Upload Files" takes several files. */
  uploadPageButton: string;
  /** The upload page's author field: 'Author' (plan) or 'File Author' with a role title as example. */
  uploadPageAuthorLabel: string;
  uploadPageMultiple: boolean;
  /** Standalone pages take only .pdf .jpg .jpeg .png; the Upload Plan File page takes any file. */
  uploadPageTypesLimited: boolean;
  /** Plan's folder page is a hierarchy; marketing and construction manage level 1 folders in a flat table. */
  editFoldersKind: 'hierarchy' | 'flat';
  /** The screen title, with the folder name when inside one (null at the root). */
  title: (projectName: string, folderName: string | null) => string;
  columns: readonly ColumnId[];
  /** Upload Date for a missing or invalid date. */
  dateFallback: '-' | 'N/A';
  /** The last breadcrumb (the folder itself) is plain text, not a link. */
  breadcrumbLastPlain: boolean;
  /** Modules a file of this area can be copied into; empty: no Copy. */
  copyTargets: readonly Module[];
  /** How a failed file delete is reported. */
  deleteErrorAs: 'banner' | 'alert';
}

const withFolder = (prefix: string, folderName: string | null) => (folderName ? `${prefix} - ${folderName}` : prefix);
const enc = encodeURIComponent;

export const AREAS: Record<Module, AreaConfig> = {
  plan: {
    module: 'plan',
    areaName: 'Plan File',
    rootPath: '/planfile_page',
    browsePath: (id) => (id ? `/planfile_page/${enc(id)}` : '/planfile_page'),
    contentsPath: (id) => `/planfile_list/${enc(id)}`,
    editFoldersPath: '/plan_edit_folder',
    uploadPagePath: '/plan_upload',
    editFoldersTitle: 'Edit Plan Folders',
    uploadPageTitle: 'Upload Plan File',
    uploadPageButton: 'Upload File',
    uploadPageAuthorLabel: 'Author',
    uploadPageMultiple: false,
    uploadPageTypesLimited: false,
    editFoldersKind: 'hierarchy',
    title: (project, folder) => `Project: ${project} - ${folder ?? 'Root'}`,
    columns: ['name', 'author', 'size', 'format', 'uploadDate', 'uploadBy', 'moveCopy', 'print', 'share', 'delete'],
    dateFallback: '-',
    breadcrumbLastPlain: true,
    copyTargets: ['marketing', 'construction'],
    deleteErrorAs: 'banner',
  },
  marketing: {
    module: 'marketing',
    areaName: 'Marketing',
    rootPath: '/marketing_folder',
    browsePath: (id) => (id ? `/marketing_folder?parent_id=${enc(id)}` : '/marketing_folder'),
    contentsPath: (id) => `/marketingfile_list/${enc(id)}`,
    editFoldersPath: '/marketing_edit_folder',
    uploadPagePath: '/marketing_upload',
    editFoldersTitle: 'Edit Marketing Folders',
    uploadPageTitle: 'Upload Marketing File',
    uploadPageButton: 'Upload',
    uploadPageAuthorLabel: 'File Author',
    uploadPageMultiple: false,
    uploadPageTypesLimited: true,
    editFoldersKind: 'flat',
    title: (project, folder) => withFolder(`Marketing Folder: ${project}`, folder),
    columns: ['name', 'size', 'format', 'uploadDate', 'uploadBy', 'actions', 'delete'],
    dateFallback: '-',
    breadcrumbLastPlain: false,
    copyTargets: [],
    deleteErrorAs: 'alert',
  },
  construction: {
    module: 'construction',
    areaName: 'Construction',
    rootPath: '/construction_files_folder',
    browsePath: (id) => (id ? `/construction_files_folder?parent_id=${enc(id)}` : '/construction_files_folder'),
    contentsPath: (id) => `/construction_files/${enc(id)}`,
    editFoldersPath: '/construction_edit_folder',
    uploadPagePath: '/construction_upload',
    editFoldersTitle: 'Manage Construction Folders',
    uploadPageTitle: 'Upload Construction Files',
    uploadPageButton: 'Upload Files',
    uploadPageAuthorLabel: 'File Author',
    uploadPageMultiple: true,
    uploadPageTypesLimited: true,
    editFoldersKind: 'flat',
    title: (project, folder) => withFolder(`Construction Files: ${project}`, folder),
    columns: ['name', 'author', 'size', 'format', 'uploadDate', 'uploadBy', 'moveCopy', 'print', 'share', 'delete'],
    dateFallback: 'N/A',
    breadcrumbLastPlain: true,
    copyTargets: ['construction'],
    deleteErrorAs: 'banner',
  },
};

/** The area of a module name from a URL, or undefined. */
export function areaOf(module: string | undefined): AreaConfig | undefined {
  return module && Object.hasOwn(AREAS, module) ? AREAS[module as Module] : undefined;
}
