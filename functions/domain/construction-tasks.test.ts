/**
 * The construction schedule's site-report rules: the site role changes a task only through the report, a
 * report made offline changes only what differs from what it started from and says what it kept, and a
 * report sent again answers its first outcome. Tasks and claims are in-memory
 * (tests/integration/construction-tasks.test.ts keeps the real table).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateTaskBody } from '#shared/schemas/tasks.ts';
import type { SubmissionClaim } from '../data/submissions.ts';
import { caller, refusal } from './test-support/callers.ts';
import { constructionTask, taskTable } from './test-support/task-table.ts';

const claims = new Map<string, SubmissionClaim>();

vi.mock('../data/projects.ts', () => ({ getProject: async (id: string) => (id === 'P1' ? { _id: 'P1' } : undefined) }));
vi.mock('../data/schedule-tasks.ts', async (original) => {
  const real = await original<typeof import('../data/schedule-tasks.ts')>();
  return { ...real, ...(await import('./test-support/task-table.ts')).fakeTaskTable(real.StaleTask) };
});
vi.mock('../data/submissions.ts', () => ({
  getSubmissionClaim: async (id: string) => claims.get(id),
  putSubmissionClaim: async (claim: SubmissionClaim) => !claims.has(claim.id) && Boolean(claims.set(claim.id, claim)),
}));
vi.mock('../storage/objects.ts', () => ({ presignGet: async (key: string) => `https://files.example/${key}` }));

const { updateTask } = await import('./construction-tasks.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const site = caller('site', ['P1'], 'U7');
const report = (body: Partial<UpdateTaskBody>) => updateTask(site, 'T1', body as UpdateTaskBody, NOW);

beforeEach(() => {
  taskTable.reset();
  claims.clear();
  taskTable.tasks.set('T1', constructionTask({ status: 'booked', progress: 10, inspection_status: 'TBD' }));
});

describe('the site report', () => {
  it('the site role changes a task only through the report; its write is a "reported" entry', async () => {
    expect(await refusal(report({ task_name: 'Renamed' }))).toEqual({
      kind: 'forbidden',
      message: 'The site role can change a task only through the site report',
    });
    const done = await report({ status: 'working', progress: 50, inspection_status: 'Scheduled' });
    expect(done).toMatchObject({ status: 'working', progress: 50, inspection_status: 'Scheduled' });
    expect(taskTable.entries.map((e) => e.kind)).toEqual(['task.reported']);
  });

  it('a report made offline writes only what it changed and says what it kept of a newer edit', async () => {
    // Since the phone read the task, the office set progress to 30.
    Object.assign(taskTable.tasks.get('T1') as object, { progress: 30 });
    const answer = await report({
      status: 'working',
      progress: 10,
      inspection_status: 'TBD',
      basedOn: { status: 'booked', progress: 10, inspection_status: 'TBD' },
    });
    expect(answer).toMatchObject({
      status: 'working',
      progress: 30,
      report: { applied: ['status'], kept: ['progress'] },
    });
  });

  it('sent again with the same submission id, the first outcome is answered and nothing is written twice', async () => {
    const body = {
      status: 'complete' as const,
      progress: 100,
      inspection_status: 'Passed' as const,
      submissionId: '01JD0000000000000000000S01',
      basedOn: { status: 'booked' as const, progress: 10, inspection_status: 'TBD' as const },
    };
    const first = await report(body);
    const again = await report(body);
    expect(again.report).toEqual(first.report);
    expect(taskTable.entries).toHaveLength(1);
    expect(claims.get(body.submissionId)).toMatchObject({ userId: 'U7', kind: 'report', taskId: 'T1' });
  });
});
