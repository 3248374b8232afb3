import { ADMIN, type Endpoint, returns } from '../contract-types.ts';
import type { EmailSuppressionPage, LiftedSuppression } from '../models/email-suppressions.ts';
import { emailSuppressionsQuery, liftSuppressionBody } from '../schemas/email-suppressions.ts';

export const listEmailSuppressions = {
  method: 'GET',
  path: '/api/admin/email-suppressions',
  access: ADMIN,
  summary:
    'Addresses no email goes to since SES reported a permanent bounce or a complaint, newest first (admin only): { suppressions: [{ email, reason: "bounce" | "complaint", detail, at }], nextCursor }. Paged: limit (default 50) and cursor.',
  query: emailSuppressionsQuery,
  status: 200,
  response: /* @__PURE__ */ returns<EmailSuppressionPage>(),
} as const satisfies Endpoint;

export const liftEmailSuppression = {
  method: 'POST',
  path: '/api/admin/email-suppressions/lift',
  access: ADMIN,
  summary:
    'Lift the suppression of one address (admin only): { email }. Emails go to it again; 404 when it is not suppressed.',
  body: liftSuppressionBody,
  status: 200,
  response: /* @__PURE__ */ returns<LiftedSuppression>(),
} as const satisfies Endpoint;

export const emailSuppressionEndpoints = { listEmailSuppressions, liftEmailSuppression } as const satisfies Record<
  string,
  Endpoint
>;
