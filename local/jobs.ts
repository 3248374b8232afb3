/**
 * Background work under `npm start` (docs/architecture.md#background-work-on-aws-engines): one in-process
 * queue per job kind (local/job-queue.ts) delivering to the same consumer code the Lambda runs
 * (functions/jobs/<kind>.ts, or its bundle with LAMBDA_BUNDLES=1), the SQS endpoint the SDK sends to
 * (local/sqs-endpoint.ts), and the scheduler of functions/jobs/schedules.ts (local/scheduler.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jobQueueUrlVariable } from '../functions/commons/job-queue.ts';
import { JOB_KINDS, JOB_MAX_RECEIVE_COUNT, type JobKind } from '../functions/commons/metric-names.ts';
import { SCHEDULED_JOBS } from '../functions/jobs/schedules.ts';
import { type DeliveryFaults, LocalQueue, type QueueConsumer } from './job-queue.ts';
import { lambdaContext } from './lambda-context.ts';
import { startScheduler } from './scheduler.ts';
import { startSqsEndpoint } from './sqs-endpoint.ts';

export interface LocalJobsOptions {
  dataDir: string;
  /** Seconds a received message stays invisible; the consumer's time ends a little before. */
  visibilityTimeoutSeconds: number;
  /** The built Lambda bundles (LAMBDA_BUNDLES=1): jobs/<kind>/index.mjs next to their functions/ folder. */
  bundlesDir?: string;
  /** Whether the schedules fire by the clock (local/settings.ts `schedules`); default true. */
  schedules?: boolean;
}

export interface LocalJobs {
  /** The SQS endpoint's URL (AWS_ENDPOINT_URL_SQS). */
  url: string;
  queues: ReadonlyMap<JobKind, LocalQueue>;
  settled(): Promise<void>;
  stop(): Promise<void>;
}

let current: LocalJobs | undefined;

function consumerOf(kind: JobKind, bundlesDir: string | undefined): () => Promise<QueueConsumer> {
  let loaded: Promise<QueueConsumer> | undefined;
  const module = bundlesDir
    ? pathToFileURL(join(bundlesDir, '..', 'jobs', kind, 'index.mjs')).href
    : `../functions/jobs/${kind}.ts`;
  return () => {
    loaded ??= import(module).then((m: { handler: QueueConsumer }) => m.handler);
    return loaded;
  };
}

/** Starts the queues, their SQS endpoint and the scheduler; sets AWS_ENDPOINT_URL_SQS and the queue URLs. */
export async function startLocalJobs(options: LocalJobsOptions): Promise<LocalJobs> {
  const stateDir = join(options.dataDir, 'jobs');
  mkdirSync(stateDir, { recursive: true });
  const queues = new Map<JobKind, LocalQueue>();
  for (const kind of JOB_KINDS) {
    const consumer = consumerOf(kind, options.bundlesDir);
    // Loaded now, as a Lambda's init runs before its first event: a delivery's time is the handler's own.
    await consumer();
    queues.set(
      kind,
      new LocalQueue({
        name: kind,
        visibilityTimeoutMs: options.visibilityTimeoutSeconds * 1000,
        maxReceiveCount: JOB_MAX_RECEIVE_COUNT,
        consumer,
        context: (deadline) => lambdaContext(`job-${kind}`, deadline),
        stateFile: join(stateDir, `${kind}.json`),
      }),
    );
  }
  const endpoint = await startSqsEndpoint(queues);
  process.env.AWS_ENDPOINT_URL_SQS = endpoint.url;
  for (const kind of JOB_KINDS) process.env[jobQueueUrlVariable(kind)] = endpoint.queueUrl(kind);
  const scheduler =
    options.schedules === false
      ? undefined
      : startScheduler(SCHEDULED_JOBS, (schedule) => queues.get(schedule.job.kind)?.send(JSON.stringify(schedule.job)));
  const jobs: LocalJobs = {
    url: endpoint.url,
    queues,
    // A job may queue another (the taskDue notice queues sendNotifications after the other queues settled):
    // wait until one pass finds every queue empty.
    settled: async () => {
      do await Promise.all([...queues.values()].map((queue) => queue.settled()));
      while ([...queues.values()].some((queue) => queue.pending().length > 0));
    },
    stop: async () => {
      scheduler?.stop();
      await Promise.all([...queues.values()].map((queue) => queue.stop()));
      await endpoint.close();
      current = undefined;
    },
  };
  current = jobs;
  return jobs;
}

/** Resolves once the local queues hold nothing but dead letters (tests wait on it, not on a poll). */
export async function localJobsSettled(): Promise<void> {
  await current?.settled();
}

/** Tests only: the next deliveries of the job with this id run with faults (see LocalQueue.armFaults). */
export function armJobFaults(jobId: string, deliveries: readonly DeliveryFaults[]): void {
  for (const queue of current?.queues.values() ?? []) queue.armFaults(jobId, deliveries);
}
