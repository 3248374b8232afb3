import { userEndpoints } from '#shared/endpoints/users.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listUsers } from '../domain/users.ts';

export const handler = endpoint(userEndpoints, 'listUsers', () => listUsers());
