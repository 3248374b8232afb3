/** Inputs of the recycle bin's endpoints (docs/data-model.md#recycle-bin). */
import * as z from 'zod/mini';
import { BIN_AREAS } from '../models/recycle-bin.ts';
import { schema } from './define.ts';
import { cursorParam } from './paging.ts';

export const listBinQuery = /* @__PURE__ */ schema(() =>
  z.object({
    area: z.optional(z.enum(BIN_AREAS, { error: 'Area must be plan, marketing, construction or schedules' })),
    cursor: cursorParam,
  }),
);
export type ListBinQuery = z.infer<typeof listBinQuery>;

export const restoreBody = /* @__PURE__ */ schema(() =>
  z.object({
    /** Restore into the area root when the folder it was in is gone. */
    toRoot: z.optional(z.boolean({ error: 'toRoot must be true or false' })),
  }),
);
export type RestoreBody = z.infer<typeof restoreBody>;
