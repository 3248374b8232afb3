/** Inputs of the schedule baseline endpoints (docs/requirements.md#baselines). */
import * as z from 'zod/mini';
import type { Role } from '../roles.ts';
import { requiredText } from './common.ts';
import { schema } from './define.ts';

/** How many baselines one schedule keeps. */
export const MAX_BASELINES = 5;
export const MAX_BASELINE_NAME = 60;
/** The baseline an MS Project file's Baseline fields become on import. */
export const IMPORTED_BASELINE_NAME = 'Imported';
/** Who saves, renames and deletes baselines (of a schedule they can open); whoever opens it reads them. */
export const BASELINE_KEEPERS: readonly Role[] = ['admin', 'pm'];

export const baselineBody = /* @__PURE__ */ schema(() =>
  z.object({ name: requiredText('Baseline name', MAX_BASELINE_NAME) }),
);
export type BaselineBody = z.infer<typeof baselineBody>;
