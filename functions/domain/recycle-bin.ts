/**
 * The recycle bin's list (docs/data-model.md#recycle-bin): what was deleted in a project, newest first, in the
 * areas the caller's role reaches.
 */
import type { BinArea, BinPage } from '#shared/models/recycle-bin.ts';
import { canUseModule, MODULES, type Module } from '#shared/roles.ts';
import type { ListBinQuery } from '#shared/schemas/recycle-bin.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden } from '../commons/errors.ts';
import { listBin, toBinEntry } from '../data/recycle-bin.ts';
import { NO_SECTION_ACCESS } from './access.ts';
import { assertBinProject } from './bin-access.ts';
import { binnedParents, withParentBin } from './bin-parents.ts';
import { orWorded } from './refusals.ts';

export const BIN_PAGE_SIZE = 50;

const AREA_MODULES: Record<BinArea, readonly Module[]> = {
  plan: ['plan'],
  marketing: ['marketing'],
  construction: ['construction'],
  schedules: ['construction', 'marketing'],
};

export async function listRecycleBin(caller: Caller, projectId: string, query: ListBinQuery): Promise<BinPage> {
  await assertBinProject(caller, projectId);
  const wanted = query.area ? AREA_MODULES[query.area] : MODULES;
  const reached = wanted.filter((m) => canUseModule(caller.role, m));
  if (reached.length === 0) throw forbidden(NO_SECTION_ACCESS);
  const modules = reached.length === wanted.length ? undefined : reached;
  const page = await orWorded(listBin(projectId, { area: query.area, modules }, BIN_PAGE_SIZE, query.cursor));
  const parents = await binnedParents(page.items);
  return { items: page.items.map((r) => withParentBin(toBinEntry(r), parents)), nextCursor: page.nextCursor };
}
