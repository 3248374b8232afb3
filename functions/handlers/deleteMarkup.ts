import * as declared from '#shared/endpoints/markups.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deleteMarkup } from '../domain/markups.ts';

export const handler = endpoint('deleteMarkup', declared.deleteMarkup, ({ caller, params, now }) =>
  deleteMarkup(caller, { moduleParam: params.module, fileId: params.id, markupId: params.markupId }, now),
);
