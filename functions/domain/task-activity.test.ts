/**
 * Notes of a site report (docs/requirements.md#reports-made-without-a-connection): a report keeps the time
 * the phone made it, within the clock's skew and the queue's age; a note, its counters, its activity entry
 * and its submission claim go together, so the same submission sent again (one after the other or at the
 * same time) answers the first note and is written once; a write that lost a race with another writer of
 * the task's counters is decided again. The task table, the notes and the claims are in-memory fakes
 * (tests/integration/construction-tasks.test.ts and offline-reports keep the real ones).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MADE_AT_FUTURE, MADE_AT_TOO_OLD } from '#shared/schemas/tasks.ts';
import type { SubmissionClaim } from '../data/submissions.ts';
import type { ActivityCounters, NoteRecord } from '../data/task-activity.ts';
import type { Happening } from './notify.ts';
import { caller, refusal } from './test-support/callers.ts';
import { constructionTask, taskTable } from './test-support/task-table.ts';

const notes: NoteRecord[] = [];
const claims = new Map<string, SubmissionClaim>();
/** Writes that find another writer's note counted first; a claim taken first by a request at the same time. */
const races = { counters: 0, claim: undefined as NoteRecord | undefined };

vi.mock('../data/schedule-tasks.ts', async (original) => {
  const real = await original<typeof import('../data/schedule-tasks.ts')>();
  return { ...real, ...(await import('./test-support/task-table.ts')).fakeTaskTable(real.StaleTask) };
});
vi.mock('../data/submissions.ts', () => ({ getSubmissionClaim: async (id: string) => claims.get(id) }));
vi.mock('../data/task-activity.ts', async (original) => {
  const real = await original<typeof import('../data/task-activity.ts')>();
  const counted = (taskId: string) => taskTable.tasks.get(taskId) as { noteCounters?: ActivityCounters };
  return {
    ...real,
    insertNote: async (
      taskId: string,
      _projectId: string,
      note: NoteRecord,
      before: ActivityCounters,
      after: ActivityCounters,
      activity: Parameters<typeof real.insertNote>[5],
      claim?: SubmissionClaim,
    ) => {
      const task = counted(taskId);
      if (races.counters > 0) {
        races.counters--;
        const now = task.noteCounters ?? { count: 0, lastDayCount: 0 };
        task.noteCounters = { ...now, count: now.count + 1 };
      }
      if (JSON.stringify(task.noteCounters ?? { count: 0, lastDayCount: 0 }) !== JSON.stringify(before)) {
        throw new real.ConcurrentChange();
      }
      if (claim && races.claim) {
        claims.set(claim.id, { ...claim, result: { note: races.claim } });
        races.claim = undefined;
      }
      if (claim && claims.has(claim.id)) throw new real.SubmissionTaken();
      notes.push(note);
      task.noteCounters = after;
      taskTable.entries.push(activity);
      if (claim) claims.set(claim.id, claim);
    },
  };
});
const told: Happening[] = [];
vi.mock('./notify.ts', async (original) => ({
  ...(await original<object>()),
  notify: async (_caller: unknown, happening: Happening) => void told.push(happening),
}));

const { addNote, reportTime } = await import('./task-activity.ts');

const NOW = new Date('2026-11-27T15:00:00.000Z');
const site = caller('site', ['P1'], 'U7');

beforeEach(() => {
  taskTable.reset();
  taskTable.tasks.set('T1', constructionTask());
  notes.length = 0;
  claims.clear();
  told.length = 0;
  races.counters = 0;
  races.claim = undefined;
});

