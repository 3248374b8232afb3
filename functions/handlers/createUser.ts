import * as declared from '#shared/endpoints/users.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createUser } from '../domain/users.ts';

export const handler = endpoint('createUser', declared.createUser, ({ caller, body, now }) =>
  createUser(caller, body, now),
);
