import { endpoint } from '../commons/endpoint.ts';
import { openShareLink } from '../domain/share-links.ts';

export const handler = endpoint('openShareLink', async ({ params, headers, event, now }) => {
  const visitor = { ip: event.requestContext.identity.sourceIp, userAgent: headers['user-agent'] ?? '' };
  return { result: await openShareLink(params.token ?? '', visitor, now) };
});
