import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type {
  DocumentFile,
  FileSheet,
  FilesResponse,
  FileUrl,
  FileVersion,
  Message,
  UploadParts,
  UploadStart,
} from '../models/documents.ts';
import {
  completeUploadBody,
  fileUrlQuery,
  listFilesQuery,
  moveCopyBody,
  startUploadBody,
  uploadPartsBody,
} from '../schemas/files.ts';

export const listFiles = {
  method: 'GET',
  path: '/api/files/{module}',
  access: SIGNED_IN,
  summary:
    "A folder's contents from one DynamoDB Query: { files, folder, subfolders, breadcrumbs, nextCursor }. folderId=root lists the module root. Pages of at most limit items (default 500).",
  query: listFilesQuery,
  status: 200,
  response: /* @__PURE__ */ returns<FilesResponse>(),
} as const satisfies Endpoint;

export const uploadFile = {
  method: 'POST',
  path: '/api/upload/{module}',
  access: SIGNED_IN,
  summary:
    'multipart/form-data upload of one small file (at most 4 MB): fields file, folderId (or root), projectId, author, user_id (ignored: the token names the uploader), source (standalone: only .pdf .jpg .jpeg .png). Larger files: 413, use POST /api/uploads.',
  status: 201,
  response: /* @__PURE__ */ returns<DocumentFile>(),
} as const satisfies Endpoint;

export const startUpload = {
  method: 'POST',
  path: '/api/uploads',
  access: SIGNED_IN,
  summary:
    'Start a direct-to-S3 upload (up to 50 GB): answers one presigned PUT for files up to 16 MB, else an S3 multipart upload with presigned part URLs. Confirm with complete; unconfirmed uploads leave no file. A 0-byte file is refused: 400 "{name} is empty".',
  body: startUploadBody,
  status: 201,
  response: /* @__PURE__ */ returns<UploadStart>(),
} as const satisfies Endpoint;

export const getUploadParts = {
  method: 'POST',
  path: '/api/uploads/{id}/parts',
  access: SIGNED_IN,
  summary:
    'Fresh presigned URLs for parts of a multipart upload (at most 100 per call); with complete: true also the presigned POST that completes the upload at S3 (the client sends the parts list there, so no API time limit applies), then confirms with complete.',
  body: uploadPartsBody,
  status: 200,
  response: /* @__PURE__ */ returns<UploadParts>(),
} as const satisfies Endpoint;

export const completeUpload = {
  method: 'POST',
  path: '/api/uploads/{id}/complete',
  access: SIGNED_IN,
  summary:
    "Confirm an upload: a multipart upload is first completed at S3 with the presigned request from parts (or, for a small one, send parts [{ partNumber, etag }] here). The object is checked (it exists, its real size is the declared one, the upload is the caller's), then the file and its folder counters are written in one transaction.",
  body: completeUploadBody,
  status: 201,
  response: /* @__PURE__ */ returns<DocumentFile>(),
} as const satisfies Endpoint;

export const abortUpload = {
  method: 'DELETE',
  path: '/api/uploads/{id}',
  access: SIGNED_IN,
  summary: 'Give up an upload: its bytes are removed and no file is recorded.',
  status: 204,
  response: /* @__PURE__ */ returns<undefined>(),
} as const satisfies Endpoint;

export const deleteFile = {
  method: 'DELETE',
  path: '/api/files/{module}/{id}',
  access: SIGNED_IN,
  summary: 'Delete a file: its record and folder counters in one transaction, then its S3 object.',
  status: 200,
  response: /* @__PURE__ */ returns<Message>(),
} as const satisfies Endpoint;

export const downloadFile = {
  method: 'GET',
  path: '/api/file/{module}/{id}',
  access: SIGNED_IN,
  summary:
    'Download or view a file: 302 to a presigned S3 GET valid 5 minutes, served under the original file name (disposition=inline to view).',
  query: fileUrlQuery,
  status: 302,
  /** No body: the Location header is the answer. */
  response: /* @__PURE__ */ returns<undefined>(),
} as const satisfies Endpoint;

export const getFileUrl = {
  method: 'GET',
  path: '/api/file/{module}/{id}/url',
  access: SIGNED_IN,
  summary: 'The same presigned GET as JSON, for viewers and links that cannot send a bearer token.',
  query: fileUrlQuery,
  status: 200,
  response: /* @__PURE__ */ returns<FileUrl>(),
} as const satisfies Endpoint;

export const moveFile = {
  method: 'PUT',
  path: '/api/file/{module}/{id}/move',
  access: SIGNED_IN,
  summary:
    'Move a file to another folder or module (target_folder_id may be root); counters follow in one transaction.',
  body: moveCopyBody,
  status: 200,
  response: /* @__PURE__ */ returns<DocumentFile>(),
} as const satisfies Endpoint;

export const copyFile = {
  method: 'POST',
  path: '/api/file/{module}/{id}/copy',
  access: SIGNED_IN,
  summary: 'Copy a file, with its S3 object, to a folder of any module (files up to 5 GB).',
  body: moveCopyBody,
  status: 201,
  response: /* @__PURE__ */ returns<DocumentFile>(),
} as const satisfies Endpoint;

export const listFileVersions = {
  method: 'GET',
  path: '/api/file/{module}/{id}/versions',
  access: SIGNED_IN,
  summary:
    "Every version of a file, newest first: number, uploader, date, size, format, note, and which is current. Download or view one with `?version=` on the file's download or url path.",
  status: 200,
  response: /* @__PURE__ */ returns<FileVersion[]>(),
} as const satisfies Endpoint;

export const getFileSheet = {
  method: 'GET',
  path: '/api/file/{module}/{id}/sheet',
  access: SIGNED_IN,
  summary:
    "The current version's page count and first-page size in inches, read from the PDF with ranged reads (the print dialog's size and scale); { sheet: null } for a file that is not a PDF or cannot be read.",
  status: 200,
  response: /* @__PURE__ */ returns<FileSheet>(),
} as const satisfies Endpoint;

export const makeVersionCurrent = {
  method: 'POST',
  path: '/api/file/{module}/{id}/versions/{version}/current',
  access: SIGNED_IN,
  summary:
    'Makes an older version current by adding it again as the newest version (history is never rewritten). Answers the file.',
  status: 201,
  response: /* @__PURE__ */ returns<DocumentFile>(),
} as const satisfies Endpoint;

/**
 * Files of the document areas. The {module} path segment names an area, but a file is always judged by its
 * own project and module (the viewer reads every file through /api/file/plan/{id}, docs/requirements.md#pdf-viewer).
 */
export const fileEndpoints = {
  listFiles,
  uploadFile,
  startUpload,
  getUploadParts,
  completeUpload,
  abortUpload,
  deleteFile,
  downloadFile,
  getFileUrl,
  moveFile,
  copyFile,
  listFileVersions,
  getFileSheet,
  makeVersionCurrent,
} as const satisfies Record<string, Endpoint>;
