import * as declared from '#shared/endpoints/users.ts';
import { endpoint } from '../commons/endpoint.ts';
import { updateUser } from '../domain/users.ts';

export const handler = endpoint('updateUser', declared.updateUser, ({ caller, params, body, now }) =>
  updateUser(caller, params.id, body, now),
);
