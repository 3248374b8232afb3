import * as declared from '#shared/endpoints/markups.ts';
import { endpoint } from '../commons/endpoint.ts';
import { createMarkup } from '../domain/markups.ts';

export const handler = endpoint('createMarkup', declared.createMarkup, ({ caller, params, body, now }) =>
  createMarkup(caller, { moduleParam: params.module, fileId: params.id }, body, now),
);
