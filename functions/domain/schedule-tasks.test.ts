/**
 * What both schedules do alike: reschedule a task with its successors (all or none, over the dates the
 * mover saw), edits decided again when they lost a race, and deletes that detach dependents. The task
 * table is an in-memory map behind data/schedule-tasks.ts (tests/integration/reschedule.test.ts keeps
 * the real one).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConstructionTaskRecord } from '../data/schedule-tasks.ts';
import { caller, refusal } from './test-support/callers.ts';
import { taskTable } from './test-support/task-table.ts';

const { tasks, entries } = taskTable;

// No calendar saved: the project works Monday to Friday.
vi.mock('../data/project-calendars.ts', () => ({ getProjectCalendar: async () => undefined }));
vi.mock('../data/projects.ts', () => ({ getProject: async (id: string) => (id === 'P1' ? { _id: 'P1' } : undefined) }));
vi.mock('../data/schedule-tasks.ts', async (original) => {
  const real = await original<typeof import('../data/schedule-tasks.ts')>();
  return { ...real, ...(await import('./test-support/task-table.ts')).fakeTaskTable(real.StaleTask) };
});

const { deleteFromSchedule, editTask, rescheduleTasks, SCHEDULE_CHANGED } = await import('./schedule-tasks.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const pm = caller('pm');
const day = (d: string) => `2026-12-${d}T13:00:00.000Z`;

function task(id: string, name: string, start: string, finish: string, extra: Partial<ConstructionTaskRecord> = {}) {
  tasks.set(id, {
    _id: id,
    projectId: 'P1',
    task_name: name,
    schedule_start: day(start),
    schedule_finish: day(finish),
    dependencies: [],
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...extra,
  });
}

/** A reschedule body: the task moved from the dates seen to new ones, and the dates seen of its followers. */
const move = (
  id: string,
  from: [string, string],
  to: [string, string],
  successors: [string, string, string][] = [],
) => ({
  projectId: 'P1',
  id,
  from: { start: day(from[0]), end: day(from[1]) },
  to: { start: day(to[0]), end: day(to[1]) },
  successors: successors.map(([sid, start, end]) => ({ id: sid, start: day(start), end: day(end) })),
});
const midnight = (d: string) => `2026-12-${d}T05:00:00.000Z`;

beforeEach(() => {
  taskTable.reset();
  task('T1', 'Excavation', '01', '05');
  task('T2', 'Footings', '06', '10', { dependencies: ['T1'] });
  task('T3', 'Inspection', '11', '11', { type: 'milestone', dependencies: ['T2'] });
});

