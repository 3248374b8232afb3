import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import { MARKUP_WRITERS } from '../markup-rules.ts';
import type { MarkedUpPdf, Markup } from '../models/markups.ts';
import { createMarkupBody, markupVersionQuery, updateMarkupBody } from '../schemas/markups.ts';

const WRITERS = { kind: 'roles', roles: MARKUP_WRITERS } as const;

export const listMarkups = {
  method: 'GET',
  path: '/api/file/{module}/{id}/markups',
  access: SIGNED_IN,
  summary:
    "The markups of a version of a sheet (version absent: the current one): everyone's published ones and the caller's own drafts, oldest first.",
  query: markupVersionQuery,
  status: 200,
  response: /* @__PURE__ */ returns<Markup[]>(),
} as const satisfies Endpoint;

export const createMarkup = {
  method: 'POST',
  path: '/api/file/{module}/{id}/markups',
  access: WRITERS,
  summary:
    'Saves a draft markup on a page of a version of the sheet: { version, page, pageWidth, pageHeight, shapes } (points in PDF points of the unrotated page, origin top left). Shapes: freehand (points), cloud, rectangle (from, to corners), arrow (from tail, to head), text (at, text, size), dimension (from, to, label), each with a colour of the palette and a stroke width. Site, project manager, office and admin users who can open the sheet. 400 for a point outside the page, a version the sheet does not have, more than 200 shapes or 5,000 points.',
  body: createMarkupBody,
  status: 201,
  response: /* @__PURE__ */ returns<Markup>(),
} as const satisfies Endpoint;

export const updateMarkup = {
  method: 'PUT',
  path: '/api/file/{module}/{id}/markups/{markupId}',
  access: WRITERS,
  summary: "Replaces the markup's shapes ({ shapes }). Its author only. 409 when it changed meanwhile.",
  body: updateMarkupBody,
  status: 200,
  response: /* @__PURE__ */ returns<Markup>(),
} as const satisfies Endpoint;

export const publishMarkup = {
  method: 'POST',
  path: '/api/file/{module}/{id}/markups/{markupId}/publish',
  access: WRITERS,
  summary: 'Publishes a draft: everyone who can open the sheet sees it from then on. Its author only.',
  status: 200,
  response: /* @__PURE__ */ returns<Markup>(),
} as const satisfies Endpoint;

export const deleteMarkup = {
  method: 'DELETE',
  path: '/api/file/{module}/{id}/markups/{markupId}',
  access: WRITERS,
  summary: 'Deletes a markup: its author, or a project manager or an admin when it is published.',
  status: 200,
  response: /* @__PURE__ */ returns<{ message: string }>(),
} as const satisfies Endpoint;

export const downloadMarkedUpFile = {
  method: 'GET',
  path: '/api/file/{module}/{id}/marked-up',
  access: SIGNED_IN,
  summary:
    "Download with markups: a copy of the sheet's PDF version (version absent: the current one) with its published markups drawn into the pages, answered as a short-lived download link. 400 when the file is not a PDF.",
  query: markupVersionQuery,
  status: 200,
  response: /* @__PURE__ */ returns<MarkedUpPdf>(),
} as const satisfies Endpoint;

/** Markups on a sheet (docs/requirements.md#markups). */
export const markupEndpoints = {
  listMarkups,
  createMarkup,
  updateMarkup,
  publishMarkup,
  deleteMarkup,
  downloadMarkedUpFile,
} as const satisfies Record<string, Endpoint>;
