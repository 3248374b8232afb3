/**
 * Project search (docs/requirements.md#project-search): the index's hits are kept to every word and the
 * caller's areas, then checked against the live items, so a result whose item moved, went to the recycle bin
 * or sits below a binned folder is left out however far the index lags. Against an in-memory index and the
 * in-memory document store (tests/integration/search.test.ts keeps the real index and its stream).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_TOO_SHORT } from '#shared/search.ts';
import type { FileRecord } from '../data/files.ts';
import type { ConstructionTaskRecord } from '../data/schedule-tasks.ts';
import type { IndexHit, LiveItems } from '../data/search-query.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { constructionTask } from './test-support/task-table.ts';

/** The term index as the last stream records left it, and the construction tasks. */
const index = { hits: [] as IndexHit[], tasks: new Map<string, ConstructionTaskRecord>() };

/** Of the ids asked for, those the store holds. */
const found = <T>(ids: string[], from: Map<string, T>) =>
  new Map(ids.flatMap((id) => (from.has(id) ? [[id, from.get(id) as T] as const] : [])));

vi.doMock('#functions/data/search-query.ts', () => ({
  queryIndex: async (projectId: string, prefix: string) => ({
    hits: projectId === 'P1' ? index.hits.filter((h) => h.terms.split(' ').some((t) => t.startsWith(prefix))) : [],
    more: false,
  }),
  readLive: async (ids: { files: string[]; folders: string[]; tasks: string[] }): Promise<LiveItems> => ({
    files: found(ids.files, store.files),
    folders: found(ids.folders, store.folders),
    tasks: found(ids.tasks, index.tasks),
    marketingTasks: new Map(),
  }),
}));
const { searchProject } = await import('./search.ts');

const MARK = { deletedAt: '2026-11-20T12:00:00.000Z', deletedBy: { id: 'U1', name: 'Pat' }, purgeAt: '2026-12-20' };
const office = caller('office');
const site = caller('site');

const fileHit = (id: string, name: string, folderId: string): IndexHit => ({
  kind: 'file',
  id,
  module: 'plan',
  name,
  detail: 'Ada Architect',
  folderId,
  terms: name.toLowerCase().replace(/\W+/g, ' ').trim(),
});

const names = async (query: string, who = office) =>
  (await searchProject(who, 'P1', query)).groups.flatMap((g) => g.results.map((r) => `${r.name} @ ${r.place}`));

beforeEach(() => {
  store.reset();
  index.hits = [];
  index.tasks.clear();
});

describe('a file result', () => {
  it('is placed at its folder path, and every word of the query must match', async () => {
    const { structural } = store.resetToDrawings();
    store.addFile('F1', 'S-201 Slab plan.pdf', structural);
    store.addFile('F2', 'S-202 Slab detail.pdf', structural);
    index.hits = [
      fileHit('F1', 'S-201 Slab plan.pdf', structural._id),
      fileHit('F2', 'S-202 Slab detail.pdf', structural._id),
    ];
    expect(await names('slab 201')).toEqual(['S-201 Slab plan.pdf @ Plan File / Drawings / Structural']);
    expect(await names('slab')).toHaveLength(2);
  });

  it('is left out once moved, binned, or below a binned folder, though the index still names it', async () => {
    const { drawings, structural } = store.resetToDrawings();
    store.addFile('F1', 'Slab moved.pdf', drawings);
    store.addFile('F2', 'Slab binned.pdf', structural);
    store.addFile('F3', 'Slab below.pdf', structural);
    store.addFile('F4', 'Slab kept.pdf', drawings);
    index.hits = [
      fileHit('F1', 'Slab moved.pdf', structural._id),
      fileHit('F2', 'Slab binned.pdf', structural._id),
      fileHit('F3', 'Slab below.pdf', structural._id),
      fileHit('F4', 'Slab kept.pdf', drawings._id),
    ];
    store.files.set('F2', { ...(store.files.get('F2') as FileRecord), binned: MARK });
    expect(await names('slab')).toEqual([
      'Slab below.pdf @ Plan File / Drawings / Structural',
      'Slab kept.pdf @ Plan File / Drawings',
    ]);
    // Structural's own item says nothing: only its parent is in the bin.
    store.folders.set(drawings._id, { ...drawings, binned: MARK });
    expect(await names('slab')).toEqual([]);
  });
});

describe("the caller's reach", () => {
  it("keeps the hits of areas the caller's role opens, and a note only while its task stands", async () => {
    const { drawings } = store.resetToDrawings();
    store.addFile('F1', 'Slab plan.pdf', drawings);
    index.tasks.set('T1', constructionTask({ _id: 'T1', task_name: 'Pour slab' }));
    index.hits = [
      fileHit('F1', 'Slab plan.pdf', drawings._id),
      {
        kind: 'note',
        id: 'N1',
        module: 'construction',
        name: 'Slab cured',
        detail: 'Sam',
        taskId: 'T1',
        terms: 'slab cured',
      },
    ];
    expect(await names('slab', site)).toEqual(['Slab cured @ Note on Pour slab']);
    expect(await names('slab', office)).toEqual([
      'Slab plan.pdf @ Plan File / Drawings',
      'Slab cured @ Note on Pour slab',
    ]);
    index.tasks.set('T1', constructionTask({ _id: 'T1', binned: MARK }));
    expect(await names('slab', site)).toEqual([]);
  });

  it('refuses a query whose first word is too short, and another project', async () => {
    expect(await refusal(searchProject(office, 'P1', 'a'))).toEqual({ kind: 'invalid', message: SEARCH_TOO_SHORT });
    expect(await refusal(searchProject(office, 'P2', 'slab'))).toMatchObject({ kind: 'forbidden' });
  });
});
