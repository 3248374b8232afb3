import * as declared from '#shared/endpoints/sharing.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createShareLink } from '../domain/share-links.ts';

export const handler = endpoint('createShareLink', declared.createShareLink, ({ caller, body, now }) =>
  createShareLink(caller, body, now),
);
