/**
 * The recycle bin's list (docs/data-model.md#recycle-bin): a project's deleted items in the areas the
 * caller's role reaches, one area or all, each naming the binned folder it waits for. The bin and the
 * folders are in-memory fakes (tests/integration/recycle-bin.test.ts keeps the real table).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SECTION_ACCESS } from '#shared/roles.ts';
import { bin, binItem } from './test-support/bin-fixtures.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { addDrawingsTree, BIN_MARK } from './test-support/folder-fixtures.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

vi.mock('../data/projects.ts', () => ({
  getProject: async (id: string) => (id === 'P1' ? { _id: id, name: 'Harbour Lofts' } : undefined),
}));
vi.mock('../data/recycle-bin.ts', async (original) => ({
  ...(await original<object>()),
  ...(await import('./test-support/bin-fixtures.ts')).fakeBin,
}));
fakeDocumentStore('folders');

const { listRecycleBin } = await import('./recycle-bin.ts');

const ids = (page: { items: { _id: string }[] }) => page.items.map((i) => i._id);

beforeEach(() => {
  store.reset();
  bin.asked = [];
  bin.items = [
    binItem('PLAN1', { fromFolderId: 'F-electrical' }),
    binItem('SITE1', { module: 'construction', area: 'construction', place: 'Construction Files' }),
    binItem('MTASK', { kind: 'marketing_task', module: 'marketing', area: 'schedules' }),
    binItem('CTASK', { kind: 'task', module: 'construction', area: 'schedules' }),
  ];
});

describe('listRecycleBin', () => {
  it('a role that reaches every area sees the whole bin, unfiltered', async () => {
    expect(ids(await listRecycleBin(caller('office'), 'P1', { cursor: undefined }))).toEqual([
      'PLAN1',
      'SITE1',
      'MTASK',
      'CTASK',
    ]);
    expect(bin.asked).toEqual([{ area: undefined, modules: undefined }]);
  });

  it('any other role sees only the modules it reaches: the schedules area of a pm is the construction schedule', async () => {
    expect(ids(await listRecycleBin(caller('pm'), 'P1', { cursor: undefined }))).toEqual(['PLAN1', 'SITE1', 'CTASK']);
    expect(ids(await listRecycleBin(caller('pm'), 'P1', { area: 'schedules', cursor: undefined }))).toEqual(['CTASK']);
    expect(ids(await listRecycleBin(caller('marketing'), 'P1', { area: 'schedules', cursor: undefined }))).toEqual([
      'MTASK',
    ]);
    expect(bin.asked.at(-1)).toEqual({ area: 'schedules', modules: ['marketing'] });
  });

  it('an area the role cannot open is 403; an unknown project 404, another one’s 403', async () => {
    expect(await refusal(listRecycleBin(caller('site'), 'P1', { area: 'plan', cursor: undefined }))).toEqual({
      kind: 'forbidden',
      message: NO_SECTION_ACCESS,
    });
    expect((await refusal(listRecycleBin(caller('pm'), 'P9', { cursor: undefined }))).kind).toBe('not-found');
    expect((await refusal(listRecycleBin(caller('pm', ['P2']), 'P1', { cursor: undefined }))).kind).toBe('forbidden');
    expect(bin.asked).toEqual([]);
  });

  it('names the binned folder an item waits for, and shows none of the record’s own bookkeeping', async () => {
    addDrawingsTree(store);
    store.folder('F-level1').binned = BIN_MARK;
    const page = await listRecycleBin(caller('pm'), 'P1', { area: 'plan', cursor: undefined });
    const { projectId: _p, area: _a, fromFolderId: _f, ...entry } = binItem('PLAN1', { fromFolderId: 'F-electrical' });
    expect(page).toEqual({ items: [{ ...entry, parentBinId: 'F-level1' }], nextCursor: null });
  });
});
