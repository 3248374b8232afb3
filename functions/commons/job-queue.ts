/**
 * Sends a background job to its kind's queue (docs/architecture.md#background-work-on-aws-engines). In
 * AWS that is an SQS queue whose consumer is functions/jobs/<kind>.ts; locally the same SDK call reaches
 * the in-process queue of `npm start` (local/job-queue.ts) through AWS_ENDPOINT_URL_SQS, so no code here
 * knows where it runs. The queue's URL is in JOB_QUEUE_URL_<KIND>, set by the grant that allows the send.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqsClient } from './aws-clients.ts';
import { JOB_KINDS, type JobKind } from './metric-names.ts';

/** One job: its kind and what it works on (a folder's id; a schedule's name for scheduled work). */
export interface BackgroundJob {
  kind: JobKind;
  id: string;
}

/** deleteFolder -> JOB_QUEUE_URL_DELETE_FOLDER: the environment variable holding a kind's queue URL. */
export const jobQueueUrlVariable = (kind: JobKind): string =>
  `JOB_QUEUE_URL_${kind.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

const isKind = (value: unknown): value is JobKind => JOB_KINDS.includes(value as JobKind);

/** A message body as a job; throws on anything else (the message then goes to the dead-letter queue). */
export function parseJob(body: string): BackgroundJob {
  const job = JSON.parse(body) as Partial<BackgroundJob> | null;
  if (!job || !isKind(job.kind) || typeof job.id !== 'string' || job.id === '') {
    throw new Error(`Not a background job: ${body.slice(0, 200)}`);
  }
  return { kind: job.kind, id: job.id };
}

/** Puts the job on its kind's queue; the consumer starts it within seconds. */
export async function enqueueJob(job: BackgroundJob): Promise<void> {
  const variable = jobQueueUrlVariable(job.kind);
  const queueUrl = process.env[variable];
  if (!queueUrl) throw new Error(`${variable} is not set: this function may not start ${job.kind} jobs`);
  await sqsClient().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(job) }));
}
