import { endpoint } from '../commons/endpoint.ts';
import { listUsers } from '../domain/users.ts';

export const handler = endpoint('listUsers', () => listUsers());
