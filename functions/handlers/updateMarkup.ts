import * as declared from '#shared/endpoints/markups.ts';
import { endpoint } from '../commons/endpoint.ts';
import { updateMarkup } from '../domain/markups.ts';

export const handler = endpoint('updateMarkup', declared.updateMarkup, ({ caller, params, body, now }) =>
  updateMarkup(caller, { moduleParam: params.module, fileId: params.id, markupId: params.markupId }, body, now),
);
