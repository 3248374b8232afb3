import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalQueue, type QueueConsumer } from './job-queue.ts';
import { lambdaContext } from './lambda-context.ts';

const queues: LocalQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop(100)));
});

function queue(consumer: QueueConsumer, options: { visibilityTimeoutMs?: number; stateFile?: string } = {}) {
  const q = new LocalQueue({
    name: 'probe',
    visibilityTimeoutMs: options.visibilityTimeoutMs ?? 60,
    maxReceiveCount: 3,
    consumer: async () => consumer,
    context: (deadline) => lambdaContext('probe', deadline),
    ...(options.stateFile && { stateFile: options.stateFile }),
  });
  queues.push(q);
  return q;
}

const failAll = (event: SQSEvent): SQSBatchResponse => ({
  batchItemFailures: event.Records.map((r) => ({ itemIdentifier: r.messageId })),
});

describe('the in-process job queue (SQS semantics)', () => {
  it('deletes a message its consumer finished', async () => {
    const bodies: string[] = [];
    const q = queue(async (event) => {
      bodies.push(...event.Records.map((r) => r.body));
      return { batchItemFailures: [] };
    });
    q.send('{"kind":"deleteFolder","id":"a"}');
    await q.settled();
    expect(bodies).toEqual(['{"kind":"deleteFolder","id":"a"}']);
    expect(q.pending()).toEqual([]);
    expect(q.deadLetters()).toEqual([]);
  });

  it('delivers a failed message again after the visibility timeout, then dead-letters it after 3 receives', async () => {
    const receives: { count: string | undefined; at: number }[] = [];
    const q = queue(async (event) => {
      for (const r of event.Records) receives.push({ count: r.attributes.ApproximateReceiveCount, at: Date.now() });
      return failAll(event);
    });
    q.send('{"kind":"deleteFolder","id":"b"}');
    await q.settled();
    expect(receives.map((r) => r.count)).toEqual(['1', '2', '3']);
    for (let i = 1; i < receives.length; i++) {
      expect((receives[i]?.at ?? 0) - (receives[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(55);
    }
    expect(q.deadLetters().map((m) => m.receiveCount)).toEqual([3]);
    expect(q.pending()).toEqual([]);
  });

  it('treats a throwing consumer as a failure, and a later success ends the redeliveries', async () => {
    let calls = 0;
    const q = queue(async () => {
      calls += 1;
      if (calls === 1) throw new Error('crashed');
      return { batchItemFailures: [] };
    });
    q.send('{"kind":"deleteFolder","id":"c"}');
    await q.settled();
    expect(calls).toBe(2);
    expect(q.deadLetters()).toEqual([]);
  });

  it('R2: a delivery that outruns the visibility timeout is not delivered again meanwhile: one next step, not two', async () => {
    const bodies: string[] = [];
    let q: LocalQueue | undefined;
    q = queue(
      async (event) => {
        for (const r of event.Records) {
          bodies.push(r.body);
          if (r.body !== '{"kind":"deleteFolder","id":"d"}') continue;
          // The step outruns the 50 ms visibility timeout (a loaded machine), then queues the job's next step.
          await new Promise((resolve) => setTimeout(resolve, 160));
          q?.send('{"kind":"deleteFolder","id":"d-next"}');
        }
        return { batchItemFailures: [] };
      },
      { visibilityTimeoutMs: 50 },
    );
    q.send('{"kind":"deleteFolder","id":"d"}');
    await q.settled();
    expect(bodies).toEqual(['{"kind":"deleteFolder","id":"d"}', '{"kind":"deleteFolder","id":"d-next"}']);
    expect(q.pending()).toEqual([]);
    expect(q.deadLetters()).toEqual([]);
  });

  it('delivers a message again when its delivery has run for six visibility timeouts (taken for stopped, as Lambda would)', async () => {
    // CI-F3: measured from the first delivery as the queue took it (the record's first-receive instant), not
    // from when the consumer got round to it: a busy process starts the consumer a millisecond or more later.
    const started: number[] = [];
    const firstReceived: number[] = [];
    const q = queue(
      async (event) => {
        started.push(Date.now());
        firstReceived.push(Number(event.Records[0]?.attributes.ApproximateFirstReceiveTimestamp));
        if (started.length === 1) await new Promise((resolve) => setTimeout(resolve, 450));
        return { batchItemFailures: [] };
      },
      { visibilityTimeoutMs: 50 },
    );
    q.send('{"kind":"deleteFolder","id":"d"}');
    await q.settled();
    expect(started.length).toBe(2);
    expect(firstReceived[1]).toBe(firstReceived[0]);
    expect((started[1] ?? 0) - (firstReceived[0] ?? 0)).toBeGreaterThanOrEqual(300);
    expect(q.pending()).toEqual([]);
  });

  it('R3: delivers a running message again only after six visibility timeouts, however late the visibility heartbeat runs', async () => {
    // The queue's clock, moved by the test: a heartbeat that has not run by then is one a busy process ran late.
    let clock = 1_000_000;
    const starts: string[] = [];
    let release = () => {};
    const q = new LocalQueue({
      name: 'probe',
      visibilityTimeoutMs: 50,
      maxReceiveCount: 3,
      now: () => clock,
      consumer: async () => async (event) => {
        starts.push(event.Records[0]?.body ?? '');
        if (starts.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return { batchItemFailures: [] };
      },
      context: (deadline) => lambdaContext('probe', deadline),
    });
    queues.push(q);
    q.send('A');
    await vi.waitFor(() => expect(starts).toEqual(['A']));
    // Past A's visibility but within six timeouts of its delivery, which still runs; sending B makes the queue
    // look at its messages at once.
    clock += 120;
    q.send('B');
    await vi.waitFor(() => expect(starts).toContain('B'));
    expect(starts).toEqual(['A', 'B']);
    // Past six timeouts: taken for stopped, and delivered again.
    clock += 300;
    q.send('C');
    await vi.waitFor(() => expect(starts.filter((body) => body === 'A')).toHaveLength(2));
    release();
    await q.settled();
    expect(q.pending()).toEqual([]);
  });

  it("CI-F3: a record's ApproximateFirstReceiveTimestamp is its first delivery's instant, not its sending's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'job-queue-'));
    try {
      const stateFile = join(dir, 'probe.json');
      const options = { name: 'probe', visibilityTimeoutMs: 50, maxReceiveCount: 3, stateFile };
      const context = (deadline: number) => lambdaContext('probe', deadline);
      const sender = new LocalQueue({
        ...options,
        now: () => 1_000_000,
        consumer: async () => async (event: SQSEvent) => failAll(event),
        context,
      });
      // A stopped queue keeps what is sent to it in its state file and delivers nothing.
      await sender.stop(0);
      sender.send('A');
      const received: string[] = [];
      const receiver = new LocalQueue({
        ...options,
        now: () => 1_005_000,
        consumer: async () => async (event) => {
          received.push(
            ...event.Records.map(
              (r) => `${r.attributes.SentTimestamp} ${r.attributes.ApproximateFirstReceiveTimestamp}`,
            ),
          );
          return { batchItemFailures: [] };
        },
        context,
      });
      queues.push(receiver);
      await receiver.settled();
      expect(received).toEqual(['1000000 1005000']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps its messages in its state file: a new process finds an unfinished one and delivers it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'job-queue-'));
    try {
      const stateFile = join(dir, 'probe.json');
      const first = queue(() => new Promise<SQSBatchResponse>(() => {}), { stateFile, visibilityTimeoutMs: 40 });
      first.send('{"kind":"deleteFolder","id":"e"}');
      await new Promise((resolve) => setTimeout(resolve, 10));
      // The process ends while the delivery is still under way (the consumer never answers).
      await first.stop(20);
      const bodies: string[] = [];
      const second = queue(
        async (event) => {
          bodies.push(...event.Records.map((r) => r.body));
          return { batchItemFailures: [] };
        },
        { stateFile, visibilityTimeoutMs: 40 },
      );
      await second.settled();
      expect(bodies).toEqual(['{"kind":"deleteFolder","id":"e"}']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
