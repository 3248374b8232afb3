/**
 * A task back from the recycle bin (docs/data-model.md#recycle-bin): its dependencies on live tasks come
 * back, one on a task still in the bin waits in that task's bin item, every task that named it gets it
 * back in its list (unless that would close a cycle made while it was away), and it leaves a phase that
 * is gone. The task table and the bin are in-memory fakes; the plan the restore writes is recorded
 * (tests/integration/recycle-bin.test.ts keeps the real transaction).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConstructionTaskRecord, RestorePlan, TaskRecord } from '../data/schedule-tasks.ts';
import { bin, binItem } from './test-support/bin-fixtures.ts';
import { caller, refusal } from './test-support/callers.ts';
import { BIN_MARK } from './test-support/folder-fixtures.ts';
import { constructionTask, taskTable } from './test-support/task-table.ts';

/** Each restore's transaction: the task and the plan it was written with. */
const restores: { task: TaskRecord; plan: RestorePlan }[] = [];
vi.mock('../data/schedule-tasks.ts', async (original) => {
  const real = await original<typeof import('../data/schedule-tasks.ts')>();
  return {
    ...real,
    ...(await import('./test-support/task-table.ts')).fakeTaskTable(real.StaleTask),
    getTaskRecords: async (_kind: string, ids: readonly string[]) =>
      ids.flatMap((id) => taskTable.tasks.get(id) ?? []).map((t) => structuredClone(t)),
    restoreBinnedTask: async (_kind: string, task: TaskRecord, _start: string, plan: RestorePlan) => {
      restores.push({ task, plan });
    },
  };
});
vi.mock('../data/recycle-bin.ts', async (original) => ({
  ...(await original<object>()),
  ...(await import('./test-support/bin-fixtures.ts')).fakeBin,
}));

const { restoreTask } = await import('./task-restore.ts');
const { toApiTask } = await import('./task-view.ts');

const NOW = new Date('2026-11-27T15:00:00.000Z');
const restore = restoreTask('construction', (task, now) => toApiTask(task, now));
const pm = caller('pm');

const task = (id: string, extra: Partial<ConstructionTaskRecord> = {}) =>
  taskTable.tasks.set(id, constructionTask({ _id: id, task_name: id, ...extra }));
/** T2 in the bin: the tasks that named it are `dependents` of its bin item. */
const binT2 = (extra: Partial<ConstructionTaskRecord>, dependents: string[]) => {
  task('T2', { ...extra, binned: BIN_MARK });
  const item = binItem('T2', { kind: 'task', module: 'construction', area: 'schedules', dependents });
  bin.items.push(item);
  return item;
};
const planOf = () => restores.at(-1)?.plan;

beforeEach(() => {
  taskTable.reset();
  bin.items = [];
  restores.length = 0;
});

describe('restoreTask', () => {
  it('comes back with its live dependencies, into the list of each task that named it, and answers the task', async () => {
    task('T1');
    task('T3', { dependencies: ['T9'] });
    const item = binT2({ dependencies: ['T1'] }, ['T3']);
    const answer = await restore(pm, item, false, NOW);
    expect(answer).toMatchObject({ _id: 'T2', dependencies: ['T1'] });
    expect(answer).not.toHaveProperty('binned');
    expect(planOf()).toEqual({
      dependencies: ['T1'],
      dependents: [{ id: 'T3', read: ['T9'], dependencies: ['T9', 'T2'] }],
      waiting: [],
    });
  });

  it('a dependency still in the bin waits in that task’s bin item; one erased meanwhile is dropped', async () => {
    task('T1', { binned: BIN_MARK });
    bin.items.push(binItem('T1', { kind: 'task', module: 'construction', area: 'schedules' }));
    const item = binT2({ dependencies: ['T1', 'T0'] }, []);
    await restore(pm, item, false, NOW);
    expect(planOf()).toMatchObject({ dependencies: [], dependents: [] });
    expect(planOf()?.waiting.map((w) => [w.bin._id, w.dependents])).toEqual([['T1', ['T2']]]);
  });

  it('a task that now leads back to it does not get it back: that would close a cycle', async () => {
    // Before the delete: T1 -> T2 -> T3. While T2 was in the bin, T1 came to depend on T3.
    task('T3');
    task('T1', { dependencies: ['T3'] });
    const item = binT2({ dependencies: ['T1'] }, ['T3']);
    await restore(pm, item, false, NOW);
    expect(planOf()).toMatchObject({ dependencies: ['T1'], dependents: [] });
  });

  it('leaves a phase that is gone', async () => {
    const item = binT2({ parent_id: 'PHASE' }, []);
    expect(await restore(pm, item, false, NOW)).not.toHaveProperty('parent_id');
    expect(planOf()?.leavesPhase).toBe(true);
  });

  it('403 to a role that may not delete in the schedule; 404 for a task not in the bin or of another project', async () => {
    const item = binT2({}, []);
    expect((await refusal(restore(caller('site'), item, false, NOW))).kind).toBe('forbidden');
    expect(await refusal(restore(pm, { ...item, projectId: 'P2' }, false, NOW))).toEqual({
      kind: 'not-found',
      message: 'Not in the recycle bin',
    });
    task('T2');
    expect((await refusal(restore(pm, item, false, NOW))).kind).toBe('not-found');
    expect(restores).toEqual([]);
  });
});
