import * as declared from '#shared/endpoints/email-suppressions.ts';
import { endpoint } from '../commons/endpoint.ts';
import { liftEmailSuppression } from '../domain/email-suppressions.ts';

export const handler = endpoint('liftEmailSuppression', declared.liftEmailSuppression, ({ body }) =>
  liftEmailSuppression(body.email),
);
