import { type Endpoint, returns, SIGNED_IN } from '../contract-types.ts';
import type { Pin, PinAssignee, PinComment, PinCommentsPage, PinPhoto, PinsPage } from '../models/pins.ts';
import { PIN_MANAGERS, PIN_WRITERS } from '../pin-rules.ts';
import {
  createPinBody,
  exportPinsQuery,
  listPinCommentsQuery,
  listPinsQuery,
  pinCommentBody,
  pinPhotosBody,
  pinPhotoUploadBody,
  pinStatusBody,
  updatePinBody,
} from '../schemas/pins.ts';
import type { ImageUploadTarget } from '../task-models.ts';

const WRITERS = { kind: 'roles', roles: PIN_WRITERS } as const;
const MANAGERS = { kind: 'roles', roles: PIN_MANAGERS } as const;

export const createPin = {
  method: 'POST',
  path: '/api/projects/{projectId}/pins',
  access: WRITERS,
  summary:
    'Places a pin on a version of a sheet of the project: { fileId, version, spot: { page, x, y, pageWidth, pageHeight } (PDF points of the unrotated page, origin top left), title, category (defect, safety, question, punch), assigneeId?, dueDate?, description? }. Site, project manager, office and admin users who can open the sheet. 400 for a point outside the page or a sheet of another project.',
  body: createPinBody,
  status: 201,
  response: /* @__PURE__ */ returns<Pin>(),
} as const satisfies Endpoint;

export const listPins = {
  method: 'GET',
  path: '/api/projects/{projectId}/pins',
  access: SIGNED_IN,
  summary:
    "The project's pins, newest first, on the sheets of the areas the caller opens: filters status, category, assigneeId, fileId (a sheet), overdue (true or false); pages of limit (default 100) with cursor.",
  query: listPinsQuery,
  status: 200,
  response: /* @__PURE__ */ returns<PinsPage>(),
} as const satisfies Endpoint;

export const exportPins = {
  method: 'GET',
  path: '/api/projects/{projectId}/pins/export',
  access: SIGNED_IN,
  summary: "The project's pins with the same filters as the list, as a CSV file to save (at most 5,000).",
  query: exportPinsQuery,
  status: 200,
  answersFile: true,
  response: /* @__PURE__ */ returns<string>(),
} as const satisfies Endpoint;

export const listSheetPins = {
  method: 'GET',
  path: '/api/file/{module}/{id}/pins',
  access: SIGNED_IN,
  summary:
    "Every pin of a sheet, whatever version it was placed on; a pin placed on an older version than the current one carries checkPositionOn (the current version's number).",
  status: 200,
  response: /* @__PURE__ */ returns<Pin[]>(),
} as const satisfies Endpoint;

export const listPinAssignees = {
  method: 'GET',
  path: '/api/file/{module}/{id}/assignees',
  access: WRITERS,
  summary:
    "Who a pin on this sheet may be assigned to: the users of the sheet's project who can open its area, by name ({ id, name }).",
  status: 200,
  response: /* @__PURE__ */ returns<PinAssignee[]>(),
} as const satisfies Endpoint;

export const getPin = {
  method: 'GET',
  path: '/api/pins/{id}',
  access: SIGNED_IN,
  summary: 'One pin, for anyone who can open its sheet.',
  status: 200,
  response: /* @__PURE__ */ returns<Pin>(),
} as const satisfies Endpoint;

export const updatePin = {
  method: 'PUT',
  path: '/api/pins/{id}',
  access: WRITERS,
  summary:
    "Changes the fields sent (title, category, assigneeId, dueDate, description; null or blank clears the last three). spot moves the pin; confirmPosition: true keeps it where it is; either puts it on the sheet's current version and clears its check-position mark. 409 when someone changed it meanwhile.",
  body: updatePinBody,
  status: 200,
  response: /* @__PURE__ */ returns<Pin>(),
} as const satisfies Endpoint;

