import { type Endpoint, PUBLIC, returns, SIGNED_IN } from '../contract-types.ts';
import type { ShareLink, ShareLinkCreated } from '../models/sharing.ts';
import { listShareLinksQuery, openShareLinkQuery, shareFileBody } from '../schemas/sharing.ts';

export const createShareLink = {
  method: 'POST',
  path: '/api/share-file',
  access: SIGNED_IN,
  summary: 'A temporary download link for a file, valid 1 to 168 hours (default 24); anyone with it can download.',
  body: shareFileBody,
  status: 201,
  response: /* @__PURE__ */ returns<ShareLinkCreated>(),
} as const satisfies Endpoint;

export const listShareLinks = {
  method: 'GET',
  path: '/api/share-file',
  access: SIGNED_IN,
  summary: "A file's active links, with how often each was opened.",
  query: listShareLinksQuery,
  status: 200,
  response: /* @__PURE__ */ returns<ShareLink[]>(),
} as const satisfies Endpoint;

export const revokeShareLink = {
  method: 'DELETE',
  path: '/api/share-file/{id}',
  access: SIGNED_IN,
  summary: 'Ends a link before it expires.',
  status: 200,
  response: /* @__PURE__ */ returns<{ message: string }>(),
} as const satisfies Endpoint;

export const openShareLink = {
  method: 'GET',
  path: '/api/shared/{token}',
  access: PUBLIC,
  summary:
    'Opens a link. A browser (Accept: text/html) gets a small page: file, size, project, who shared it, until when, Download and View. `?get=download` or `?get=view`, and any other client, get a redirect to a fresh short download. A plain page (410 or 404) when it expired, was revoked or its file is gone.',
  query: openShareLinkQuery,
  status: 302,
  answersHtml: true,
  response: /* @__PURE__ */ returns<undefined>(),
} as const satisfies Endpoint;

export const sharingEndpoints = {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  openShareLink,
} as const satisfies Record<string, Endpoint>;
