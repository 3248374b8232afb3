/**
 * Email notifications in the browser (docs/requirements.md#email-notifications), at 1280 and 375 px: the
 * settings part of the Edit Profile dialog, and the page an email's "Stop these emails" link opens without
 * signing in, both by keyboard where a person would, without sideways scrolling.
 */
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../shared/models/notifications.ts';
import { asAdmin, call, createProject, createSignedInUser, uniqueEmail } from '../support/api.ts';
import {
  browserPerTest,
  hasHorizontalScroll,
  nextToast,
  openInProject,
  recordNativeDialogs,
  signIn,
  webUrl,
} from '../support/browser.ts';
import { createFolder } from '../support/documents.ts';
import { sentEmails } from '../support/mail.ts';
import { addConstructionTask, addTaskPhoto } from '../support/tasks.ts';

const FOLLOWED = 'You follow this folder: you will get an email when a drawing or version is added to it';
const UNFOLLOWED = 'You no longer follow this folder';

describe.each([
  [1280, 800],
  [375, 740],
])('email notifications at %i px', (width, height) => {
  const session = browserPerTest({ width, height });

  it('a project manager turns site reports off in the Edit Profile dialog, and the choice is kept', async () => {
    const { page } = session;
    const dialogs = recordNativeDialogs(page);
    const pm = await createSignedInUser('pm');
    await signIn(page, pm.email, pm.password);
    await page.getByRole('button', { name: 'Profile' }).click();
    const choice = page.getByLabel('A site report or daily log submitted on my projects');
    await expect.poll(() => choice.inputValue(), { timeout: 10_000 }).toBe('immediate');
    await choice.focus();
    await choice.selectOption('never');
    await page.getByRole('button', { name: 'Save notifications' }).click();
    expect(await nextToast(page, 'Notification settings')).toBe('Notification settings saved successfully');
    expect(await hasHorizontalScroll(page)).toBe(false);
    const stored = await call<NotificationSettings>('/api/me/notifications', { token: pm.token });
    expect(stored.body.events.reportSubmitted).toBe('never');
    expect(dialogs).toEqual([]);
  });

  it("an email's footer link opens a page that stops that kind of email by keyboard, without signing in", async () => {
    const { page } = session;
    const marker = uniqueEmail('u').replace(/@.*/, '');
    const project = await createProject(`Quay ${marker}`);
    const pm = await createSignedInUser('pm', [project._id]);
    const site = await createSignedInUser('site', [project._id]);
    const task = await addConstructionTask(await asAdmin(), project._id, { task_name: 'Pour slab' });
    await addTaskPhoto(site.token, task._id);
    await call('/api/me/notifications', { token: pm.token, headers: { 'x-test-settle-background': '1' } });
    const email = (await sentEmails()).find((e) => e.subject.includes(marker) && e.destination.to[0] === pm.email);
    const link = /Stop these emails: (\S+)/.exec(email?.body.text ?? '')?.[1] ?? '';
    expect(new URL(link).pathname).toBe('/unsubscribe');

    await page.goto(webUrl(`${new URL(link).pathname}${new URL(link).search}`));
    await page.getByRole('heading', { name: 'Email notifications' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    // opening the page changes nothing: a person presses the button
    expect(
      (await call<NotificationSettings>('/api/me/notifications', { token: pm.token })).body.events.reportSubmitted,
    ).toBe('immediate');
    const button = page.getByRole('button', { name: 'Stop these emails' });
    for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('You will no longer get emails for "A site report or daily log submitted on my projects".');
    const after = await call<NotificationSettings>('/api/me/notifications', { token: pm.token });
    expect(after.body.events.reportSubmitted).toBe('never');
    expect(after.body.events.dailyLogSignedOff).toBe('immediate');
  });

  it('a folder is followed from its screen by keyboard, and unfollowed', async () => {
    const { page } = session;
    const project = await createProject(`Follow ${uniqueEmail('b').replace(/@.*/, '')}`);
    const pm = await createSignedInUser('pm', [project._id]);
    const folder = await createFolder(pm.token, { name: 'Structural', module: 'plan', projectId: project._id });
    await openInProject(page, pm, project, `/planfile_list/${folder._id}`);
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.focus();
    await page.keyboard.press('Enter');
    expect(await nextToast(page, FOLLOWED)).toBe(FOLLOWED);
    const following = page.getByRole('button', { name: 'Following' });
    await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect((await call<NotificationSettings>('/api/me/notifications', { token: pm.token })).body.follows).toEqual([
      folder._id,
    ]);
    await following.click();
    expect(await nextToast(page, UNFOLLOWED)).toBe(UNFOLLOWED);
    expect((await call<NotificationSettings>('/api/me/notifications', { token: pm.token })).body.follows).toEqual([]);
  });
});
