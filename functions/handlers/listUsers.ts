import * as declared from '#shared/endpoints/users.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listUsers } from '../domain/users.ts';

export const handler = endpoint('listUsers', declared.listUsers, () => listUsers());
