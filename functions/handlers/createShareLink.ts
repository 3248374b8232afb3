import { endpoint } from '../commons/endpoint.ts';
import { createShareLink } from '../domain/share-links.ts';

export const handler = endpoint('createShareLink', ({ caller, body, headers, now }) =>
  createShareLink(caller, body, headers, now),
);
