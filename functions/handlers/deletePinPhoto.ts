import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deletePinPhoto } from '../domain/pin-photos.ts';

export const handler = endpoint('deletePinPhoto', declared.deletePinPhoto, ({ caller, params, now }) =>
  deletePinPhoto(caller, params.id, params.photoId, now),
);
