import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { BackgroundJob } from '../commons/job-queue.ts';
import { jobConsumer } from './consumer.ts';

const context = { getRemainingTimeInMillis: () => 60_000 } as Context;

const record = (messageId: string, body: unknown): SQSRecord =>
  ({ messageId, body: typeof body === 'string' ? body : JSON.stringify(body) }) as SQSRecord;

describe('jobConsumer: partial batch responses', () => {
  it('steps each job until it is finished and reports no failure', async () => {
    const steps: string[] = [];
    let left = 3;
    const handler = jobConsumer('deleteFolder', async (job: BackgroundJob) => {
      steps.push(job.id);
      left -= 1;
      return left === 0;
    });
    const event: SQSEvent = { Records: [record('m1', { kind: 'deleteFolder', id: 'f1' })] };
    expect(await handler(event, context)).toEqual({ batchItemFailures: [] });
    expect(steps).toEqual(['f1', 'f1', 'f1']);
  });

  it('hands back only the messages that failed: a step that throws, a malformed body, another kind', async () => {
    const handler = jobConsumer('deleteFolder', async (job) => {
      if (job.id === 'broken') throw new Error('step failed');
      return true;
    });
    const event: SQSEvent = {
      Records: [
        record('ok', { kind: 'deleteFolder', id: 'fine' }),
        record('throws', { kind: 'deleteFolder', id: 'broken' }),
        record('garbage', 'not json'),
        record('no-id', { kind: 'deleteFolder' }),
        record('ok2', { kind: 'deleteFolder', id: 'fine2' }),
      ],
    };
    const result = await handler(event, context);
    expect(result.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['throws', 'garbage', 'no-id']);
  });
});
