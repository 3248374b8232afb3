import { endpoint } from '../commons/endpoint.ts';
import { createShareLink } from '../domain/share-links.ts';

export const handler = endpoint('createShareLink', ({ caller, body, now }) => createShareLink(caller, body, now));
