/**
 * Recording a notification event: a signed-in person's change is recorded and its job queued; a change made
 * in code (the seed) tells nobody; a failure to record never fails the change. Fakes behind the data
 * function and the queue.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackgroundJob } from '../commons/job-queue.ts';
import type { NotificationEventRecord } from '../data/notification-events.ts';
import { caller } from './test-support/callers.ts';

const recorded: NotificationEventRecord[] = [];
const queued: BackgroundJob[] = [];
let failing = false;

vi.mock('../data/notification-events.ts', () => ({
  insertNotificationEvent: async (record: NotificationEventRecord) => {
    if (failing) throw new Error('DynamoDB is down');
    recorded.push(record);
  },
}));
vi.mock('../commons/job-queue.ts', () => ({ enqueueJob: async (job: BackgroundJob) => queued.push(job) }));

const { notify, taskSubject } = await import('./notify.ts');

const now = new Date('2026-03-02T15:00:00Z');
const happening = {
  event: 'reportSubmitted',
  ...taskSubject('T1'),
  projectId: 'P1',
  objectName: 'Pour footings',
  action: 'added a photo',
} as const;
const signedIn = { ...caller('site'), session: { id: 'S1', expiresAt: new Date('2026-03-03T00:00:00Z') } };

beforeEach(() => {
  recorded.length = 0;
  queued.length = 0;
  failing = false;
});

describe('notify', () => {
  it("records a signed-in person's change and queues its subject's job", async () => {
    await notify(signedIn, happening, now);
    expect(recorded).toMatchObject([
      { subject: 'task:T1', event: 'reportSubmitted', actorId: 'U1', actorName: 'Pat Morgan', at: now.toISOString() },
    ]);
    expect(queued).toEqual([{ kind: 'sendNotifications', id: 'task:T1' }]);
  });

  it('tells nobody of a change made in code without a sign-in, and never fails the change', async () => {
    await notify(caller('site'), happening, now);
    failing = true;
    await expect(notify(signedIn, happening, now)).resolves.toBeUndefined();
    expect([recorded, queued]).toEqual([[], []]);
  });
});
