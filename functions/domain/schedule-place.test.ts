/**
 * A task's place in its schedule (docs/requirements.md#phases, #link-types-and-lags): its phase and its
 * links with types and lags, on create, edit and delete. The task table is the in-memory one of
 * test-support/task-table.ts (tests/integration/schedule-place.test.ts keeps the real one).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateTaskBody, UpdateTaskBody } from '#shared/schemas/tasks.ts';
import { caller, refusal } from './test-support/callers.ts';
import { constructionTask, taskTable } from './test-support/task-table.ts';

vi.mock('../data/projects.ts', () => ({ getProject: async (id: string) => (id === 'P1' ? { _id: 'P1' } : undefined) }));
vi.mock('../data/schedule-tasks.ts', async (original) => {
  const real = await original<typeof import('../data/schedule-tasks.ts')>();
  return { ...real, ...(await import('./test-support/task-table.ts')).fakeTaskTable(real.StaleTask) };
});
vi.mock('../storage/objects.ts', () => ({ presignGet: async (key: string) => `https://files.example/${key}` }));

const { createTask, deleteTask, updateTask } = await import('./construction-tasks.ts');
const { createMarketingTask } = await import('./marketing-tasks.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const invalid = (message: string) => ({ kind: 'invalid', message });
const pm = caller('pm');
const { tasks } = taskTable;
const edit = (id: string, body: Partial<UpdateTaskBody>) => updateTask(pm, id, body as UpdateTaskBody, NOW);
const create = (body: Partial<CreateTaskBody>) =>
  createTask(
    pm,
    {
      projectId: 'P1',
      task_name: 'New',
      schedule_start: '2026-12-01T05:00:00.000Z',
      schedule_finish: '2026-12-02T05:00:00.000Z',
      progress: 0,
      dependencies: [],
      type: 'task',
      owner: undefined,
      ...body,
    },
    NOW,
  );

beforeEach(() => {
  taskTable.reset();
  tasks.set('PH', constructionTask({ _id: 'PH', task_name: 'Structure', type: 'project' }));
  tasks.set('A', constructionTask({ _id: 'A', task_name: 'Footings', parent_id: 'PH' }));
  tasks.set('B', constructionTask({ _id: 'B', task_name: 'Walls', parent_id: 'PH', dependencies: ['A'] }));
  tasks.set('X', constructionTask({ _id: 'X', projectId: 'P2', task_name: 'Elsewhere', type: 'project' }));
});

describe('links with types and lags', () => {
  it('stores the links sent, with the dependencies they make; answers both', async () => {
    const answer = await edit('B', { links: [{ id: 'A', type: 'SS', lag: 2 }] });
    expect(answer).toMatchObject({ dependencies: ['A'], links: [{ id: 'A', type: 'SS', lag: 2 }] });
    expect(tasks.get('B')).toMatchObject({ dependencies: ['A'], links: [{ id: 'A', type: 'SS', lag: 2 }] });
    expect(taskTable.entries[0]?.changes).toEqual([{ field: 'links', from: 'A FS', to: 'A SS+2d' }]);
  });

  it('dependencies sent alone keep the type and lag of those kept; new ones are finish-to-start', async () => {
    await edit('B', { links: [{ id: 'A', type: 'FF', lag: -1 }] });
    tasks.set('C', constructionTask({ _id: 'C', task_name: 'Roof' }));
    const answer = await edit('B', { dependencies: ['A', 'C'] });
    expect(answer.links).toEqual([
      { id: 'A', type: 'FF', lag: -1 },
      { id: 'C', type: 'FS', lag: 0 },
    ]);
  });

  it('links that are all finish-to-start without lag are kept as the dependencies alone', async () => {
    await edit('B', { links: [{ id: 'A', type: 'SS', lag: 0 }] });
    const answer = await edit('B', { links: [{ id: 'A', type: 'FS', lag: 0 }] });
    expect(answer.links).toBeUndefined();
    expect(tasks.get('B')?.links).toBeUndefined();
    expect(tasks.get('B')?.dependencies).toEqual(['A']);
  });

  it('refuses dependencies and links that name different tasks, a circle of links and another project', async () => {
    expect(await refusal(edit('B', { dependencies: ['PH'], links: [{ id: 'A', type: 'SS', lag: 0 }] }))).toEqual(
      invalid('dependencies must be the ids of the links, in the same order'),
    );
    expect(await refusal(edit('A', { links: [{ id: 'B', type: 'SS', lag: 3 }] }))).toEqual(
      invalid('These dependencies would make a cycle: Footings → Walls → Footings'),
    );
    expect(await refusal(edit('A', { links: [{ id: 'X', type: 'FF', lag: 0 }] }))).toEqual(
      invalid('Dependencies must be tasks of the same project'),
    );
    expect(tasks.get('A')?.links).toBeUndefined();
  });

  it('a new task takes links (marketing too)', async () => {
    const answer = await create({ dependencies: ['A'], links: [{ id: 'A', type: 'SF', lag: 4 }] });
    expect(answer).toMatchObject({ dependencies: ['A'], links: [{ id: 'A', type: 'SF', lag: 4 }] });
    tasks.set('M1', constructionTask({ _id: 'M1', task_name: 'Brochure' }));
    const marketing = await createMarketingTask(
      caller('marketing'),
      {
        projectId: 'P1',
        task_name: 'Launch',
        start_date: '2026-12-01T05:00:00.000Z',
        end_date: '2026-12-01T05:00:00.000Z',
        owner: undefined,
        progress: 0,
        dependencies: [],
        links: [{ id: 'M1', type: 'FF', lag: 1 }],
        type: 'task',
      },
      NOW,
    );
    expect(marketing).toMatchObject({ dependencies: ['M1'], links: [{ id: 'M1', type: 'FF', lag: 1 }] });
  });
});

describe('phases', () => {
  it('a task goes into a phase and out of it (null)', async () => {
    tasks.set('C', constructionTask({ _id: 'C', task_name: 'Roof' }));
    expect(await edit('C', { parent_id: 'PH' })).toMatchObject({ parent_id: 'PH' });
    expect(tasks.get('C')?.parent_id).toBe('PH');
    const out = await edit('C', { parent_id: null });
    expect(out.parent_id).toBeUndefined();
    expect(tasks.get('C')?.parent_id).toBeUndefined();
    expect((await create({ parent_id: 'PH' })).parent_id).toBe('PH');
  });

  it('refuses a parent of another project, a parent that is not a phase, a phase inside its own task', async () => {
    expect(await refusal(edit('A', { parent_id: 'X' }))).toEqual(
      invalid('The parent phase must be a task of the same schedule'),
    );
    expect(await refusal(edit('B', { parent_id: 'A' }))).toEqual(
      invalid('The parent phase must be a task of type Project'),
    );
    tasks.set('Q', constructionTask({ _id: 'Q', task_name: 'Inner', type: 'project', parent_id: 'PH' }));
    expect(await refusal(edit('PH', { parent_id: 'Q' }))).toEqual(
      invalid('A phase cannot be put inside itself or one of its own tasks'),
    );
    expect(await refusal(edit('PH', { type: 'task' }))).toEqual(
      invalid('A phase that holds tasks must stay of type Project'),
    );
    expect(tasks.get('PH')).toMatchObject({ type: 'project' });
    expect(tasks.get('PH')?.parent_id).toBeUndefined();
  });

  it('refuses a sixth level', async () => {
    for (const level of [2, 3, 4, 5]) {
      tasks.set(`L${level}`, constructionTask({ _id: `L${level}`, type: 'project', parent_id: `L${level - 1}` }));
    }
    tasks.set('L1', constructionTask({ _id: 'L1', type: 'project' }));
    expect(await refusal(create({ parent_id: 'L5' }))).toEqual(invalid('Phases can hold tasks at most 5 levels deep'));
    expect((await create({ parent_id: 'L4' })).parent_id).toBe('L4');
  });

  it('deleting a phase moves its tasks up to its own phase, and takes it out of the links that named it', async () => {
    tasks.set('TOP', constructionTask({ _id: 'TOP', task_name: 'Building', type: 'project' }));
    tasks.set('PH', { ...constructionTask({ _id: 'PH', task_name: 'Structure', type: 'project' }), parent_id: 'TOP' });
    tasks.set(
      'D',
      constructionTask({
        _id: 'D',
        task_name: 'Handover',
        dependencies: ['PH', 'A'],
        links: [
          { id: 'PH', type: 'FS', lag: 0 },
          { id: 'A', type: 'SS', lag: 2 },
        ],
      }),
    );
    await deleteTask(pm, 'PH', NOW);
    expect(tasks.get('A')?.parent_id).toBe('TOP');
    expect(tasks.get('B')?.parent_id).toBe('TOP');
    expect(tasks.get('D')).toMatchObject({ dependencies: ['A'], links: [{ id: 'A', type: 'SS', lag: 2 }] });
    expect(taskTable.bins.get('PH')?.dependents).toEqual(['D']);
    expect(taskTable.entries[0]).toMatchObject({
      kind: 'task.deleted',
      detail: 'detached from 1 dependent task(s); 2 task(s) moved out of the phase',
    });
  });
});
