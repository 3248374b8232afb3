import * as declared from '#shared/endpoints/pins.ts';
import { endpoint } from '../commons/endpoint.ts';
import { addPinComment } from '../domain/pin-comments.ts';

export const handler = endpoint('addPinComment', declared.addPinComment, ({ caller, params, body, now }) =>
  addPinComment(caller, params.id, body, now),
);
