/**
 * The paths below a folder restored to a new place (docs/data-model.md#recycle-bin): the rewriteFolderPaths
 * steps give every folder below it its new breadcrumbs, at most FOLDERS_PER_STEP a step, each on condition
 * that its path is still the one read, and clear the mark last; a restore runs a few steps at once and
 * queues the rest. Against the in-memory document store (tests/integration/recycle-bin.test.ts keeps the
 * real table and queue).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackgroundJob } from '../commons/job-queue.ts';
import type { FolderRecord } from '../data/folders.ts';
import { Refused } from '../data/refusals.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { addDrawingsTree, BIN_MARK } from './test-support/folder-fixtures.ts';
import { pathSteps } from './test-support/folder-paths-fake.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

vi.mock('../data/folder-paths.ts', async (original) => {
  const real = await original<typeof import('../data/folder-paths.ts')>();
  return { ...real, ...(await import('./test-support/folder-paths-fake.ts')).fakeFolderPaths(real) };
});
const queued: BackgroundJob[] = [];
vi.mock('../commons/job-queue.ts', () => ({
  enqueueJob: async (job: BackgroundJob) => void queued.push(job),
}));
fakeDocumentStore('folders');

const { finishPathRewrite, resumeFolderRestore, rewritePathsStep } = await import('./folder-paths.ts');
const { FOLDERS_PER_STEP } = await import('../data/folder-paths.ts');

const MARK = '2026-11-27T15:00:00.000Z';
const job = (id: string): BackgroundJob => ({ kind: 'rewriteFolderPaths', id });
const names = (id: string) => store.folder(id).ancestors.map((a) => a.name);
let tree: ReturnType<typeof addDrawingsTree>;

/** Drawings came back from the bin as "Drawings (restored)": the folders below still name "Drawings". */
function restoredAs(name: string): FolderRecord {
  const drawings = store.folder(tree.drawings._id);
  Object.assign(drawings, { name, pathsToRewrite: MARK });
  return drawings;
}

beforeEach(() => {
  store.reset();
  tree = addDrawingsTree(store);
  pathSteps.rewrites.length = 0;
  pathSteps.failNext = undefined;
  queued.length = 0;
});

describe('rewritePathsStep', () => {
  it('rewrites the breadcrumbs of every folder below in one step, then clears the mark, then has nothing to do', async () => {
    restoredAs('Drawings (restored)');
    expect(await rewritePathsStep(job(tree.drawings._id))).toBe(false);
    expect(pathSteps.rewrites).toEqual([[tree.level1._id, tree.electrical._id]]);
    expect(names(tree.level1._id)).toEqual(['Drawings (restored)']);
    expect(names(tree.electrical._id)).toEqual(['Drawings (restored)', 'Level 1']);
    expect(store.folder(tree.drawings._id).pathsToRewrite).toBe(MARK);
    expect(await rewritePathsStep(job(tree.drawings._id))).toBe(true);
    expect(store.folder(tree.drawings._id).pathsToRewrite).toBeUndefined();
    expect(await rewritePathsStep(job(tree.drawings._id))).toBe(true);
    expect(pathSteps.rewrites).toHaveLength(1);
  });

  it('a folder restored to the area root drops the ancestors it had above it; folders elsewhere are untouched', async () => {
    const archive = store.addFolder('F-archive', 'Archive');
    const old = store.addFolder('F-old', 'Old', archive);
    const sub = store.addFolder('F-sub', 'Sub', old);
    Object.assign(store.folder(old._id), { ancestors: [], level: 1, parent_id: null, pathsToRewrite: MARK });
    expect(await rewritePathsStep(job(old._id))).toBe(false);
    expect(names(sub._id)).toEqual(['Old']);
    expect(store.folder(sub._id).level).toBe(2);
    expect(names(tree.electrical._id)).toEqual(['Drawings', 'Level 1']);
  });

  it('a step that finds a path changed since read writes nothing and is read again by the next', async () => {
    restoredAs('Drawings (restored)');
    pathSteps.failNext = new Refused('conflict', 'folder');
    expect(await rewritePathsStep(job(tree.drawings._id))).toBe(false);
    expect(names(tree.level1._id)).toEqual(['Drawings']);
    expect(await rewritePathsStep(job(tree.drawings._id))).toBe(false);
    expect(names(tree.level1._id)).toEqual(['Drawings (restored)']);
  });

  it('any other failure is the step’s failure', async () => {
    restoredAs('Drawings (restored)');
    pathSteps.failNext = new Error('DynamoDB is down');
    await expect(rewritePathsStep(job(tree.drawings._id))).rejects.toThrow('DynamoDB is down');
  });
});

