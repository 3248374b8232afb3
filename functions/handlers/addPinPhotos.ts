import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { addPinPhotos } from '../domain/pin-photos.ts';

export const handler = endpoint('addPinPhotos', declared.addPinPhotos, ({ caller, params, body, now }) =>
  addPinPhotos(caller, params.id, body.uploadIds, now),
);
