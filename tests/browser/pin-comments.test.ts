/**
 * Comments on a pin and its delete in Chromium at 1280 px and on a 375 px phone
 * (docs/requirements.md#pins-on-a-sheet): pick a pin beside its sheet, comment on it, and see the comment with
 * its author, oldest first; as a project manager delete it (the app's confirm, into the recycle bin) and
 * restore it from the bin, where it is back on its sheet with its comment.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PinCommentsPage } from '../../shared/models/pins.ts';
import type { Project } from '../../shared/models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  browserOn,
  DESKTOP_AND_PHONE,
  hasHorizontalScroll,
  nextToast,
  openInProject,
  webUrl,
} from '../support/browser.ts';
import { placePin, uploadDrawing } from '../support/pins.ts';

let project: Project;
let pm: TestUser;
let office: TestUser;

beforeAll(async () => {
  project = await createProject(`Pier 10 ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
  office = await createSignedInUser('office', [project._id]);
});

/** A pin titled `title` on a new sheet, placed by the project manager, with one comment by the office user. */
async function commentedPin(sheetTitle: string, title: string, text: string) {
  const fileId = await uploadDrawing(pm.token, project._id, sheetTitle);
  const pin = await placePin(project._id, fileId, { title }, pm.token);
  const res = await call(`/api/pins/${pin._id}/comments`, { method: 'POST', token: office.token, body: { text } });
  expect(res.status).toBe(201);
  return { fileId, pin };
}

describe.each(DESKTOP_AND_PHONE)('comments on a pin ($name)', ({ name, viewport, phone }) => {
  const session = browserOn({ viewport, phone });

  it('comments on a picked pin; the comment shows with its author after the earlier one', async () => {
    const { page, natives } = session;
    const title = `Rebar spacing ${name}`;
    const { fileId, pin } = await commentedPin(`A-201 ${name}`, title, 'Engineer asked');
    await openInProject(page, pm, project, `/view_file/plan/${fileId}`);
    await page.getByRole('button', { name: `${title} Open`, exact: true }).click();
    const comments = page.getByTestId('pin-comments');
    await comments.getByText('Engineer asked').waitFor();
    await comments.getByLabel('Add a comment').fill(`Spacing fixed ${name}`);
    await comments.getByRole('button', { name: 'Comment' }).click();
    expect(await nextToast(page, 'Comment added')).toBe('Comment added');
    const items = comments.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(1).textContent()).toContain(`Spacing fixed ${name}`);
    expect(await items.nth(0).textContent()).toContain('Engineer asked');
    expect(await hasHorizontalScroll(page)).toBe(false);
    const stored = await call<PinCommentsPage>(`/api/pins/${pin._id}/comments`, { token: pm.token });
    expect(stored.body.comments.map((c) => [c.author.id, c.text])).toEqual([
      [office.id, 'Engineer asked'],
      [pm.id, `Spacing fixed ${name}`],
    ]);
    expect(natives).toEqual([]);
  });

  it('a project manager deletes a pin into the recycle bin and restores it from there', async () => {
    const { page, natives } = session;
    const title = `Missing firestop ${name}`;
    const { fileId, pin } = await commentedPin(`A-202 ${name}`, title, 'Found at the riser');
    await openInProject(page, pm, project, `/view_file/plan/${fileId}`);
    const pick = page.getByRole('button', { name: `${title} Open`, exact: true });
    await pick.click();
    await page.getByTestId('pin-details').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText(`Delete the pin "${title}"?`).waitFor();
    await confirm.getByText('You can restore it from the Recycle Bin for 30 days.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect(await nextToast(page, 'Pin moved to the recycle bin')).toBe('Pin moved to the recycle bin');
    await pick.waitFor({ state: 'detached' });
    expect((await call(`/api/pins/${pin._id}`, { token: pm.token })).status).toBe(404);

    await page.goto(webUrl(`/recycle_bin/${project._id}?area=plan`));
    const card = page.getByTestId('recycle-bin-list').getByRole('listitem').filter({ hasText: title });
    await card.waitFor();
    expect(await card.textContent()).toContain('Pin');
    expect(await card.textContent()).toContain(`A-202 ${name}.pdf, page 1`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await card.getByRole('button', { name: `Restore ${title}` }).click();
    expect(await nextToast(page, `Restored ${title}`)).toBe(`Restored ${title}`);
    await card.waitFor({ state: 'detached' });

    await page.goto(webUrl(`/view_file/plan/${fileId}`));
    await pick.click();
    await page.getByTestId('pin-comments').getByText('Found at the riser').waitFor();
    expect(natives).toEqual([]);
  });
});
