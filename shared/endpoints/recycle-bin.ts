import { ADMIN, type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { BinPage, Restored } from '../models/recycle-bin.ts';
import { listBinQuery, restoreBody } from '../schemas/recycle-bin.ts';

export const listRecycleBin = {
  method: 'GET',
  path: '/api/projects/{projectId}/recycle-bin',
  access: SIGNED_IN,
  summary:
    "What was deleted in a project in the last 30 days, newest first, in the areas the caller's role reaches: { items: [{ _id, kind, name, module, place, deletedBy, deletedAt, purgeAt, contains?, parentBinId? }], nextCursor }; parentBinId names the binned folder a file or folder waits for (its folder, or the nearest one above it, is in the bin: restore that first). Filter: area (plan, marketing, construction, schedules). Paged by cursor (50 a page).",
  query: listBinQuery,
  status: 200,
  response: /* @__PURE__ */ returns<BinPage>(),
} as const satisfies Endpoint;

export const restoreBinItem = {
  method: 'POST',
  path: '/api/projects/{projectId}/recycle-bin/{id}/restore',
  access: SIGNED_IN,
  summary:
    'Puts a deleted item back where it was, with everything it had (a file: every version; a task: notes, photos and dependencies, one on a task still in the bin coming back when that one does), and answers the restored object. Anyone who may delete in its area may restore. 409 when the folder it was in is gone, unless { "toRoot": true } (then it goes to the area root); a name taken there gets " (restored)". 404 when it is not in the bin, except for a folder restored under a new path whose subfolders do not all have it yet (a failure after the restore): asking again finishes them and answers the folder.',
  body: restoreBody,
  status: 200,
  response: /* @__PURE__ */ returns<Restored>(),
} as const satisfies Endpoint;

export const deleteBinItem = {
  method: 'DELETE',
  path: '/api/projects/{projectId}/recycle-bin/{id}',
  access: ADMIN,
  summary: 'Deletes an item in the bin forever: its items and every stored object (admin only).',
  status: 204,
  response: /* @__PURE__ */ returns<undefined>(),
} as const satisfies Endpoint;

/** The recycle bin of a project (docs/data-model.md#recycle-bin). */
export const recycleBinEndpoints = { listRecycleBin, restoreBinItem, deleteBinItem } as const satisfies Record<
  string,
  Endpoint
>;
