/** Share links (docs/requirements.md#temporary-share-links), checked in the browser and on the server alike. */
import * as z from 'zod/mini';
import { MODULES } from '../roles.ts';
import { idField } from './common.ts';
import { schema } from './define.ts';

export const MIN_SHARE_HOURS = 1;
export const MAX_SHARE_HOURS = 168;
export const DEFAULT_SHARE_HOURS = 24;
const HOURS_MESSAGE = `Valid for (hours) must be a whole number from ${MIN_SHARE_HOURS} to ${MAX_SHARE_HOURS}`;

export const moduleField = /* @__PURE__ */ schema(() =>
  z.enum(MODULES, { error: 'Module must be plan, marketing or construction' }),
);

export const shareFileBody = /* @__PURE__ */ schema(() =>
  z.object({
    fileId: idField('fileId'),
    module: moduleField,
    /** Sent by the old client; the signed-in user is recorded instead. */
    userId: z.optional(z.string().check(z.maxLength(100))),
    hoursValid: z._default(
      z.coerce
        .number({ error: HOURS_MESSAGE })
        .check(z.int({ error: HOURS_MESSAGE }))
        .check(z.gte(MIN_SHARE_HOURS, { error: HOURS_MESSAGE }))
        .check(z.lte(MAX_SHARE_HOURS, { error: HOURS_MESSAGE })),
      DEFAULT_SHARE_HOURS,
    ),
  }),
);
export type ShareFileBody = z.infer<typeof shareFileBody>;

/** Opening a link: no `get` (a browser) answers the landing page; `download` or `view` answers the file. */
export const openShareLinkQuery = /* @__PURE__ */ schema(() =>
  z.object({
    get: z.optional(z.enum(['download', 'view'], { error: 'get must be download or view' })),
  }),
);
export type OpenShareLinkQuery = z.infer<typeof openShareLinkQuery>;

export const listShareLinksQuery = /* @__PURE__ */ schema(() =>
  z.object({
    fileId: idField('fileId'),
    module: moduleField,
  }),
);
