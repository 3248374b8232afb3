/**
 * Submission claims: a site report made on a phone gives each of its steps (the report fields, the note,
 * a batch of photos) an id made on the phone, and the server claims that id in the same transaction as
 * the write it guards, so a step sent again after a lost answer finds the claim and answers the original
 * result instead of writing twice. Item: PK `SUBMISSION#<id>`, SK `SUBMISSION`, with `kind`, `taskId`,
 * `userId`, `result` (what the first request answered, as stored records), `createdAt` and `ttl`
 * (7 days: a phone that stays offline longer sends its report as new). Access pattern: GetItem by id.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/aws-clients.ts';
import { isConditionFailure, table, ttlAfter } from './table.ts';
import type { TransactItem } from './transactions.ts';

export const SUBMISSION_KEPT_SECONDS = 7 * 24 * 3600;

export type SubmissionKind = 'report' | 'note' | 'images';

export interface SubmissionClaim {
  id: string;
  kind: SubmissionKind;
  taskId: string;
  userId: string;
  /** What the first request stored (a note, photo records, a report outcome); read back on a repeat. */
  result: Record<string, unknown>;
  createdAt: string;
}

const submissionKey = (id: string) => ({ PK: `SUBMISSION#${id}`, SK: 'SUBMISSION' });

function claimItem(claim: SubmissionClaim) {
  return {
    ...submissionKey(claim.id),
    ...claim,
    ttl: ttlAfter(claim.createdAt, SUBMISSION_KEPT_SECONDS),
  };
}

/** Taken unless absent or expired (TTL deletes late). */
const unclaimed = (claim: SubmissionClaim) => ({
  TableName: table(),
  Item: claimItem(claim),
  ConditionExpression: 'attribute_not_exists(PK) OR #ttl < :now',
  ExpressionAttributeNames: { '#ttl': 'ttl' },
  ExpressionAttributeValues: { ':now': Math.floor(Date.parse(claim.createdAt) / 1000) },
});

/** The claim as an item of the transaction that does the step's write: refused when the id is taken. */
export function claimSubmission(claim: SubmissionClaim): TransactItem {
  return { Put: unclaimed(claim) };
}

/** A claim on its own (a step whose write is not a transaction); false when the id was taken first. */
export async function putSubmissionClaim(claim: SubmissionClaim): Promise<boolean> {
  try {
    await dynamo().send(new PutCommand(unclaimed(claim)));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The claim of an id, unless it has expired (TTL deletes late). */
export async function getSubmissionClaim(id: string, now: Date): Promise<SubmissionClaim | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: submissionKey(id), ConsistentRead: true }));
  if (!res.Item || Number(res.Item.ttl) * 1000 <= now.getTime()) return undefined;
  const { PK: _p, SK: _s, ttl: _t, ...claim } = res.Item;
  return claim as SubmissionClaim;
}
