/**
 * Email notification settings and the one-click unsubscribe through the API
 * (docs/requirements.md#email-notifications): each role's defaults, a person's own choices, what a role
 * may not choose, and an unsubscribe link that is not one; the emails themselves, read from the SES
 * emulator's store, and their one-click unsubscribe.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import type { NotificationSettings } from '../../shared/models/notifications.ts';
import { defaultChoices } from '../../shared/notifications.ts';
import { CREATABLE_ROLES } from '../../shared/roles.ts';
import { UNSUBSCRIBE_LINK_MESSAGE } from '../../shared/schemas/notifications.ts';
import { addDaysToDateKey, torontoDateKey } from '../../shared/time.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser, uniqueEmail } from '../support/api.ts';
import { createFolder, uploadPresigned, uploadSmall } from '../support/documents.ts';
import { type StoredEmail, sentEmails } from '../support/mail.ts';
import { placePin, sheet } from '../support/pins.ts';
import { printOrderBody } from '../support/print-orders.ts';
import { addConstructionTask } from '../support/tasks.ts';

const SETTINGS = '/api/me/notifications';
const UNSUBSCRIBE = '/api/notifications/unsubscribe';

describe('notification settings', () => {
  it.each(CREATABLE_ROLES)('%s starts with the role defaults and nothing followed', async (role) => {
    const user = await createSignedInUser(role);
    const res = await call<NotificationSettings>(SETTINGS, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ events: defaultChoices(role), follows: [] });
  });

  it('a change keeps the events left out, and is the next read', async () => {
    const pm = await createSignedInUser('pm');
    const folder = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    const put = await call<NotificationSettings>(SETTINGS, {
      method: 'PUT',
      token: pm.token,
      body: { events: { reportSubmitted: 'digest', taskDue: 'never' }, follows: [folder, folder] },
    });
    const expected = {
      events: { ...defaultChoices('pm'), reportSubmitted: 'digest', taskDue: 'never' },
      follows: [folder],
    };
    expect(put).toMatchObject({ status: 200, body: expected });
    const again = await call<NotificationSettings>(SETTINGS, {
      method: 'PUT',
      token: pm.token,
      body: { events: { printOrder: 'digest' } },
    });
    expect(again.body).toEqual({ ...expected, events: { ...expected.events, printOrder: 'digest' } });
    expect((await call(SETTINGS, { token: pm.token })).body).toEqual(again.body);
  });

  it('refuses an event the role does not receive, an unknown event or choice, and changes nothing', async () => {
    const consultant = await createSignedInUser('consultant');
    for (const [events, error] of [
      [
        { reportSubmitted: 'immediate' },
        'Your role does not receive "A site report or daily log submitted on my projects"',
      ],
      [{ somethingElse: 'never' }, 'Unknown notification event'],
      [{ taskDue: 'sometimes' }, 'Choose immediately, in the daily digest or never'],
    ] as const) {
      expect(await call(SETTINGS, { method: 'PUT', token: consultant.token, body: { events } })).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    expect((await call(SETTINGS, { token: consultant.token })).body).toEqual({
      events: defaultChoices('consultant'),
      follows: [],
    });
    // never is always allowed: it is what the role gets anyway
    expect(
      await call(SETTINGS, { method: 'PUT', token: consultant.token, body: { events: { reportSubmitted: 'never' } } }),
    ).toMatchObject({ status: 200 });
  });
});

describe('one-click unsubscribe with a token that is not one', () => {
  it('answers 400 without a session, never a sign-in page, for a missing, forged or session token', async () => {
    const pm = await createSignedInUser('pm');
    const forged = `${pm.token.split('.').slice(0, 2).join('.')}.AAAA`;
    for (const path of [
      UNSUBSCRIBE,
      `${UNSUBSCRIBE}?token=nonsense`,
      `${UNSUBSCRIBE}?token=${pm.token}`,
      `${UNSUBSCRIBE}?token=${forged}`,
    ]) {
      const res = await call(path, {
        method: 'POST',
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res, path).toMatchObject({ status: 400, body: { error: UNSUBSCRIBE_LINK_MESSAGE } });
    }
    expect((await call(SETTINGS, { token: pm.token })).body).toEqual({ events: defaultChoices('pm'), follows: [] });
  });
});

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

/** One site report of `count` photos: one multipart request, as the report sends them. */
async function reportPhotos(token: string, taskId: string, count: number) {
  const form = new FormData();
  form.append('taskId', taskId);
  for (let i = 0; i < count; i += 1) form.append('images', new Blob([JPEG], { type: 'image/jpeg' }), `p${i}.jpg`);
  const res = await call('/api/construction/task/upload-images', { method: 'POST', token, form });
  expect(res.status).toBe(201);
}

