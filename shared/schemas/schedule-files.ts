/** Inputs of the schedule file endpoints (docs/requirements.md#schedule-import-and-export). */
import * as z from 'zod/mini';
import { schema } from './define.ts';

/** The `{schedule}` of a schedule file path (checked by PATH_PARAMS in contract-types.ts). */
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
