import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { startPinPhotoUpload } from '../domain/pin-photos.ts';

export const handler = endpoint('startPinPhotoUpload', declared.startPinPhotoUpload, ({ caller, params, body, now }) =>
  startPinPhotoUpload(caller, params.id, body, now),
);
