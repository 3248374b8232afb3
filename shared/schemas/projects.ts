import * as z from 'zod/mini';
import { optionalText, requiredText } from './common.ts';
import { schema } from './define.ts';

export const PROJECT_STATUSES = ['active', 'inactive'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const projectBody = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText('Project name'),
    description: optionalText('Description', 2000),
    status: z._default(z.enum(PROJECT_STATUSES, { error: 'Status must be active or inactive' }), 'active'),
  }),
);
export type ProjectBody = z.infer<typeof projectBody>;

export const listProjectsQuery = /* @__PURE__ */ schema(() =>
  z.object({
    user_id: z.optional(z.string().check(z.maxLength(100))),
  }),
);
