/**
 * Comments on a pin in Chromium at 1280 px and on a 375 px phone (docs/requirements.md#pins-on-a-sheet):
 * pick a pin beside its sheet, comment on it, and see the comment with its author, oldest first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PinCommentsPage } from '../../shared/models/pins.ts';
import type { Project } from '../../shared/models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  browserPerTest,
  hasHorizontalScroll,
  nextToast,
  openInProject,
  recordNativeDialogs,
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

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 375, height: 800 }, phone: true },
])('comments on a pin ($name)', ({ name, viewport, phone }) => {
  const session = browserPerTest(viewport, phone ? { isMobile: true, hasTouch: true } : {});

  it('comments on a picked pin; the comment shows with its author after the earlier one', async () => {
    const { page } = session;
    const natives = recordNativeDialogs(page);
    const fileId = await uploadDrawing(pm.token, project._id, `A-201 ${name}`);
    const title = `Rebar spacing ${name}`;
    const pin = await placePin(project._id, fileId, { title }, pm.token);
    const first = await call(`/api/pins/${pin._id}/comments`, {
      method: 'POST',
      token: office.token,
      body: { text: 'Engineer asked' },
    });
    expect(first.status).toBe(201);
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
});
