import * as declared from '#shared/endpoints/recycle-bin.ts';
import { endpoint } from '../commons/endpoint.ts';
import { deleteBinItem } from '../domain/bin-erase.ts';

export const handler = endpoint('deleteBinItem', declared.deleteBinItem, async ({ caller, params, now }) => {
  await deleteBinItem(caller, params.projectId, params.id, now);
});
