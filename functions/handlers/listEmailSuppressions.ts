import * as declared from '#shared/endpoints/email-suppressions.ts';
import { endpoint } from '../commons/endpoint.ts';
import { emailSuppressions } from '../domain/email-suppressions.ts';

export const handler = endpoint('listEmailSuppressions', declared.listEmailSuppressions, ({ query }) =>
  emailSuppressions(query),
);