describe('finishPathRewrite', () => {
  it('finishes a small tree before the restore answers and queues nothing', async () => {
    restoredAs('Drawings (restored)');
    await finishPathRewrite(tree.drawings._id);
    expect(store.folder(tree.drawings._id).pathsToRewrite).toBeUndefined();
    expect(queued).toEqual([]);
  });

  it(`queues the rest of a tree of more than ${FOLDERS_PER_STEP * 3} folders, each step at most ${FOLDERS_PER_STEP}`, async () => {
    for (let i = 0; i < FOLDERS_PER_STEP * 3 + 1; i++) store.addFolder(`F-many-${i}`, `Sheet set ${i}`, tree.specs);
    Object.assign(store.folder(tree.specs._id), { name: 'Specs (restored)', pathsToRewrite: MARK });
    await finishPathRewrite(tree.specs._id);
    expect(pathSteps.rewrites.map((r) => r.length)).toEqual([FOLDERS_PER_STEP, FOLDERS_PER_STEP, FOLDERS_PER_STEP]);
    expect(queued).toEqual([{ kind: 'rewriteFolderPaths', id: tree.specs._id }]);
    expect(await rewritePathsStep(queued[0] as BackgroundJob)).toBe(false);
    expect(await rewritePathsStep(queued[0] as BackgroundJob)).toBe(true);
    expect(names('F-many-0')).toEqual(['Specs (restored)']);
  });

  it('after a failed step, the queue finishes the work', async () => {
    restoredAs('Drawings (restored)');
    pathSteps.failNext = new Error('throttled');
    await finishPathRewrite(tree.drawings._id);
    expect(queued).toEqual([{ kind: 'rewriteFolderPaths', id: tree.drawings._id }]);
  });
});

describe('resumeFolderRestore', () => {
  it('a restore asked again finishes a marked folder and answers it; an unmarked one is not in the bin', async () => {
    restoredAs('Drawings (restored)');
    expect(await resumeFolderRestore(caller('pm'), 'P1', tree.drawings._id)).toMatchObject({
      _id: tree.drawings._id,
      name: 'Drawings (restored)',
    });
    expect(names(tree.electrical._id)).toEqual(['Drawings (restored)', 'Level 1']);
    expect(await resumeFolderRestore(caller('pm'), 'P1', tree.drawings._id)).toBeUndefined();
  });

  it('answers nothing for another project or a folder binned again, and refuses a role outside the area', async () => {
    restoredAs('Drawings (restored)');
    expect(await resumeFolderRestore(caller('pm', ['P2']), 'P2', tree.drawings._id)).toBeUndefined();
    expect((await refusal(resumeFolderRestore(caller('site'), 'P1', tree.drawings._id))).kind).toBe('forbidden');
    expect(store.folder(tree.drawings._id).pathsToRewrite).toBe(MARK);
    store.folder(tree.drawings._id).binned = BIN_MARK;
    expect(await resumeFolderRestore(caller('pm'), 'P1', tree.drawings._id)).toBeUndefined();
    expect(names(tree.level1._id)).toEqual(['Drawings']);
  });
});
