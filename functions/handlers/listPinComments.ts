import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { pinCommentsFor } from '../domain/pin-comments.ts';

export const handler = endpoint('listPinComments', declared.listPinComments, ({ caller, params, query }) =>
  pinCommentsFor(caller, params.id, query),
);
