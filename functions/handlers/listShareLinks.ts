import * as declared from '#shared/endpoints/sharing.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listShareLinks } from '../domain/share-links.ts';

export const handler = endpoint('listShareLinks', declared.listShareLinks, ({ caller, query, now }) =>
  listShareLinks(caller, query.fileId, query.module, now),
);
