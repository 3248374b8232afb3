/**
 * Pins on a sheet (site issues, punch items; docs/requirements.md#pins-on-a-sheet), checked in the browser
 * and on the server alike. A pin's point is in the page's own space: PDF points of the unrotated page at
 * scale 1, origin at the top left as PDF.js's viewport gives it (docs/data-model.md#pins).
 */
import * as z from 'zod/mini';
import { DATE_KEY_PATTERN, isDateKey } from '../time.ts';
import { idField, optionalText, requiredText } from './common.ts';
import { schema } from './define.ts';
import { isUlid } from './documents.ts';
import { cursorParam, limitParam } from './paging.ts';
import { photoFileList, uploadIdList } from './tasks.ts';

export const PIN_CATEGORIES = ['defect', 'safety', 'question', 'punch'] as const;
export type PinCategory = (typeof PIN_CATEGORIES)[number];
export const PIN_STATUSES = ['open', 'ready', 'closed'] as const;
export type PinStatus = (typeof PIN_STATUSES)[number];

export const PIN_CATEGORY_LABELS: Record<PinCategory, string> = {
  defect: 'Defect',
  safety: 'Safety',
  question: 'Question',
  punch: 'Punch item',
};
export const PIN_STATUS_LABELS: Record<PinStatus, string> = {
  open: 'Open',
  ready: 'Ready for review',
  closed: 'Closed',
};

export const MAX_PIN_TITLE = 200;
export const MAX_PIN_DESCRIPTION = 5000;
export const MAX_PIN_COMMENT = 2000;
/** The largest page side PDF allows: 200 inches, in points. */
export const MAX_PAGE_POINTS = 14_400;
export const MAX_PIN_PAGE = 100_000;
export const OUTSIDE_PAGE = 'The pin must be on the page';

const CATEGORY_MESSAGE = 'Category must be defect, safety, question or punch';
const STATUS_MESSAGE = 'Status must be open, ready or closed';
const DUE_MESSAGE = 'Due date must be a date (YYYY-MM-DD)';

export const pinCategory = /* @__PURE__ */ schema(() => z.enum(PIN_CATEGORIES, { error: CATEGORY_MESSAGE }));
export const pinStatus = /* @__PURE__ */ schema(() => z.enum(PIN_STATUSES, { error: STATUS_MESSAGE }));

