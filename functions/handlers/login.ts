import * as declared from '#shared/endpoints/auth.ts';
import { endpoint } from '../commons/endpoint.ts';
import { login } from '../domain/auth.ts';

export const handler = endpoint('login', declared.login, ({ body, event, now }) =>
  login(body, event.requestContext.identity.sourceIp, now),
);
