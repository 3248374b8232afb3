import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { changePinStatus } from '../domain/pins.ts';

export const handler = endpoint('changePinStatus', declared.changePinStatus, ({ caller, params, body, now }) =>
  changePinStatus(caller, params.id, body.status, now),
);
