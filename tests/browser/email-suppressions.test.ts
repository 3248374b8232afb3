/**
 * The admin sees a suppressed address on the Users screen (docs/requirements.md#email-notifications) and
 * lifts it with the app's confirm dialog, by keyboard, at 1280 and 375 px without sideways scrolling. The
 * suppression is made as in AWS: a recorded SES bounce (tests/fixtures/) through the feedback Lambda's code.
 */
import { readFileSync } from 'node:fs';
import type { SNSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { EmailSuppressionPage } from '../../shared/models/email-suppressions.ts';
import { asAdmin, call, createSignedInUser } from '../support/api.ts';
import { pointAtLocalTable } from '../support/aws.ts';
import { browserPerTest, hasHorizontalScroll, nextToast, recordNativeDialogs, signIn } from '../support/browser.ts';

async function bounce(email: string): Promise<void> {
  pointAtLocalTable();
  const { processFeedback } = await import('../../functions/streams/ses-feedback.ts');
  const text = readFileSync(new URL('../fixtures/ses-bounce-permanent.sns.json', import.meta.url), 'utf8');
  expect(await processFeedback(JSON.parse(text.replaceAll('Gone.Away@example.net', email)) as SNSEvent)).toBe(1);
}

describe.each([
  [1280, 800],
  [375, 740],
])('email suppressions on the Users screen at %i px', (width, height) => {
  const session = browserPerTest({ width, height });

  it('shows "Email suppressed: bounced" beside the user, and the admin lifts it after confirming', async () => {
    const { page } = session;
    const dialogs = recordNativeDialogs(page);
    const bounced = await createSignedInUser('consultant');
    await bounce(bounced.email);
    const admin = await createSignedInUser('admin');
    await signIn(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Users' }).click();
    const row = page.locator(`li[data-email="${bounced.email}"]`);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Email suppressed: bounced');
    expect(await hasHorizontalScroll(page)).toBe(false);

    const lift = row.getByRole('button', { name: 'Lift email suppression of Test consultant' });
    await lift.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('button', { name: 'Lift suppression' });
    await confirm.waitFor();
    expect(await page.getByText(`Send emails to ${bounced.email} again?`).count()).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await confirm.focus();
    await page.keyboard.press('Enter');
    expect(await nextToast(page, 'Emails go to')).toBe(`Emails go to ${bounced.email} again`);
    await expect.poll(() => row.textContent()).not.toContain('Email suppressed');
    const listed = await call<EmailSuppressionPage>('/api/admin/email-suppressions?limit=1000', {
      token: await asAdmin(),
    });
    expect(listed.body.suppressions.map((s) => s.email)).not.toContain(bounced.email);
    expect(dialogs).toEqual([]);
  });
});