export const changePinStatus = {
  method: 'POST',
  path: '/api/pins/{id}/status',
  access: SIGNED_IN,
  summary: '{ status: open | ready | closed }. The assignee, a project manager or an admin.',
  body: pinStatusBody,
  status: 200,
  response: /* @__PURE__ */ returns<Pin>(),
} as const satisfies Endpoint;

export const deletePin = {
  method: 'DELETE',
  path: '/api/pins/{id}',
  access: MANAGERS,
  summary:
    'Moves a pin to the recycle bin (with its comments and photos, restored with it). A project manager or an admin who can open its sheet.',
  status: 200,
  response: /* @__PURE__ */ returns<{ message: string }>(),
} as const satisfies Endpoint;

export const listPinComments = {
  method: 'GET',
  path: '/api/pins/{id}/comments',
  access: SIGNED_IN,
  summary:
    "A pin's comments, oldest first, each with its author and time, for anyone who can open its sheet; pages of limit (default 50) with cursor.",
  query: listPinCommentsQuery,
  status: 200,
  response: /* @__PURE__ */ returns<PinCommentsPage>(),
} as const satisfies Endpoint;

export const addPinComment = {
  method: 'POST',
  path: '/api/pins/{id}/comments',
  access: WRITERS,
  summary:
    '{ text } (at most 2,000 characters): a comment on the pin. Site, project manager, office and admin users who can open its sheet.',
  body: pinCommentBody,
  status: 201,
  response: /* @__PURE__ */ returns<PinComment>(),
} as const satisfies Endpoint;

export const startPinPhotoUpload = {
  method: 'POST',
  path: '/api/pins/{id}/photo-uploads',
  access: WRITERS,
  summary:
    "{ files: [{ name, size, type, thumbnailSize? }] }: presigned PUT URLs for photos of the pin (and their thumbnails) straight to S3, as the site report's. Image types only, at most 20 MB each, at most 20 photos a pin. Site, project manager, office and admin users who can open its sheet.",
  body: pinPhotoUploadBody,
  status: 201,
  response: /* @__PURE__ */ returns<ImageUploadTarget[]>(),
} as const satisfies Endpoint;

export const addPinPhotos = {
  method: 'POST',
  path: '/api/pins/{id}/photos',
  access: WRITERS,
  summary:
    '{ uploadIds }: checks what arrived at the upload URLs (an image, at most 20 MB) and adds the photos to the pin, each with its activity entry. 400 past 20 photos a pin. Confirming the same uploads again answers the photos already added.',
  body: pinPhotosBody,
  status: 201,
  response: /* @__PURE__ */ returns<PinPhoto[]>(),
} as const satisfies Endpoint;

export const listPinPhotos = {
  method: 'GET',
  path: '/api/pins/{id}/photos',
  access: SIGNED_IN,
  summary:
    "A pin's photos, oldest first, with short-lived photo and thumbnail URLs, for anyone who can open its sheet.",
  status: 200,
  response: /* @__PURE__ */ returns<PinPhoto[]>(),
} as const satisfies Endpoint;

export const deletePinPhoto = {
  method: 'DELETE',
  path: '/api/pins/{id}/photos/{photoId}',
  access: WRITERS,
  summary: 'Removes a photo from a pin (and its objects): a project manager, an admin, or the person who added it.',
  status: 200,
  response: /* @__PURE__ */ returns<{ message: string }>(),
} as const satisfies Endpoint;

/** Pins on a sheet (docs/requirements.md#pins-on-a-sheet). */
export const pinEndpoints = {
  createPin,
  listPins,
  exportPins,
  listSheetPins,
  listPinAssignees,
  getPin,
  updatePin,
  changePinStatus,
  deletePin,
  listPinComments,
  addPinComment,
  startPinPhotoUpload,
  addPinPhotos,
  listPinPhotos,
  deletePinPhoto,
} as const satisfies Record<string, Endpoint>;