describe('rescheduling', () => {
  it('the server works out the successors’ moves and writes them in one go; one entry on the moved task lists every move in days', async () => {
    const seen: [string, string, string][] = [
      ['T2', '06', '10'],
      ['T3', '11', '11'],
    ];
    const answer = await rescheduleTasks('construction', pm, move('T1', ['01', '05'], ['03', '07'], seen), NOW);
    expect(answer).toEqual({ message: '3 tasks moved', moved: 3 });
    // T1's last day moved from Saturday the 5th to Monday the 7th: one working day, and so its successors.
    expect(tasks.get('T1')).toMatchObject({ schedule_start: day('03'), schedule_finish: day('07') });
    expect(tasks.get('T2')).toMatchObject({ schedule_start: midnight('08'), schedule_finish: midnight('11') });
    expect(tasks.get('T3')).toMatchObject({ schedule_start: midnight('14'), schedule_finish: midnight('14') });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'task.moved', object: { id: 'T1' }, detail: 'with 2 successors' });
    expect(entries[0]?.changes).toEqual([
      { field: 'Excavation', from: '2026-12-01 to 2026-12-05', to: '2026-12-03 to 2026-12-07' },
      { field: 'Footings', from: '2026-12-06 to 2026-12-10', to: '2026-12-08 to 2026-12-11' },
      { field: 'Inspection', from: '2026-12-11 to 2026-12-11', to: '2026-12-14 to 2026-12-14' },
    ]);
  });

  it('a milestone stays one day, whatever end was sent', async () => {
    await rescheduleTasks('construction', pm, move('T3', ['11', '11'], ['14', '20']), NOW);
    expect(tasks.get('T3')).toMatchObject({ schedule_start: day('14'), schedule_finish: day('14') });
  });

  it('all or none: dates that changed since the mover saw them, other followers than the ones seen, or a task of no project, move nothing', async () => {
    // Footings as the mover saw it started on the 7th; it starts on the 6th.
    const staleView: [string, string, string][] = [
      ['T2', '07', '10'],
      ['T3', '11', '11'],
    ];
    const stale = move('T1', ['01', '05'], ['03', '07'], staleView);
    expect(await refusal(rescheduleTasks('construction', pm, stale, NOW))).toEqual({
      kind: 'conflict',
      message: SCHEDULE_CHANGED,
    });
    // The view showed Footings following, but not Inspection after it.
    const fewer = move('T1', ['01', '05'], ['03', '07'], [['T2', '06', '10']]);
    expect(await refusal(rescheduleTasks('construction', pm, fewer, NOW))).toEqual({
      kind: 'conflict',
      message: SCHEDULE_CHANGED,
    });
    expect(await refusal(rescheduleTasks('construction', pm, move('T9', ['01', '02'], ['03', '04']), NOW))).toEqual({
      kind: 'not-found',
      message: 'Task not found',
    });
    expect(tasks.get('T1')).toMatchObject({ schedule_start: day('01') });
    expect(entries).toEqual([]);
  });

  it('a task named that does not follow the moved one is refused (400), and nothing moves', async () => {
    task('T4', 'Paint', '01', '02');
    const notFollowers: [string, string, string][] = [
      ['T3', '11', '11'],
      ['T4', '01', '02'],
      ['T1', '01', '05'],
    ];
    const named = move('T2', ['06', '10'], ['08', '12'], notFollowers);
    expect(await refusal(rescheduleTasks('construction', pm, named, NOW))).toEqual({
      kind: 'invalid',
      message: '"Paint", "Excavation" are not tasks that follow "Footings": only its successors move with it',
    });
    expect(tasks.get('T2')).toMatchObject({ schedule_start: day('06') });
    expect(entries).toEqual([]);
  });

  it('Undo puts every task back to the very dates it had, once the rule makes the stored dates from them', async () => {
    const seen: [string, string, string][] = [
      ['T2', '06', '10'],
      ['T3', '11', '11'],
    ];
    await rescheduleTasks('construction', pm, move('T1', ['01', '05'], ['03', '07'], seen), NOW);
    const back = (t2: [string, string]) => ({
      projectId: 'P1',
      id: 'T1',
      from: { start: day('03'), end: day('07') },
      to: { start: day('01'), end: day('05') },
      successors: [
        { id: 'T2', start: midnight('08'), end: midnight('11'), to: { start: day(t2[0]), end: day(t2[1]) } },
        { id: 'T3', start: midnight('14'), end: midnight('14'), to: { start: day('11'), end: day('11') } },
      ],
      undo: true,
    });
    // Dates a move from which would not have put Footings where it is: refused, nothing moves.
    expect(await refusal(rescheduleTasks('construction', pm, back(['02', '10']), NOW))).toEqual({
      kind: 'invalid',
      message: 'An undo puts back only what a move changed: "Footings" did not move from the dates named',
    });
    expect(tasks.get('T2')).toMatchObject({ schedule_start: midnight('08') });
    // The real way back: each task gets its own dates again, times of day included.
    expect(await rescheduleTasks('construction', pm, back(['06', '10']), NOW)).toEqual({
      message: '3 tasks moved',
      moved: 3,
    });
    expect(tasks.get('T1')).toMatchObject({ schedule_start: day('01'), schedule_finish: day('05') });
    expect(tasks.get('T2')).toMatchObject({ schedule_start: day('06'), schedule_finish: day('10') });
    expect(tasks.get('T3')).toMatchObject({ schedule_start: day('11'), schedule_finish: day('11') });
  });

  it('dates to go back to are named by an undo, and by every task it names', async () => {
    const withTo = {
      ...move('T1', ['01', '05'], ['03', '07'], [['T2', '06', '10']]),
      successors: [{ id: 'T2', start: day('06'), end: day('10'), to: { start: day('08'), end: day('12') } }],
    };
    expect(await refusal(rescheduleTasks('construction', pm, withTo, NOW))).toEqual({
      kind: 'invalid',
      message: 'Only an undo names the dates the tasks that follow go back to',
    });
    const undoWithout = { ...move('T1', ['01', '05'], ['03', '07'], [['T2', '06', '10']]), undo: true };
    expect(await refusal(rescheduleTasks('construction', pm, undoWithout, NOW))).toEqual({
      kind: 'invalid',
      message: 'An undo names the dates each task goes back to',
    });
    expect(entries).toEqual([]);
  });

  it('an end before its start is refused; a role without the schedule may not move', async () => {
    expect(await refusal(rescheduleTasks('construction', pm, move('T1', ['01', '05'], ['09', '07']), NOW))).toEqual({
      kind: 'invalid',
      message: 'End Date cannot be before Start Date',
    });
    const one = move('T1', ['01', '05'], ['03', '07']);
    expect((await refusal(rescheduleTasks('construction', caller('consultant'), one, NOW))).kind).toBe('forbidden');
  });
});

describe('editing and deleting', () => {
  it('a dated edit that lost a race is decided again on a fresh read, and keeps the other edit', async () => {
    taskTable.racesLeft = 1;
    const checked: string[] = [];
    const edited = await editTask(
      'construction',
      pm,
      'T1',
      { schedule_finish: day('06') },
      NOW,
      async (before) => void checked.push(before.task_name),
      'schedule_start',
    );
    expect(checked).toEqual(['Excavation', 'Excavation (renamed meanwhile)']);
    expect(edited).toMatchObject({ schedule_finish: day('06'), task_name: 'Excavation (renamed meanwhile)' });
    expect(entries[0]?.changes).toEqual([{ field: 'schedule_finish', from: day('05'), to: day('06') }]);
  });

  it('editing a milestone moves its finish with its start', async () => {
    const edited = await editTask(
      'construction',
      pm,
      'T3',
      { schedule_start: day('15') },
      NOW,
      async () => undefined,
      'schedule_start',
    );
    expect(edited).toMatchObject({ schedule_start: day('15'), schedule_finish: day('15') });
  });

  it('a delete takes the task out of its dependents and says how many', async () => {
    await deleteFromSchedule('construction', pm, 'T2', NOW);
    // Issue 23: the task goes to the recycle bin (kept, marked binned), its bin item remembering its dependents.
    expect(tasks.get('T2')?.binned).toMatchObject({ deletedAt: NOW.toISOString() });
    expect(taskTable.bins.get('T2')).toMatchObject({
      kind: 'task',
      place: 'Construction schedule',
      dependents: ['T3'],
    });
    expect(tasks.get('T3')?.dependencies).toEqual([]);
    expect(entries[0]).toMatchObject({ kind: 'task.deleted', detail: 'detached from 1 dependent task(s)' });
    expect(await refusal(deleteFromSchedule('construction', pm, 'T2', NOW))).toEqual({
      kind: 'not-found',
      message: 'Task not found',
    });
  });
});
