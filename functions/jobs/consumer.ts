/**
 * The SQS consumer of one job kind (docs/architecture.md#background-work-on-aws-engines). Each message is
 * one job; the consumer takes the job's bounded steps until it is finished or little of the invocation's
 * time is left, then puts the job back on its queue as a fresh message (the rest goes on in the next
 * invocation). A job that throws is handed back as a partial batch failure (ReportBatchItemFailures): SQS
 * delivers it again after the visibility timeout, and after a few receives moves it to the dead-letter
 * queue, whose alarm tells an operator. Steps start from what is left in the table, so a delivery that
 * stopped anywhere is finished by the next one.
 *
 * Why not @aws-lambda-powertools/batch: its newest release on the registry (2.35.0) pins Powertools
 * commons 2.35.0 while our logger and metrics are 2.36.0, so every consumer would carry two copies;
 * what we need of it (partial batch responses for SQS) is the loop below.
 */
import type { Context, SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { type BackgroundJob, enqueueJob, parseJob } from '../commons/job-queue.ts';
import type { JobKind } from '../commons/metric-names.ts';
import { log, observeBatch, recordEvent } from '../commons/observability.ts';

/** Does one bounded step of a job; answers true when the whole job is finished. */
export type JobStep = (job: BackgroundJob) => Promise<boolean>;

/** An invocation takes no new step when less than this is left of its time (a third of it at most). */
export const SAFETY_MS = 15_000;

/** Steps until the job is finished (true) or time runs short (false); at least one step per delivery. */
async function runSteps(job: BackgroundJob, step: JobStep, context: Context): Promise<boolean> {
  const margin = Math.min(SAFETY_MS, context.getRemainingTimeInMillis() / 3);
  do {
    if (await step(job)) return true;
  } while (context.getRemainingTimeInMillis() > margin);
  return false;
}

/** The Lambda handler of `kind`'s queue. */
export function jobConsumer(kind: JobKind, step: JobStep) {
  return (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
    observeBatch(
      `job:${kind}`,
      async () => {
        const batchItemFailures: SQSBatchItemFailure[] = [];
        for (const record of event.Records) {
          try {
            const job = parseJob(record.body);
            if (job.kind !== kind) throw new Error(`A ${job.kind} job on the ${kind} queue`);
            if (!(await runSteps(job, step, context))) await enqueueJob(job);
          } catch (error) {
            recordEvent('BackgroundJobFailed');
            log('error', 'background job failed', { kind, messageId: record.messageId }, error);
            batchItemFailures.push({ itemIdentifier: record.messageId });
          }
        }
        return { batchItemFailures };
      },
      (result) => ({ records: event.Records.length, failed: result.batchItemFailures.length }),
    );
}
