import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { pinPhotosOf } from '../domain/pin-photos.ts';

export const handler = endpoint('listPinPhotos', declared.listPinPhotos, ({ caller, params }) =>
  pinPhotosOf(caller, params.id),
);
