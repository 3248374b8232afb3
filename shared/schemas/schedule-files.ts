/** Inputs of the schedule file endpoints (docs/requirements.md#schedule-import-and-export). */
import * as z from 'zod/mini';
import { idField } from './common.ts';
import { schema } from './define.ts';

/** The `{schedule}` of a schedule file path (checked by its path parameter schema in contract-types.ts). */
export type ScheduleName = 'construction' | 'marketing';

export const SCHEDULE_FILE_FORMATS = ['mspdi', 'csv'] as const;
export type ScheduleFileFormat = (typeof SCHEDULE_FILE_FORMATS)[number];

export const exportScheduleQuery = /* @__PURE__ */ schema(() =>
  z.object({
    format: z.enum(SCHEDULE_FILE_FORMATS, { error: 'Format must be mspdi or csv' }),
    /** The baseline MS Project's Baseline 0 is written from; without it the latest saved. */
    baseline: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'baseline is not a valid id' }))),
  }),
);
export type ExportScheduleQuery = z.infer<typeof exportScheduleQuery>;

/** `?preview=true` checks the file and writes nothing; `mode=replace` imports a file imported before again, in place of it. */
export const importScheduleQuery = /* @__PURE__ */ schema(() =>
  z.object({
    preview: z.enum(['true', 'false'], { error: 'preview must be true or false' }),
    mode: z.optional(z.enum(['replace'], { error: 'mode must be replace' })),
  }),
);
export type ImportScheduleQuery = z.infer<typeof importScheduleQuery>;

/**
 * POST .../import-uploads: the file about to be sent straight to storage (docs/requirements.md#schedule-import-and-export);
 * its size is checked against the import's limit by the server (413), as a file sent in the request is.
 */
export const importUploadBody = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: z
      .string({ error: 'fileName is required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'fileName is required' }),
        z.maxLength(255, { error: 'fileName must be at most 255 characters' }),
      ),
    size: z
      .number({ error: 'size must be the file size in bytes' })
      .check(
        z.int({ error: 'size must be the file size in bytes' }),
        z.gte(1, { error: 'The file is empty' }),
        z.lte(Number.MAX_SAFE_INTEGER, { error: 'size must be the file size in bytes' }),
      ),
  }),
);
export type ImportUploadBody = z.infer<typeof importUploadBody>;

/** The import's JSON body: the id of a file uploaded through import-uploads (a file sent as a form has none). */
export const importScheduleBody = /* @__PURE__ */ schema(() => z.object({ uploadId: z.optional(idField('uploadId')) }));
export type ImportScheduleBody = z.infer<typeof importScheduleBody>;
