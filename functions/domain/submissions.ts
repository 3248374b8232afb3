/**
 * Steps of a site report sent again by the phone's queue (docs/requirements.md#reports-made-without-a-connection):
 * the claim of a submission id belongs to one caller, one kind of step and one task.
 */
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict } from '../commons/errors.ts';
import { getSubmissionClaim, type SubmissionClaim, type SubmissionKind } from '../data/submissions.ts';

export const SUBMISSION_REUSED = 'This submission id was already used for another report';

export interface Submission {
  id: string;
  kind: SubmissionKind;
  taskId: string;
}

/** The earlier answer of this submission, if its id was claimed; 409 when the id belongs to something else. */
export async function earlierSubmission(
  caller: Caller,
  submission: Submission,
  now: Date,
): Promise<SubmissionClaim | undefined> {
  const claim = await getSubmissionClaim(submission.id, now);
  if (!claim) return undefined;
  if (claim.userId !== caller.userId || claim.kind !== submission.kind || claim.taskId !== submission.taskId) {
    throw conflict(SUBMISSION_REUSED);
  }
  return claim;
}

/** The claim the step's own write records in its transaction. */
export function submissionClaim(
  caller: Caller,
  submission: Submission,
  result: Record<string, unknown>,
  now: Date,
): SubmissionClaim {
  return { ...submission, userId: caller.userId, result, createdAt: now.toISOString() };
}
