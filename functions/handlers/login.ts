import { authEndpoints } from '#shared/endpoints/auth.ts';
import { endpoint } from '../commons/endpoint.ts';
import { login } from '../domain/auth.ts';

export const handler = endpoint(authEndpoints, 'login', ({ body, event, now }) =>
  login(body, event.requestContext.identity.sourceIp, now),
);
