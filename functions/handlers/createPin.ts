import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createPin } from '../domain/pins.ts';

export const handler = endpoint('createPin', declared.createPin, ({ caller, params, body, now }) =>
  createPin(caller, params.projectId, body, now),
);
