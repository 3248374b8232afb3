/**
 * The marketing schedule's rules: who may use it, dates in order, a milestone is one day, dependencies are
 * tasks of the project that never lead back, and an edit writes only what was sent. The task table is the
 * in-memory one of test-support/task-table.ts (tests/integration/marketing-tasks.test.ts keeps the real one).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { caller, refusal } from './test-support/callers.ts';
import { taskTable } from './test-support/task-table.ts';

vi.mock('../data/projects.ts', () => ({ getProject: async (id: string) => (id === 'P1' ? { _id: 'P1' } : undefined) }));
vi.mock('../data/schedule-tasks.ts', async (original) => {
  const real = await original<typeof import('../data/schedule-tasks.ts')>();
  return { ...real, ...(await import('./test-support/task-table.ts')).fakeTaskTable(real.StaleTask) };
});

const { createMarketingTask, deleteMarketingTask, listMarketingTasks, updateMarketingTask } = await import(
  './marketing-tasks.ts'
);

const NOW = new Date('2026-11-23T15:00:00.000Z');
const marketing = caller('marketing');
const day = (d: string) => `2026-12-${d}T13:00:00.000Z`;
const create = (
  name: string,
  start: string,
  end: string,
  extra: { type?: 'milestone'; dependencies?: string[] } = {},
  who = marketing,
) =>
  createMarketingTask(
    who,
    {
      projectId: 'P1',
      task_name: name,
      start_date: day(start),
      end_date: day(end),
      owner: undefined,
      progress: 0,
      dependencies: extra.dependencies ?? [],
      type: extra.type ?? 'task',
    },
    NOW,
  );

beforeEach(() => taskTable.reset());

describe('the marketing schedule', () => {
  it('a task is created with its entry; a milestone ends the day it starts', async () => {
    const launch = await create('Launch', '10', '20', { type: 'milestone' });
    expect(launch).toMatchObject({ type: 'milestone', start_date: day('10'), end_date: day('10'), progress: 0 });
    expect(taskTable.entries.map((e) => [e.kind, e.area, e.place])).toEqual([
      ['task.created', 'marketing', 'Marketing schedule'],
    ]);
    expect((await listMarketingTasks(marketing, 'P1')).map((t) => t.task_name)).toEqual(['Launch']);
  });

  it('refuses an end before the start, an unknown project and a dependency outside the project', async () => {
    expect(await refusal(create('Ads', '10', '05'))).toEqual({
      kind: 'invalid',
      message: 'End Date cannot be before Start Date',
    });
    expect(await refusal(create('Ads', '01', '05', { dependencies: ['T-elsewhere'] }))).toEqual({
      kind: 'invalid',
      message: 'Dependencies must be tasks of the same project',
    });
    expect(taskTable.tasks.size).toBe(0);
  });

  it('an edit that would make a cycle is refused, naming it', async () => {
    const brief = await create('Brief', '01', '02');
    const copy = await create('Copy', '03', '05', { dependencies: [brief._id] });
    expect(await refusal(updateMarketingTask(marketing, brief._id, { dependencies: [copy._id] }, NOW))).toEqual({
      kind: 'invalid',
      message: 'These dependencies would make a cycle: Brief → Copy → Brief',
    });
  });

  it('an edit writes what was sent and says what changed; a delete detaches dependents', async () => {
    const brief = await create('Brief', '01', '02');
    const copy = await create('Copy', '03', '05', { dependencies: [brief._id] });
    const edited = await updateMarketingTask(marketing, copy._id, { progress: 40 }, NOW);
    expect(edited).toMatchObject({ progress: 40, task_name: 'Copy', dependencies: [brief._id] });
    expect(taskTable.entries.at(-1)?.changes).toEqual([{ field: 'progress', from: '0', to: '40' }]);
    await deleteMarketingTask(marketing, brief._id, NOW);
    expect((await listMarketingTasks(marketing, 'P1')).map((t) => [t.task_name, t.dependencies])).toEqual([
      ['Copy', []],
    ]);
  });

  it('roles without the marketing area can neither read nor add', async () => {
    expect((await refusal(listMarketingTasks(caller('site'), 'P1'))).kind).toBe('forbidden');
    expect((await refusal(create('Ads', '01', '02', {}, caller('pm')))).kind).toBe('forbidden');
  });
});
