import * as declared from '#shared/endpoints/sharing.ts';
import { endpoint } from '../commons/endpoint.ts';
import { revokeShareLink } from '../domain/share-links.ts';

export const handler = endpoint('revokeShareLink', declared.revokeShareLink, ({ caller, params, now }) =>
  revokeShareLink(caller, params.id, now),
);
