/**
 * The recycle bin's access rule (docs/data-model.md#recycle-bin): the project must exist (404) and be the
 * caller's (403); an item in it is seen and restored by whoever may delete in its area, as for deleting it.
 */
import type { Caller } from '../commons/auth/authenticate.ts';
import { notFound } from '../commons/errors.ts';
import { getProject } from '../data/projects.ts';
import { type BinRecord, getBinItem } from '../data/recycle-bin.ts';
import { assertModuleAccess, assertProjectAccess } from './access.ts';
import { NOT_IN_BIN } from './refusals.ts';

export async function assertBinProject(caller: Caller, projectId: string): Promise<void> {
  // As everywhere: an unknown id is 404, a project that is not the caller's 403.
  if (!(await getProject(projectId))) throw notFound('Project not found');
  assertProjectAccess(caller, projectId);
}

/**
 * The bin item of `id` in the project, for a caller who may delete in its area. One being erased is gone,
 * except to a delete forever (which finishes a stopped erase).
 */
export async function loadBinItem(
  caller: Caller,
  projectId: string,
  id: string,
  options: { erasing?: boolean } = {},
): Promise<BinRecord> {
  await assertBinProject(caller, projectId);
  const bin = await getBinItem(projectId, id);
  if (!bin || (bin.purgingAt && !options.erasing)) throw notFound(NOT_IN_BIN);
  assertModuleAccess(caller, bin.module, projectId);
  return bin;
}
