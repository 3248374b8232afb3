import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { updatePin } from '../domain/pins.ts';

export const handler = endpoint('updatePin', declared.updatePin, ({ caller, params, body, now }) =>
  updatePin(caller, params.id, body, now),
);
