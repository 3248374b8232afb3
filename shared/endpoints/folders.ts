import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type {
  Breadcrumb,
  Folder,
  FolderDeleted,
  FolderDeleteStatus,
  FolderDetail,
  FolderList,
} from '../models/documents.ts';
import { createFolderBody, listFoldersQuery, updateFolderBody } from '../schemas/folders.ts';

export const listFolders = {
  method: 'GET',
  path: '/api/folders',
  access: SIGNED_IN,
  summary:
    'Folders of a module in a project: level=1 roots; parent_id children (parent_id=null: roots); view_mode=tree&hierarchical=true nested children; view_mode=flat with parent_id; otherwise every folder of the module in tree order. A plain array, or { folders, nextCursor } when limit or cursor is given.',
  query: listFoldersQuery,
  status: 200,
  response: /* @__PURE__ */ returns<FolderList>(),
} as const satisfies Endpoint;

export const getFolder = {
  method: 'GET',
  path: '/api/folders/{id}',
  access: SIGNED_IN,
  summary: 'One folder with its counters and ancestors; while it is being deleted, deleteStatus shows progress.',
  status: 200,
  response: /* @__PURE__ */ returns<FolderDetail>(),
} as const satisfies Endpoint;

export const getFolderBreadcrumbs = {
  method: 'GET',
  path: '/api/folders/{id}/breadcrumbs',
  access: SIGNED_IN,
  summary: 'The path to a folder as [{ _id, name }], from its level 1 ancestor to the folder itself.',
  status: 200,
  response: /* @__PURE__ */ returns<Breadcrumb[]>(),
} as const satisfies Endpoint;

export const getFolderDeleteStatus = {
  method: 'GET',
  path: '/api/folders/{id}/delete-status',
  access: SIGNED_IN,
  summary:
    'State of a recursive folder delete: active (not being deleted), deleting (with progress) or done (kept for a day).',
  status: 200,
  response: /* @__PURE__ */ returns<FolderDeleteStatus>(),
} as const satisfies Endpoint;

export const createFolder = {
  method: 'POST',
  path: '/api/folders',
  access: SIGNED_IN,
  summary:
    'Create a folder at the module root or inside parent_id; at most 3 levels; names are unique among siblings, ignoring case.',
  body: createFolderBody,
  status: 201,
  response: /* @__PURE__ */ returns<Folder>(),
} as const satisfies Endpoint;

export const updateFolder = {
  method: 'PUT',
  path: '/api/folders/{id}',
  access: SIGNED_IN,
  summary: 'Rename a folder (the breadcrumbs of its subfolders follow).',
  body: updateFolderBody,
  status: 200,
  response: /* @__PURE__ */ returns<Folder>(),
} as const satisfies Endpoint;

export const deleteFolder = {
  method: 'DELETE',
  path: '/api/folders/{id}',
  access: SIGNED_IN,
  summary:
    "Delete a folder with every subfolder and file in it: it moves to the project's recycle bin (200, at once whatever it holds) and leaves every listing, count, search result and share link; restore it with POST /api/projects/{projectId}/recycle-bin/{id}/restore. A delete begun before the recycle bin is finished as it was begun (202 while a large one is emptied in the background: follow GET /api/folders/{id}/delete-status).",
  status: 200,
  acceptsLater: true,
  response: /* @__PURE__ */ returns<FolderDeleted>(),
} as const satisfies Endpoint;

/**
 * Folders of the document areas. Access: any signed-in role here; the domain then requires the role to
 * have the module's section (docs/requirements.md#roles-and-what-each-may-do) and the project to be one of the caller's (admins: every project).
 */
export const folderEndpoints = {
  listFolders,
  getFolder,
  getFolderBreadcrumbs,
  getFolderDeleteStatus,
  createFolder,
  updateFolder,
  deleteFolder,
} as const satisfies Record<string, Endpoint>;
