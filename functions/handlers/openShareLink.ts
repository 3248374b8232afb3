import * as declared from '#shared/endpoints/sharing.ts';
import { endpoint } from '../commons/endpoint.ts';
import { openShareLink } from '../domain/share-links.ts';

export const handler = endpoint(
  'openShareLink',
  declared.openShareLink,
  async ({ params, query, headers, event, now }) => {
    const visitor = { ip: event.requestContext.identity.sourceIp, userAgent: headers['user-agent'] ?? '' };
    // A person in a browser sees the landing page first; a program (curl, the print shop's tools) gets the file.
    const want = query.get ?? ((headers.accept ?? '').includes('text/html') ? 'page' : 'download');
    return openShareLink(params.token, visitor, want, now);
  },
);