describe('reportTime', () => {
  it('is the arrival without madeAt, else the phone’s time: a few minutes ahead at most, two weeks old at most', () => {
    expect(reportTime(NOW, undefined)).toEqual(NOW);
    expect(reportTime(NOW, '2026-11-27T15:04:00.000Z')).toEqual(new Date('2026-11-27T15:04:00.000Z'));
    expect(reportTime(NOW, '2026-11-14T15:00:00.000Z')).toEqual(new Date('2026-11-14T15:00:00.000Z'));
    expect(() => reportTime(NOW, '2026-11-27T15:06:00.000Z')).toThrow(MADE_AT_FUTURE);
    expect(() => reportTime(NOW, '2026-11-12T15:00:00.000Z')).toThrow(MADE_AT_TOO_OLD);
  });
});

describe('addNote', () => {
  it('writes the note made earlier with its arrival, counts it on the day it was made, and tells the project', async () => {
    const note = await addNote(site, 'T1', 'Forms stripped', NOW, undefined, '2026-11-26T21:00:00.000Z');
    expect(note).toMatchObject({
      date: '2026-11-26T21:00:00.000Z',
      received_at: NOW.toISOString(),
      text: 'Forms stripped',
      user_id: 'U7',
    });
    expect(taskTable.tasks.get('T1')).toMatchObject({
      noteCounters: { count: 1, lastDay: '2026-11-26', lastDayCount: 1 },
    });
    expect(taskTable.entries.map((e) => [e.kind, e.detail, e.at])).toEqual([
      ['task.noted', 'Forms stripped', '2026-11-26T21:00:00.000Z'],
    ]);
    expect(told.map((h) => [h.event, h.subject, h.action])).toEqual([
      ['reportSubmitted', 'task:T1', 'added a note: "Forms stripped"'],
    ]);
  });

  it('a long note is told and logged by its first 200 characters', async () => {
    await addNote(site, 'T1', 'x'.repeat(300), NOW);
    expect(taskTable.entries[0]?.detail).toBe(`${'x'.repeat(199)}…`);
    expect(notes[0]?.text).toHaveLength(300);
  });

  it('the same submission sent again answers the first note and writes nothing more; another person’s is 409', async () => {
    const first = await addNote(site, 'T1', 'Pour done', NOW, 'SUB-1');
    const again = await addNote(site, 'T1', 'Pour done', new Date('2026-11-27T15:01:00.000Z'), 'SUB-1');
    expect(again).toEqual(first);
    expect([notes.length, told.length]).toEqual([1, 1]);
    expect((await refusal(addNote(caller('site', ['P1'], 'U8'), 'T1', 'Pour done', NOW, 'SUB-1'))).kind).toBe(
      'conflict',
    );
  });

  it('a submission claimed first by the same report sent at the same time answers that one’s note', async () => {
    const theirs: NoteRecord = {
      _id: 'N-FIRST',
      date: NOW.toISOString(),
      text: 'Pour done',
      user_id: 'U7',
      user_name: 'Pat',
    };
    races.claim = theirs;
    expect(await addNote(site, 'T1', 'Pour done', NOW, 'SUB-2')).toMatchObject({ _id: 'N-FIRST' });
    expect([notes.length, told.length]).toEqual([0, 0]);
  });

  it('a write that lost the task’s counters to another writer is decided again over the fresh counters', async () => {
    races.counters = 1;
    await addNote(site, 'T1', 'Second note', NOW);
    expect(taskTable.tasks.get('T1')).toMatchObject({ noteCounters: { count: 2 } });
    expect(notes).toHaveLength(1);
  });

  it('a task in the recycle bin is 404 and a role without the construction area 403; nothing is written', async () => {
    expect((await refusal(addNote(caller('consultant'), 'T1', 'Hi', NOW))).kind).toBe('forbidden');
    taskTable.tasks.set(
      'T1',
      constructionTask({ binned: { deletedAt: '', deletedBy: { id: 'U1', name: 'Pat' }, purgeAt: '' } }),
    );
    expect(await refusal(addNote(site, 'T1', 'Hi', NOW))).toEqual({ kind: 'not-found', message: 'Task not found' });
    expect([notes.length, told.length]).toEqual([0, 0]);
  });
});
