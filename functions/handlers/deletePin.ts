import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deletePin } from '../domain/pins.ts';

export const handler = endpoint('deletePin', declared.deletePin, ({ caller, params, now }) =>
  deletePin(caller, params.id, now),
);
