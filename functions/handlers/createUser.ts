import { endpoint } from '../commons/endpoint.ts';
import { createUser } from '../domain/users.ts';

export const handler = endpoint('createUser', ({ caller, body, now }) => createUser(caller, body, now));
