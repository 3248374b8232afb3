/**
 * A step of a site report sent again by the phone's queue: its submission id belongs to one caller, one
 * kind of step and one task (tests/integration/construction-tasks.test.ts keeps the real claims).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionClaim } from '../data/submissions.ts';
import { caller, refusal } from './test-support/callers.ts';

const claims = new Map<string, SubmissionClaim>();

vi.mock('../data/submissions.ts', () => ({
  getSubmissionClaim: async (id: string) => claims.get(id),
}));

const { earlierSubmission, SUBMISSION_REUSED, submissionClaim } = await import('./submissions.ts');

const NOW = new Date('2026-11-23T15:00:00.000Z');
const site = caller('site', ['P1'], 'U7');
const note = { id: 'S-1', kind: 'note' as const, taskId: 'T1' };

beforeEach(() => {
  claims.clear();
});

describe('submission claims', () => {
  it('a first submission has no earlier answer; its claim names the caller, the step and when', async () => {
    expect(await earlierSubmission(site, note, NOW)).toBeUndefined();
    expect(submissionClaim(site, note, { note: { _id: 'N1' } }, NOW)).toEqual({
      id: 'S-1',
      kind: 'note',
      taskId: 'T1',
      userId: 'U7',
      result: { note: { _id: 'N1' } },
      createdAt: NOW.toISOString(),
    });
  });

  it('the same step sent again gets the first answer back', async () => {
    const claim = submissionClaim(site, note, { note: { _id: 'N1' } }, NOW);
    claims.set(claim.id, claim);
    expect(await earlierSubmission(site, note, NOW)).toEqual(claim);
  });

  it('the id used by another user, for another kind of step or another task is a conflict', async () => {
    claims.set('S-1', submissionClaim(site, note, {}, NOW));
    const other = [
      earlierSubmission(caller('site', ['P1'], 'U8'), note, NOW),
      earlierSubmission(site, { ...note, kind: 'images' }, NOW),
      earlierSubmission(site, { ...note, taskId: 'T2' }, NOW),
    ];
    for (const attempt of other) {
      expect(await refusal(attempt)).toEqual({ kind: 'conflict', message: SUBMISSION_REUSED });
    }
  });
});
