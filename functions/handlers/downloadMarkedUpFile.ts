import * as declared from '#shared/endpoints/markups.ts';
import { endpoint } from '../commons/endpoint.ts';
import { downloadMarkedUp } from '../domain/markup-download.ts';

export const handler = endpoint(
  'downloadMarkedUpFile',
  declared.downloadMarkedUpFile,
  ({ caller, params, query, now }) =>
    downloadMarkedUp(caller, { moduleParam: params.module, fileId: params.id }, query, now),
);
