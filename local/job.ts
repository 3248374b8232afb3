/**
 * `npm run job -- <kind> [json]`: runs a background job now on the running local stack, by sending its
 * message to the kind's queue as the API or a schedule would (the in-process consumer then runs it).
 * `json` holds the job's fields, e.g. `npm run job -- deleteFolder '{"id":"01J..."}'`; for a kind with a
 * schedule (functions/jobs/schedules.ts) it may be left out and the schedule's message is sent.
 * The stack is found through DATA_DIR/endpoints.json (DATA_DIR as for `npm start`, default ./.data).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { type BackgroundJob, parseJob } from '../functions/commons/job-queue.ts';
import { JOB_KINDS } from '../functions/commons/metric-names.ts';
import { SCHEDULED_JOBS } from '../functions/jobs/schedules.ts';
import { localQueueUrl } from './sqs-endpoint.ts';
import { LOCAL_CREDENTIALS } from './stack.ts';

export class JobCommandError extends Error {}

/** The job the command line names. */
export function jobOf(args: readonly string[]): BackgroundJob {
  const [kind, json] = args;
  if (!kind) throw new JobCommandError(`Usage: npm run job -- <kind> [json]   (kinds: ${JOB_KINDS.join(', ')})`);
  if (!json) {
    const scheduled = SCHEDULED_JOBS.find((s) => s.job.kind === kind || s.name === kind);
    if (scheduled) return scheduled.job;
  }
  try {
    return parseJob(JSON.stringify({ ...(JSON.parse(json ?? '{}') as object), kind }));
  } catch {
    throw new JobCommandError(
      `Not a job: ${kind} ${json ?? ''}. Kinds: ${JOB_KINDS.join(', ')}; give its fields as JSON, e.g. '{"id":"..."}'.`,
    );
  }
}

export async function sendJob(dataDir: string, job: BackgroundJob): Promise<string> {
  const file = join(dataDir, 'endpoints.json');
  if (!existsSync(file))
    throw new JobCommandError(`No running stack found (${file} is missing): start it with npm start.`);
  const { jobs } = JSON.parse(readFileSync(file, 'utf8')) as { jobs?: string };
  if (!jobs) throw new JobCommandError(`${file} names no job queue: restart the stack with this version.`);
  const sqs = new SQSClient({ endpoint: jobs, region: 'ca-central-1', credentials: LOCAL_CREDENTIALS });
  try {
    const sent = await sqs.send(
      new SendMessageCommand({ QueueUrl: localQueueUrl(jobs, job.kind), MessageBody: JSON.stringify(job) }),
    );
    return sent.MessageId ?? '';
  } catch (error) {
    throw new JobCommandError(
      `The stack at ${jobs} did not take the job (${(error as Error).message}). Is it running?`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const job = jobOf(process.argv.slice(2));
    const id = await sendJob(resolve(process.env.DATA_DIR ?? '.data'), job);
    console.log(`Queued ${job.kind} ${job.id} (message ${id}); the stack's log shows it run.`);
  } catch (error) {
    if (!(error instanceof JobCommandError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
