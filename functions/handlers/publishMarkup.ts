import * as declared from '#shared/endpoints/markups.ts';
import { endpoint } from '../commons/endpoint.ts';
import { publishMarkup } from '../domain/markups.ts';

export const handler = endpoint('publishMarkup', declared.publishMarkup, ({ caller, params, now }) =>
  publishMarkup(caller, { moduleParam: params.module, fileId: params.id, markupId: params.markupId }, now),
);
