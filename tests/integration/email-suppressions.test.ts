/**
 * Bounces and complaints end to end on the local stack (docs/architecture.md#bounces-and-complaints): the
 * recorded SNS messages of SES (tests/fixtures/ses-*.sns.json, the address swapped for a test user's) go
 * through the feedback Lambda's own code against the local table; a suppressed address gets no
 * notification email (read from the SES emulator's store), the admin lists it and lifts it, and mail goes
 * to it again.
 */
import { readFileSync } from 'node:fs';
import type { SNSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmailSuppression, EmailSuppressionPage } from '../../shared/models/email-suppressions.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser, uniqueEmail } from '../support/api.ts';
import { pointAtLocalTable } from '../support/aws.ts';
import { sentEmails } from '../support/mail.ts';
import { addConstructionTask, addTaskPhoto } from '../support/tasks.ts';

const LIST = '/api/admin/email-suppressions';
const LIFT = '/api/admin/email-suppressions/lift';

/** A recorded SNS message of SES, about `email` instead of the address it was recorded with. */
function feedback(name: string, recorded: string, email: string): SNSEvent {
  const text = readFileSync(new URL(`../fixtures/${name}.sns.json`, import.meta.url), 'utf8');
  return JSON.parse(text.replaceAll(recorded, email)) as SNSEvent;
}

const suppressedOf = async (email: string, token: string): Promise<EmailSuppression | undefined> => {
  const res = await call<EmailSuppressionPage>(`${LIST}?limit=1000`, { token });
  expect(res.status).toBe(200);
  return res.body.suppressions.find((s) => s.email === email);
};

/** How many emails about `marker` reached `email`, once the stack's jobs have settled. */
async function mailsTo(email: string, marker: string, token: string): Promise<number> {
  await call('/api/me/notifications', { token, headers: { 'x-test-settle-background': '1' } });
  return (await sentEmails()).filter((e) => e.destination.to.includes(email) && e.subject.includes(marker)).length;
}

describe('bounces and complaints', () => {
  let processFeedback: (event: SNSEvent) => Promise<number>;
  let mark: string;
  let pm: TestUser;
  let office: TestUser;
  let site: TestUser;
  let taskId: string;

  beforeAll(async () => {
    pointAtLocalTable();
    ({ processFeedback } = await import('../../functions/streams/ses-feedback.ts'));
    mark = uniqueEmail('b').replace(/@.*/, '');
    const project = await createProject(`Wharf ${mark}`);
    pm = await createSignedInUser('pm', [project._id]);
    office = await createSignedInUser('office', [project._id]);
    site = await createSignedInUser('site', [project._id]);
    taskId = (await addConstructionTask(await asAdmin(), project._id, { task_name: `Pile caps ${mark}` }))._id;
  });

  it('a permanent bounce stops the emails to that address; a transient bounce does not', async () => {
    expect(await processFeedback(feedback('ses-bounce-permanent', 'Gone.Away@example.net', pm.email))).toBe(1);
    expect(await processFeedback(feedback('ses-bounce-transient', 'full.box@example.org', office.email))).toBe(0);
    expect(
      await call('/api/me/notifications', {
        method: 'PUT',
        token: office.token,
        body: { events: { reportSubmitted: 'immediate' } },
      }),
    ).toMatchObject({ status: 200 });
    await addTaskPhoto(site.token, taskId);
    expect(await mailsTo(pm.email, mark, site.token)).toBe(0);
    expect(await mailsTo(office.email, mark, site.token)).toBe(1);
  });

  it('the admin lists it with its reason and date, paged, with a complaint beside it', async () => {
    const admin = await asAdmin();
    expect(await processFeedback(feedback('ses-complaint', 'annoyed@example.com', site.email))).toBe(1);
    expect(await suppressedOf(pm.email, admin)).toEqual({
      email: pm.email,
      reason: 'bounce',
      detail: 'Permanent bounce: General',
      at: '2026-11-27T14:04:01.882Z',
    });
    expect(await suppressedOf(site.email, admin)).toMatchObject({ reason: 'complaint', detail: 'Complaint: abuse' });
    expect(await suppressedOf(office.email, admin)).toBeUndefined();
    const first = await call<EmailSuppressionPage>(`${LIST}?limit=1`, { token: admin });
    expect(first.body.suppressions).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await call<EmailSuppressionPage>(
      `${LIST}?limit=1&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`,
      { token: admin },
    );
    expect(second.body.suppressions).toHaveLength(1);
    expect(second.body.suppressions[0]?.email).not.toBe(first.body.suppressions[0]?.email);
  });

  it('lifted by the admin, the address gets its emails again; lifting it twice is 404', async () => {
    const admin = await asAdmin();
    expect(await call(LIFT, { method: 'POST', token: admin, body: { email: pm.email } })).toMatchObject({
      status: 200,
      body: { email: pm.email },
    });
    expect(await suppressedOf(pm.email, admin)).toBeUndefined();
    expect(await call(LIFT, { method: 'POST', token: admin, body: { email: pm.email } })).toMatchObject({
      status: 404,
      body: { error: 'This address is not suppressed' },
    });
    await addTaskPhoto(site.token, taskId);
    expect(await mailsTo(pm.email, mark, site.token)).toBe(1);
  });
});
