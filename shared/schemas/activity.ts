/** Filters of the activity log (docs/requirements.md#activity-log). */
import { z } from 'zod';
import { ACTIVITY_AREAS, ACTIVITY_KINDS } from '../models/activity.ts';
import { idField } from './common.ts';
import { cursorParam, limitParam } from './paging.ts';

const dateKey = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD)` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${label} must be a date (YYYY-MM-DD)` })
    .optional();

const filters = {
  kind: z.enum(ACTIVITY_KINDS, { error: 'Unknown kind of activity' }).optional(),
  actorId: idField('actorId').optional(),
  /** Days in Toronto, both included. */
  from: dateKey('From'),
  to: dateKey('To'),
  limit: limitParam,
  cursor: cursorParam,
};

const fromBeforeTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const FROM_AFTER_TO = { error: 'From must be on or before To', path: ['from'] };

export const projectActivityQuery = z
  .object({
    ...filters,
    area: z.enum(ACTIVITY_AREAS, { error: 'Area must be plan, marketing or construction' }).optional(),
    /** One object's history (a file, a folder, a task). */
    objectId: idField('objectId').optional(),
  })
  .refine(fromBeforeTo, FROM_AFTER_TO);
export type ProjectActivityQuery = z.infer<typeof projectActivityQuery>;

export const adminActivityQuery = z.object(filters).refine(fromBeforeTo, FROM_AFTER_TO);
export type AdminActivityQuery = z.infer<typeof adminActivityQuery>;
