import * as declared from '#shared/endpoints/recycle-bin.ts';
import { endpoint } from '../commons/endpoint.ts';
import { listRecycleBin } from '../domain/recycle-bin.ts';

export const handler = endpoint('listRecycleBin', declared.listRecycleBin, ({ caller, params, query }) =>
  listRecycleBin(caller, params.projectId, query),
);
