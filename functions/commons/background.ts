/**
 * Work that outlives a request (a recursive delete of thousands of files) without meeting API Gateway's
 * 29 s limit. In AWS the function invokes itself asynchronously with the job (InvocationType Event) and
 * each invocation works until little of its time is left, then passes the rest on the same way. Locally the
 * API adapter's process lives on, so the job simply continues in that process after the answer is sent.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { flushMetrics, log, recordEvent, tracer, withRequestScope } from './observability.ts';
import { retry } from './retry.ts';

export interface BackgroundJob {
  kind: string;
  id: string;
}

/** Does one bounded step; answers true when the whole job is finished. */
export type JobStep = (job: BackgroundJob) => Promise<boolean>;

/** An invocation stops taking new steps when less than this is left of its time. */
const SAFETY_MS = 15_000;
const LOCAL_RETRIES = 5;
/** A failing local step waits up to 0.4, 0.8, 1.6, 3.2 s (full jitter) before it is tried again. */
const LOCAL_STEP_RETRY = { attempts: LOCAL_RETRIES, baseMs: 400, maxMs: 3200 };

interface JobEvent {
  backgroundJob: BackgroundJob;
}

const isJobEvent = (event: unknown): event is JobEvent =>
  typeof event === 'object' && event !== null && 'backgroundJob' in event;

let lambda: LambdaClient | undefined;
/**
 * The jobs running in this process (locally only), with the promise of each. Kept on globalThis so the
 * local server sees the jobs of the bundled handlers too (LAMBDA_BUNDLES=1 loads a copy of this module per bundle).
 */
const LOCAL_JOBS = Symbol.for('site-office.local-background-jobs');
const jobsHolder = globalThis as { [LOCAL_JOBS]?: Map<string, Promise<void>> };
jobsHolder[LOCAL_JOBS] ??= new Map();
const running = jobsHolder[LOCAL_JOBS];

/** Locally: resolves once no background job is left running in this process (tests wait on it, not on a poll). */
export async function localJobsSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running.values()]);
}

async function invokeSelf(job: BackgroundJob): Promise<void> {
  lambda ??= tracer.captureAWSv3Client(new LambdaClient({}));
  await lambda.send(
    new InvokeCommand({
      FunctionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
      InvocationType: 'Event',
      Payload: Buffer.from(JSON.stringify({ backgroundJob: job } satisfies JobEvent)),
    }),
  );
}

/** Locally: step until done, retrying a failing step a few times; a later request can resume the job. */
async function runInProcess(job: BackgroundJob, step: JobStep): Promise<void> {
  const name = `${job.kind}:${job.id}`;
  if (running.has(name)) return;
  const work = stepUntilDone(name, job, step);
  running.set(name, work);
  await work.finally(() => running.delete(name));
}

/** Steps until the job says it is done; a failing step is tried again (LOCAL_RETRIES in a row at most). */
async function stepUntilDone(name: string, job: BackgroundJob, step: JobStep): Promise<void> {
  let failures = 0;
  const policy = {
    ...LOCAL_STEP_RETRY,
    retryOn: (error: unknown) => {
      failures += 1;
      log('error', `background job ${name} failed (attempt ${failures})`, {}, error);
      return true;
    },
  };
  try {
    while (!(await retry(() => step(job), policy))) failures = 0;
  } catch {
    // Given up after LOCAL_RETRIES failures in a row: a later request resumes the job.
  }
}

const inLambda = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

/** Starts the job after the current request: a self-invocation in AWS, the same process locally. */
export async function continueInBackground(job: BackgroundJob, step: JobStep): Promise<void> {
  if (inLambda()) return invokeSelf(job);
  setImmediate(() => void runInProcess(job, step));
}

type ApiHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** The Lambda entry of a function that also runs its own background jobs. */
export function withBackgroundJobs(api: ApiHandler, step: JobStep) {
  return async (
    event: APIGatewayProxyEvent | JobEvent,
    context: Context,
  ): Promise<APIGatewayProxyResult | undefined> => {
    if (!isJobEvent(event)) return api(event, context);
    const job = event.backgroundJob;
    return withRequestScope(`job:${job.kind}`, async () => {
      try {
        while (context.getRemainingTimeInMillis() > SAFETY_MS) {
          if (await step(job)) return undefined;
        }
        await invokeSelf(job);
        return undefined;
      } catch (error) {
        // Lambda retries the event twice; the alarm on this metric tells an operator (docs/operations.md).
        recordEvent('BackgroundJobFailed');
        log('error', 'background job failed', { job: `${job.kind}:${job.id}` }, error);
        throw error;
      } finally {
        flushMetrics();
      }
    });
  };
}