const points = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number` })
    .check(z.gte(min, { error: `${label} must be from ${min} to ${MAX_PAGE_POINTS}` }))
    .check(z.lte(MAX_PAGE_POINTS, { error: `${label} must be from ${min} to ${MAX_PAGE_POINTS}` }));

/** Where a pin sits: the page (from 1), its point, and the page's size as the viewer measured it. */
export const pinSpot = /* @__PURE__ */ schema(() =>
  z
    .object({
      page: z
        .number({ error: 'Page must be a whole number' })
        .check(z.int({ error: 'Page must be a whole number' }))
        .check(z.gte(1, { error: `Page must be from 1 to ${MAX_PIN_PAGE}` }))
        .check(z.lte(MAX_PIN_PAGE, { error: `Page must be from 1 to ${MAX_PIN_PAGE}` })),
      x: points('x', 0),
      y: points('y', 0),
      pageWidth: points('Page width', 1),
      pageHeight: points('Page height', 1),
    })
    .check(z.refine((s) => s.x <= s.pageWidth && s.y <= s.pageHeight, { error: OUTSIDE_PAGE, path: ['x'] })),
);
export type PinSpot = z.infer<typeof pinSpot>;

/** A form's empty choice ('') is no value: null. */
const blankIsNull = (message: string, valid: (value: string) => boolean) =>
  z.pipe(
    z.optional(
      z.nullable(z.string({ error: message }).check(z.refine((v) => v === '' || valid(v), { error: message }))),
    ),
    z.transform((v) => (v === '' ? null : v)),
  );

const dueDate = () => blankIsNull(DUE_MESSAGE, (v) => DATE_KEY_PATTERN.test(v) && isDateKey(v));

/** What a person types about a pin. */
export const pinFields = /* @__PURE__ */ schema(() =>
  z.object({
    title: requiredText('Title', MAX_PIN_TITLE),
    category: pinCategory,
    assigneeId: blankIsNull('Assignee is not a valid id', isUlid),
    dueDate: dueDate(),
    description: optionalText('Description', MAX_PIN_DESCRIPTION),
  }),
);
export type PinFields = z.infer<typeof pinFields>;
export type PinFieldsInput = z.input<typeof pinFields>;

export const PIN_ID_MESSAGE = 'id must be an id made on the device (a ULID)';
export const PIN_ID_TAKEN = 'This pin id belongs to another pin';
export const PIN_ID_NOT_YOURS = 'This pin id was not made for you: place the pin again';
export const PIN_ID_BINNED = 'This pin was placed and has since been deleted';
export const PIN_ID_FUTURE = 'The pin id is dated in the future: please check the date and time on your device';

/**
 * POST /api/projects/{projectId}/pins: a pin on a version of a sheet of the project. `id`, when sent, is
 * the pin's id made on the phone (docs/requirements.md#pins-placed-without-a-connection): the same id sent
 * again answers the pin it placed the first time instead of placing a second one.
 */
export const createPinBody = /* @__PURE__ */ schema(() =>
  z.extend(pinFields, {
    id: z.optional(
      z.string({ error: PIN_ID_MESSAGE }).check(z.regex(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/, { error: PIN_ID_MESSAGE })),
    ),
    fileId: idField('fileId'),
    version: z
      .number({ error: 'version must be a version number' })
      .check(z.int({ error: 'version must be a version number' }))
      .check(z.gte(1, { error: 'version must be a version number' }))
      .check(z.lte(999_999, { error: 'version must be a version number' })),
    spot: pinSpot,
  }),
);
export type CreatePinBody = z.infer<typeof createPinBody>;
export type CreatePinInput = z.input<typeof createPinBody>;

/**
 * PUT /api/pins/{id}: the fields sent change; `spot` moves the pin and `confirmPosition` keeps it where it
 * is: either clears the "check position" mark a new version set.
 */
export const updatePinBody = /* @__PURE__ */ schema(() =>
  z.extend(z.partial(pinFields), {
    /** Blank clears it. */
    description: z.optional(
      z
        .string({ error: 'Description must be text' })
        .check(z.trim())
        .check(
          z.maxLength(MAX_PIN_DESCRIPTION, { error: `Description must be at most ${MAX_PIN_DESCRIPTION} characters` }),
        ),
    ),
    spot: z.optional(pinSpot),
    confirmPosition: z.optional(z.literal(true, { error: 'confirmPosition must be true' })),
  }),
);
export type UpdatePinBody = z.infer<typeof updatePinBody>;

export const pinStatusBody = /* @__PURE__ */ schema(() => z.object({ status: pinStatus }));

const flag = (label: string) =>
  z.pipe(
    z.optional(z.enum(['true', 'false'], { error: `${label} must be true or false` })),
    z.transform((v) => (v === undefined ? undefined : v === 'true')),
  );

/** The filters of a project's pins (the Issues screen and its CSV export), as fields of each query. */
const filterFields = () => ({
  status: z.optional(pinStatus),
  category: z.optional(pinCategory),
  assigneeId: z.optional(idField('assigneeId')),
  fileId: z.optional(idField('fileId')),
  overdue: flag('overdue'),
});

/** GET /api/projects/{projectId}/pins/export: the filters alone (its own schema, so each bundle holds one). */
export const exportPinsQuery = /* @__PURE__ */ schema(() => z.object(filterFields()));
export type PinFilters = z.infer<typeof exportPinsQuery>;

export const listPinsQuery = /* @__PURE__ */ schema(() =>
  z.object({ ...filterFields(), limit: limitParam, cursor: cursorParam }),
);
export type ListPinsQuery = z.infer<typeof listPinsQuery>;

/** POST /api/pins/{id}/comments: what a person writes on a pin. */
export const pinCommentBody = /* @__PURE__ */ schema(() =>
  z.object({ text: requiredText('Comment', MAX_PIN_COMMENT) }),
);
export type PinCommentBody = z.infer<typeof pinCommentBody>;

/** GET /api/pins/{id}/comments: pages of limit (default 50) with cursor, oldest first. */
export const listPinCommentsQuery = /* @__PURE__ */ schema(() => z.object({ limit: limitParam, cursor: cursorParam }));
export type ListPinCommentsQuery = z.infer<typeof listPinCommentsQuery>;

/** The most photos a pin holds (docs/requirements.md#pins-on-a-sheet). */
export const MAX_PIN_PHOTOS = 20;
export const TOO_MANY_PIN_PHOTOS = `A pin can have at most ${MAX_PIN_PHOTOS} photos`;

/**
 * POST /api/pins/{id}/photo-uploads: the photos to send, declared as the site report declares its own
 * (shared/schemas/tasks.ts imageUploadRequest: image types, at most 20 MB each, an optional thumbnail).
 */
export const pinPhotoUploadBody = /* @__PURE__ */ schema(() =>
  z.object({ files: photoFileList(MAX_PIN_PHOTOS, TOO_MANY_PIN_PHOTOS) }),
);
export type PinPhotoUploadBody = z.infer<typeof pinPhotoUploadBody>;

/** POST /api/pins/{id}/photos: the uploads (sent to their presigned URLs) that become the pin's photos. */
export const pinPhotosBody = /* @__PURE__ */ schema(() =>
  z.object({ uploadIds: uploadIdList(MAX_PIN_PHOTOS, TOO_MANY_PIN_PHOTOS) }),
);
export type PinPhotosBody = z.infer<typeof pinPhotosBody>;
