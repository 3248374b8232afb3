/** Shapes the document endpoints answer with (docs/requirements.md#data-the-app-keeps: Folder, File, Breadcrumb, Files and Folder list responses). */
import type { PdfSheet } from '../print-sheets.ts';
import type { Module } from '../roles.ts';

export interface Breadcrumb {
  _id: string;
  name: string;
}

export type FolderDeleteState = 'active' | 'deleting' | 'done';

/** Progress of a recursive folder delete. Totals are the folder's counts when the delete started. */
export interface FolderDeleteStatus {
  folderId: string;
  state: FolderDeleteState;
  deletedFiles: number;
  totalFiles: number;
  deletedFolders: number;
  totalFolders: number;
  startedAt?: string;
  finishedAt?: string;
}

export interface Folder {
  _id: string;
  name: string;
  /** 1 to 3; root folders are level 1. */
  level: number;
  module: Module;
  /** null for a level 1 folder. */
  parent_id: string | null;
  projectId: string;
  /** Files directly in the folder. */
  fileCount: number;
  /** Files in the folder and all its subfolders. */
  totalFileCount: number;
  /** Direct subfolders. */
  subfolderCount: number;
  createdAt: string;
  updatedAt: string;
}

/** One folder read by id: with its ancestors (root first) and, while it is being deleted, the progress. */
export interface FolderDetail extends Folder {
  ancestors: Breadcrumb[];
  deleteStatus?: FolderDeleteStatus;
}

export interface FolderTreeNode extends Folder {
  children: FolderTreeNode[];
}

/** The object form of a folder list, answered when `limit` or `cursor` is given. */
export interface FolderPage {
  folders: Folder[];
  nextCursor: string | null;
}

export type FolderList = Folder[] | FolderTreeNode[] | FolderPage;

/** The module root of a project, standing in for a folder in a files response. */
export interface RootFolder {
  _id: 'root';
  name: string;
  level: 0;
  module: Module;
  parent_id: null;
  projectId: string;
}

export interface DocumentFile {
  _id: string;
  original_name: string;
  author: string;
  /** Bytes. */
  size: number;
  /** Extension in capitals: PDF, JPG, ... */
  format: string;
  contentType: string;
  /** UTC ISO-8601 with Z. */
  upload_date: string;
  /** The uploader's name. */
  upload_by: string;
  upload_by_id: string;
  module: Module;
  projectId: string;
  /** The folder holding the file, or 'root'. */
  folderId: string;
  /** The current version's number (absent: 1, the file has one version). */
  version?: number;
  /** The current version's note ("Rev C, issued for construction"). */
  version_note?: string;
}

/** GET /api/file/{module}/{id}/sheet: what the current version's PDF says of its pages. */
export interface FileSheet {
  sheet: PdfSheet | null;
}

/** One version of a file (GET /api/file/{module}/{id}/versions), newest first. */
export interface FileVersion {
  version: number;
  original_name: string;
  size: number;
  format: string;
  contentType: string;
  upload_date: string;
  upload_by: string;
  note?: string;
  current: boolean;
}

/** GET /api/files/{module}: one page of a folder's contents, from one DynamoDB Query. */
export interface FilesResponse {
  files: DocumentFile[];
  folder: FolderDetail | RootFolder;
  /** Subfolders on this page (they come before the files, so normally all on the first page). */
  subfolders: Folder[];
  /** Root first, the folder itself last; empty at the root. */
  breadcrumbs: Breadcrumb[];
  nextCursor: string | null;
}

export interface FolderDeleted {
  message: string;
  deleteStatus: FolderDeleteStatus;
}

export interface Message {
  message: string;
}

export interface FileUrl {
  url: string;
  fileName: string;
  contentType: string;
  expiresAt: string;
}

export interface PartUrl {
  partNumber: number;
  url: string;
}

interface UploadStartBase {
  uploadId: string;
  /** Confirm with POST /api/uploads/{uploadId}/complete before this time. */
  expiresAt: string;
}

/** Small files: one presigned PUT, sent with the given headers. */
export interface SingleUploadStart extends UploadStartBase {
  mode: 'single';
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
}

/** Large files: S3 multipart; part N holds bytes [(N-1)*partSize, N*partSize). More URLs: POST .../parts. */
export interface MultipartUploadStart extends UploadStartBase {
  mode: 'multipart';
  partSize: number;
  partCount: number;
  parts: PartUrl[];
}

export type UploadStart = SingleUploadStart | MultipartUploadStart;

/** The request that completes a multipart upload at S3: the browser POSTs the parts list (XML) to it. */
export interface CompleteRequest {
  method: 'POST';
  url: string;
}

export interface UploadParts {
  parts: PartUrl[];
  /** Present when asked for (`complete: true`). */
  complete?: CompleteRequest;
}
