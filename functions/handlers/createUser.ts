import { userEndpoints } from '#shared/endpoints/users.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createUser } from '../domain/users.ts';

export const handler = endpoint(userEndpoints, 'createUser', ({ caller, body, now }) => createUser(caller, body, now));