/** The emails about `marker` (in the project's name) once the stack's jobs have settled, by recipient. */
async function mailsAbout(marker: string, token: string): Promise<Map<string, StoredEmail[]>> {
  await call(SETTINGS, { token, headers: { 'x-test-settle-background': '1' } });
  const byRecipient = new Map<string, StoredEmail[]>();
  for (const email of (await sentEmails()).filter(
    (e) => e.subject.includes(marker) || (e.body.text ?? '').includes(marker),
  )) {
    const to = email.destination.to[0] ?? '';
    byRecipient.set(to, [...(byRecipient.get(to) ?? []), email]);
  }
  return byRecipient;
}

/** A scheduled job sent now, as `npm run job -- <kind>` does. */
function runJobNow(kind: string): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'local/job.ts', kind], {
    env: { ...process.env, DATA_DIR: inject('dataDir') },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
}

const header = (email: StoredEmail | undefined, name: string) =>
  email?.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value ?? '';

/** The one-click target of an email: the URL between < and > of its List-Unsubscribe header. */
const oneClickOf = (email: StoredEmail | undefined) =>
  new URL(/^<(.+)>$/.exec(header(email, 'List-Unsubscribe'))?.[1] ?? '');

const oneClick = (path: string) =>
  call<{ event?: string; message?: string; error?: string }>(path, {
    method: 'POST',
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('a form-encoded body', () => {
  it('N-F1: is read only by the one-click unsubscribe; every other endpoint still refuses it as not JSON', async () => {
    const user = await createSignedInUser('pm');
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const login = await call('/api/auth/login', {
      method: 'POST',
      rawBody: `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`,
      ...form,
    });
    expect(login).toMatchObject({ status: 400, body: { error: 'Request body must be valid JSON' } });
    const settings = await call(SETTINGS, { method: 'PUT', token: user.token, rawBody: 'events=', ...form });
    expect(settings).toMatchObject({ status: 400, body: { error: 'Request body must be valid JSON' } });
  });
});

describe('notification emails through the SES emulator', () => {
  let marker: string;
  let project: { _id: string };
  let pm: TestUser;
  let office: TestUser;
  let otherPm: TestUser;
  let site: TestUser;

  it('a site report of 3 photos is one email to the subscribed project manager, none to the unsubscribed office user, a pm of another project or the reporter', async () => {
    marker = uniqueEmail('n').replace(/@.*/, '');
    project = await createProject(`Harbour ${marker}`);
    const elsewhere = await createProject();
    pm = await createSignedInUser('pm', [project._id]);
    office = await createSignedInUser('office', [project._id]);
    otherPm = await createSignedInUser('pm', [elsewhere._id]);
    site = await createSignedInUser('site', [project._id]);
    expect(
      await call(SETTINGS, { method: 'PUT', token: office.token, body: { events: { reportSubmitted: 'never' } } }),
    ).toMatchObject({ status: 200 });
    const task = await addConstructionTask(await asAdmin(), project._id, { task_name: 'Pour footings' });
    await reportPhotos(site.token, task._id, 3);

    const mails = await mailsAbout(marker, pm.token);
    expect([...mails.keys()]).toEqual([pm.email]);
    const [email] = mails.get(pm.email) ?? [];
    expect(mails.get(pm.email)).toHaveLength(1);
    expect(email?.subject).toBe(`New on Pour footings (Harbour ${marker})`);
    expect(email?.body.text).toContain('Test site added 3 photos');
    expect(email?.body.text).toContain(`/construction_tasks_notes/${task._id}`);
    expect(email?.body.html).toContain('Stop these emails');
    expect(header(email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(oneClickOf(email).pathname).toBe(UNSUBSCRIBE);
    expect(otherPm.email).not.toBe(pm.email);
  });

  it("a day's log written and signed off: the submission to the pm, the sign-off to office, whose other setting stays off", async () => {
    const day = torontoDateKey(new Date());
    const log = `/api/projects/${project._id}/daily-logs/${day}`;
    expect((await call(log, { method: 'PUT', token: site.token, body: { notes: 'Footings poured' } })).status).toBe(
      200,
    );
    expect((await call(`${log}/sign-off`, { method: 'POST', token: pm.token, body: {} })).status).toBe(200);
    const mails = await mailsAbout(`Daily log of ${day} `, pm.token);
    const subjects = (to: string) =>
      (mails.get(to) ?? []).filter((e) => e.subject.includes(marker)).map((e) => e.subject);
    expect(subjects(pm.email)).toEqual([`New on Daily log of ${day} (Harbour ${marker})`]);
    expect(subjects(office.email)).toEqual([`Daily log of ${day} signed off (Harbour ${marker})`]);
  });

  it('the one-click link works without a session and turns off only its event of its person; its token serves nobody else', async () => {
    const all = await mailsAbout(marker, pm.token);
    const pmLink = oneClickOf(all.get(pm.email)?.[0]);
    const officeLink = oneClickOf(all.get(office.email)?.[0]);
    const done = await oneClick(`${pmLink.pathname}${pmLink.search}`);
    expect(done).toMatchObject({ status: 200, body: { event: 'reportSubmitted' } });
    expect((await call<NotificationSettings>(SETTINGS, { token: pm.token })).body.events).toEqual({
      ...defaultChoices('pm'),
      reportSubmitted: 'never',
    });
    // again: nothing more changes
    expect(await oneClick(`${pmLink.pathname}${pmLink.search}`)).toMatchObject({ status: 200 });
    // the office user's token (dailyLogSignedOff) made to name the pm, or to name another event: refused
    const [h, p, sig] = (officeLink.searchParams.get('token') ?? '').split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    for (const change of [{ sub: pm.id }, { evt: 'taskDue' }]) {
      const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.${sig}`;
      expect(await oneClick(`${UNSUBSCRIBE}?token=${forged}`)).toMatchObject({
        status: 400,
        body: { error: UNSUBSCRIBE_LINK_MESSAGE },
      });
    }
    expect((await call<NotificationSettings>(SETTINGS, { token: office.token })).body.events).toEqual({
      ...defaultChoices('office'),
      reportSubmitted: 'never',
    });
  });

  it('a person taken off the project gets no more mail about it, at once', async () => {
    expect(
      await call(SETTINGS, { method: 'PUT', token: pm.token, body: { events: { reportSubmitted: 'immediate' } } }),
    ).toMatchObject({ status: 200 });
    const admin = await asAdmin();
    const removed = await call(`/api/users/${pm.id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Test pm', email: pm.email, roles: 'pm', allowedProjects: [] },
    });
    expect(removed.status).toBe(200);
    const before = (await mailsAbout(marker, site.token)).get(pm.email)?.length ?? 0;
    const task = await addConstructionTask(admin, project._id, { task_name: 'Strip forms' });
    await reportPhotos(site.token, task._id, 1);
    expect((await mailsAbout(marker, site.token)).get(pm.email)?.length ?? 0).toBe(before);
  });
});

describe('the daily digest (07:00 Toronto on the scheduler; here sent now with npm run job)', () => {
  it("collects a day's digest events per person: one email with each object, none for what they no longer may open", async () => {
    const marker = uniqueEmail('d').replace(/@.*/, '');
    const project = await createProject(`Pier ${marker}`);
    const admin = await createSignedInUser('admin');
    const office = await createSignedInUser('office', [project._id]);
    const site = await createSignedInUser('site', [project._id]);
    const adminToken = await asAdmin();
    const first = await addConstructionTask(adminToken, project._id, { task_name: 'Set anchors' });
    const second = await addConstructionTask(adminToken, project._id, { task_name: 'Grout base plates' });
    await reportPhotos(site.token, first._id, 2);
    await reportPhotos(site.token, second._id, 1);
    // admin and office get submissions in the digest by default: nothing at once
    expect((await mailsAbout(marker, site.token)).size).toBe(0);
    // office is taken off the project before the digest goes
    expect(
      (
        await call(`/api/users/${office.id}`, {
          method: 'PUT',
          token: adminToken,
          body: { name: 'Test office', email: office.email, roles: 'office', allowedProjects: [] },
        })
      ).status,
    ).toBe(200);
    runJobNow('sendDigests');
    const mails = await mailsAbout(marker, site.token);
    // every admin gets it (an admin opens every project); office, off the project now, and the reporter do not
    expect(mails.has(admin.email)).toBe(true);
    expect(mails.has(office.email)).toBe(false);
    expect(mails.has(site.email)).toBe(false);
    const [digest] = mails.get(admin.email) ?? [];
    expect(mails.get(admin.email)).toHaveLength(1);
    expect(digest?.subject).toMatch(
      /^Your daily digest: A site report or daily log submitted on my projects \(\d+ updates?\)$/,
    );
    expect(digest?.body.text).toContain(`Set anchors, Pier ${marker}:\n- Test site added 2 photos`);
    expect(digest?.body.text).toContain(`Grout base plates, Pier ${marker}:\n- Test site added a photo`);
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('a print order', () => {
  it('is told to the person who ordered it, by email, and to nobody else who may open the plans', async () => {
    const project = await createProject(`Print ${uniqueEmail('p').replace(/@.*/, '')}`);
    const pm = await createSignedInUser('pm', [project._id]);
    const office = await createSignedInUser('office', [project._id]);
    const fileName = `A-101 ${uniqueEmail('f').replace(/@.*/, '')}.pdf`;
    const drawing = await uploadSmall(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      fileName,
      content: '%PDF-1.4 floor plan',
    });
    const ordered = await call('/api/print-request', {
      method: 'POST',
      token: pm.token,
      body: printOrderBody(drawing, { deliveryMethod: 'pickup' }),
    });
    expect(ordered.status).toBe(201);
    const mails = await mailsAbout(`Print order of ${fileName}`, pm.token);
    expect([...mails.keys()]).toEqual([pm.email]);
    const [email] = mails.get(pm.email) ?? [];
    expect(email?.subject).toBe(`Print order of ${fileName} (${project.name})`);
    expect(email?.body.text).toContain('ordered 3 × 24"x36" prints: the order was emailed to the print shop');
    expect(email?.body.text).toContain(`/view_file/plan/${drawing._id}`);
    expect(header(email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(office.email).not.toBe(pm.email);
  });
});

describe('a folder someone follows', () => {
  it('a new file in it or in a folder below, and a new version, email its followers; unfollowed, nothing', async () => {
    const mark = uniqueEmail('w').replace(/@.*/, '');
    const project = await createProject(`Follow ${mark}`);
    const pm = await createSignedInUser('pm', [project._id]);
    const office = await createSignedInUser('office', [project._id]);
    const consultant = await createSignedInUser('consultant', [project._id]);
    const drawings = await createFolder(office.token, {
      name: `Drawings ${mark}`,
      module: 'plan',
      projectId: project._id,
    });
    const level2 = await createFolder(office.token, {
      name: `Level 2 ${mark}`,
      module: 'plan',
      projectId: project._id,
      parent_id: drawings._id,
    });
    const other = await createFolder(office.token, { name: `Specs ${mark}`, module: 'plan', projectId: project._id });
    const follow = (user: TestUser, follows: string[]) =>
      call(SETTINGS, { method: 'PUT', token: user.token, body: { events: {}, follows } });
    expect(await follow(pm, [drawings._id])).toMatchObject({ status: 200, body: { follows: [drawings._id] } });
    expect((await follow(consultant, [other._id])).status).toBe(200);
    const put = (folderId: string, fileName: string, extra: { versionOf?: string } = {}) =>
      uploadPresigned(
        office.token,
        {
          module: 'plan',
          projectId: project._id,
          folderId,
          fileName,
          contentType: 'application/pdf',
          size: 0,
          ...extra,
        },
        new TextEncoder().encode('%PDF-1.4 plan'),
      );
    const plan = await put(level2._id, `A-201 ${mark}.pdf`);
    await put(level2._id, `A-201 ${mark}.pdf`, { versionOf: plan._id });
    await put(other._id, `S-001 ${mark}.pdf`);

    const mails = await mailsAbout(mark, pm.token);
    const subjects = (user: TestUser) => (mails.get(user.email) ?? []).map((e) => e.subject);
    // The file and its version in Level 2 (below Drawings, which the pm follows): one email each time the
    // job ran, each about Level 2; nothing of Specs to the pm, nothing to the office user who uploaded.
    expect(new Set(subjects(pm))).toEqual(new Set([`New in Level 2 ${mark} (Follow ${mark})`]));
    const text = (mails.get(pm.email) ?? []).map((e) => e.body.text ?? '').join('\n');
    expect(text).toContain(`uploaded A-201 ${mark}.pdf`);
    expect(text).toContain(`uploaded v2 of A-201 ${mark}.pdf`);
    expect(text).toContain(`/planfile_list/${level2._id}`);
    expect(subjects(consultant)).toEqual([`New in Specs ${mark} (Follow ${mark})`]);
    expect(subjects(office)).toEqual([]);

    // Unfollowed: the next file tells nobody.
    expect(await follow(pm, [])).toMatchObject({ status: 200, body: { follows: [] } });
    const before = (await mailsAbout(mark, pm.token)).get(pm.email)?.length ?? 0;
    await put(level2._id, `A-202 ${mark}.pdf`);
    expect((await mailsAbout(mark, pm.token)).get(pm.email)?.length ?? 0).toBe(before);
  });
});

describe('a task coming due (the taskDue notice, 06:00 Toronto on the scheduler; here sent now with npm run job)', () => {
  it('emails its owner and the pm, not a pm who chose never, an owner who cannot open the construction area, or about a finished task; a second run that day sends nothing new', async () => {
    const mark = uniqueEmail('due').replace(/@.*/, '');
    const project = await createProject(`Quay ${mark}`);
    const owner = await createSignedInUser('site', [project._id]);
    const pm = await createSignedInUser('pm', [project._id]);
    const quietPm = await createSignedInUser('pm', [project._id]);
    const marketing = await createSignedInUser('marketing', [project._id]);
    expect(
      await call(SETTINGS, { method: 'PUT', token: quietPm.token, body: { events: { taskDue: 'never' } } }),
    ).toMatchObject({ status: 200 });
    const today = torontoDateKey(new Date());
    const admin = await asAdmin();
    const task = (task_name: string, finish: string, fields: Record<string, unknown>) =>
      addConstructionTask(admin, project._id, {
        task_name,
        schedule_start: addDaysToDateKey(finish, -10),
        schedule_finish: finish,
        ...fields,
      });
    await task(`Frame walls ${mark}`, today, { owner: owner.email, progress: 40 });
    await task(`Seal roof ${mark}`, addDaysToDateKey(today, -5), { owner: marketing.email });
    await task(`Pour slab ${mark}`, addDaysToDateKey(today, -1), { owner: owner.email, progress: 100 });
    await task(`Paint ${mark}`, addDaysToDateKey(today, 30), { owner: owner.email });

    runJobNow('notifyTasksDue');
    const mails = await mailsAbout(mark, pm.token);
    const subjects = (user: TestUser) => (mails.get(user.email) ?? []).map((e) => e.subject).sort();
    expect(subjects(owner)).toEqual([`Due: Frame walls ${mark} (Quay ${mark})`]);
    expect(subjects(pm)).toEqual([`Due: Frame walls ${mark} (Quay ${mark})`, `Due: Seal roof ${mark} (Quay ${mark})`]);
    expect(subjects(quietPm)).toEqual([]);
    expect(subjects(marketing)).toEqual([]);
    expect([...mails.keys()].sort()).toEqual([owner.email, pm.email].sort());
    const late = (mails.get(pm.email) ?? []).find((e) => e.subject.startsWith('Due: Seal roof'));
    expect(late?.body.text).toContain(`overdue: it was due ${addDaysToDateKey(today, -5)} and is 0% done`);
    expect(header(late, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    runJobNow('notifyTasksDue');
    const again = await mailsAbout(mark, pm.token);
    expect((again.get(owner.email) ?? []).length).toBe(1);
    expect((again.get(pm.email) ?? []).length).toBe(2);
  });
});

describe('pins: assigned to you, and ready for review (docs/requirements.md#email-notifications)', () => {
  it('tells a new assignee, never one who assigned themselves; ready for review goes to the creator and the pms, not the one who made it ready', async () => {
    const mark = uniqueEmail('pin').replace(/@.*/, '');
    const project = await createProject(`Wharf ${mark}`);
    const site = await createSignedInUser('site', [project._id]);
    const office = await createSignedInUser('office', [project._id]);
    const pm = await createSignedInUser('pm', [project._id]);
    const quietPm = await createSignedInUser('pm', [project._id]);
    const otherPm = await createSignedInUser('pm', [(await createProject())._id]);
    expect(
      await call(SETTINGS, { method: 'PUT', token: quietPm.token, body: { events: { pinReady: 'never' } } }),
    ).toMatchObject({ status: 200 });
    const sheetId = await sheet(project._id, 'construction');
    const title = `Leaking valve ${mark}`;
    const pin = await placePin(project._id, sheetId, { title, assigneeId: office.id }, site.token);
    const mails = await mailsAbout(mark, pm.token);
    const subjects = (user: TestUser) => (mails.get(user.email) ?? []).map((e) => e.subject);
    expect([...mails.keys()]).toEqual([office.email]);
    expect(subjects(office)).toEqual([`Pin assigned to you: ${title} (Wharf ${mark})`]);
    const [assigned] = mails.get(office.email) ?? [];
    expect(assigned?.body.text).toContain('Test site assigned you the pin');
    expect(assigned?.body.text).toContain(`/view_file/construction/${sheetId}?page=1&pin=${pin._id}`);
    expect(header(assigned, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // the assignee marks it ready: its creator and the project's pms hear of it, by their settings
    const ready = await call(`/api/pins/${pin._id}/status`, {
      method: 'POST',
      token: office.token,
      body: { status: 'ready' },
    });
    expect(ready.status).toBe(200);
    const afterReady = await mailsAbout(`Ready for review: ${title}`, pm.token);
    expect([...afterReady.keys()].sort()).toEqual([site.email, pm.email].sort());
    expect(afterReady.get(pm.email)?.[0]?.body.text).toContain('Test office marked the pin ready for review');
    expect(otherPm.email).not.toBe(pm.email);

    // the pm takes it over: nobody is told; then gives it to the site user, who is
    const own = await call(`/api/pins/${pin._id}`, { method: 'PUT', token: pm.token, body: { assigneeId: pm.id } });
    expect(own.status).toBe(200);
    const back = await call(`/api/pins/${pin._id}`, { method: 'PUT', token: pm.token, body: { assigneeId: site.id } });
    expect(back.status).toBe(200);
    const after = await mailsAbout(`Pin assigned to you: ${title}`, pm.token);
    expect([...after.keys()].sort()).toEqual([office.email, site.email].sort());
    expect(after.get(site.email)?.[0]?.body.text).toContain('Test pm assigned you the pin');
  });
});
