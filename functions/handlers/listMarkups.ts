import * as declared from '#shared/endpoints/markups.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listMarkups } from '../domain/markups.ts';

export const handler = endpoint('listMarkups', declared.listMarkups, ({ caller, params, query }) =>
  listMarkups(caller, { moduleParam: params.module, fileId: params.id }, query),
);
