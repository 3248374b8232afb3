/**
 * The recycle bin of a project (docs/data-model.md#recycle-bin): list what was deleted, restore it, delete it
 * forever. Who sees and restores an item follows its area, as for deleting it; deleting forever is the
 * admins' (the contract's access rule).
 */
import type { BinArea, BinKind, BinPage, Restored } from '#shared/models/recycle-bin.ts';
import { canUseModule, MODULES, type Module } from '#shared/roles.ts';
import type { ListBinQuery, RestoreBody } from '#shared/schemas/recycle-bin.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden, notFound } from '../commons/errors.ts';
import { getProject } from '../data/projects.ts';
import { type BinRecord, getBinItem, listBin, markBinPurging, toBinEntry } from '../data/recycle-bin.ts';
import { assertModuleAccess, assertProjectAccess, NO_SECTION_ACCESS } from './access.ts';
import type { Actor } from './activity-log.ts';
import { eraseFile, restoreFile } from './file-bin.ts';
import { NOT_IN_BIN, orWorded } from './refusals.ts';

export const BIN_PAGE_SIZE = 50;

const AREA_MODULES: Record<BinArea, readonly Module[]> = {
  plan: ['plan'],
  marketing: ['marketing'],
  construction: ['construction'],
  schedules: ['construction', 'marketing'],
};

/** Restoring and erasing, by kind; folders and tasks join as their deletes move to the bin. */
const KINDS: Partial<
  Record<
    BinKind,
    {
      restore: (caller: Caller, bin: BinRecord, toRoot: boolean, now: Date) => Promise<Restored>;
      erase: (actor: Actor, bin: BinRecord, now: Date) => Promise<void>;
    }
  >
> = {
  file: { restore: restoreFile, erase: eraseFile },
};

async function assertProject(caller: Caller, projectId: string): Promise<void> {
  // As everywhere: an unknown id is 404, a project that is not the caller's 403.
  if (!(await getProject(projectId))) throw notFound('Project not found');
  assertProjectAccess(caller, projectId);
}

export async function listRecycleBin(caller: Caller, projectId: string, query: ListBinQuery): Promise<BinPage> {
  await assertProject(caller, projectId);
  const wanted = query.area ? AREA_MODULES[query.area] : MODULES;
  const reached = wanted.filter((m) => canUseModule(caller.role, m));
  if (reached.length === 0) throw forbidden(NO_SECTION_ACCESS);
  const modules = reached.length === wanted.length ? undefined : reached;
  const page = await orWorded(listBin(projectId, { area: query.area, modules }, BIN_PAGE_SIZE, query.cursor));
  return { items: page.items.map(toBinEntry), nextCursor: page.nextCursor };
}

/**
 * The bin item of `id` in the project, for a caller who may delete in its area. One being erased is gone,
 * except to a delete forever (which finishes a stopped erase).
 */
async function loadBinItem(caller: Caller, projectId: string, id: string, erasing = false) {
  await assertProject(caller, projectId);
  const bin = await getBinItem(projectId, id);
  const kind = bin && KINDS[bin.kind];
  if (!bin || !kind || (bin.purgingAt && !erasing)) throw notFound(NOT_IN_BIN);
  assertModuleAccess(caller, bin.module, projectId);
  return { bin, kind };
}

export async function restoreBinItem(
  caller: Caller,
  projectId: string,
  id: string,
  body: RestoreBody,
  now: Date,
): Promise<Restored> {
  const { bin, kind } = await loadBinItem(caller, projectId, id);
  return kind.restore(caller, bin, body.toRoot === true, now);
}

/** Delete forever: marked first (no restore after that), then erased in steps a repeat finishes. */
export async function deleteBinItem(caller: Caller, projectId: string, id: string, now: Date): Promise<void> {
  const { bin, kind } = await loadBinItem(caller, projectId, id, true);
  if (!(await markBinPurging(bin, now.toISOString()))) throw notFound(NOT_IN_BIN);
  await kind.erase(caller, bin, now);
}
