import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { getPinFor } from '../domain/pins.ts';

export const handler = endpoint('getPin', declared.getPin, ({ caller, params, now }) =>
  getPinFor(caller, params.id, now),
);
