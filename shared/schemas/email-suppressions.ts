/** The admin's list of suppressed email addresses, and lifting one (docs/requirements.md#email-notifications). */
import * as z from 'zod/mini';
import { emailField } from './common.ts';
import { schema } from './define.ts';
import { cursorParam, limitParam } from './paging.ts';

export const emailSuppressionsQuery = /* @__PURE__ */ schema(() =>
  z.object({ limit: limitParam, cursor: cursorParam }),
);
export type EmailSuppressionsQuery = z.infer<typeof emailSuppressionsQuery>;

export const liftSuppressionBody = /* @__PURE__ */ schema(() => z.object({ email: emailField }));
export type LiftSuppressionBody = z.infer<typeof liftSuppressionBody>;
