import * as declared from '#shared/endpoints/recycle-bin.ts';
import { endpoint } from '../commons/endpoint.ts';
import { restoreBinItem } from '../domain/bin-restore.ts';

export const handler = endpoint('restoreBinItem', declared.restoreBinItem, ({ caller, params, body, now }) =>
  restoreBinItem(caller, params.projectId, params.id, body, now),
);
