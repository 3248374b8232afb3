import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DocumentFile } from '../../shared/models/documents.ts';
import type { ShareLink, ShareLinkCreated } from '../../shared/models/sharing.ts';
import type { Project } from '../../shared/models.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { uploadSmall } from '../support/documents.ts';
import { emailContaining } from '../support/mail.ts';

const HOUR = 3600_000;
let project: Project;
let pm: TestUser;
let file: DocumentFile;

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  file = await uploadSmall(pm.token, {
    module: 'construction',
    projectId: project._id,
    folderId: 'root',
    fileName: 'Level 2 – slab.pdf',
    content: '%PDF-1.4 shared drawing',
  });
});

const share = (body: Record<string, unknown>, token = pm.token, now?: Date) =>
  call<ShareLinkCreated>('/api/share-file', {
    method: 'POST',
    token,
    body: { fileId: file._id, module: 'construction', ...body },
    now,
  });

/** Opens a link without signing in, at a given time, without following the redirect. */
const open = (link: string, now?: Date) => call(new URL(link).pathname, { now });

describe('share links', () => {
  it('makes a link (24 hours by default) that downloads the file without signing in', async () => {
    const start = new Date();
    const res = await share({ userId: pm.id });
    expect(res.status).toBe(201);
    expect(res.body.link).toMatch(/^http:\/\/localhost:\d+\/api\/shared\/[0-9A-Z]{26}\.[\w-]{32}$/);
    const hours = (Date.parse(res.body.expiresAt) - start.getTime()) / HOUR;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);

    const opened = await open(res.body.link);
    expect(opened.status).toBe(302);
    const download = await fetch(opened.headers.get('location') as string);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('%PDF-1.4 shared drawing');
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Level%202%20%E2%80%93%20slab.pdf");
  });

  it.each([[0], [169], [1.5], ['abc'], [-3]])('refuses hoursValid %j with a clear 400', async (hoursValid) => {
    const res = await share({ hoursValid });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Valid for (hours) must be a whole number from 1 to 168' },
    });
  });

  it('stops working when it expires, checked in code whatever TTL has done', async () => {
    const made = new Date(Date.now() + 60_000); // the signed-in token must still be valid then
    const res = await share({ hoursValid: 2 }, pm.token, made);
    expect((await open(res.body.link, new Date(made.getTime() + 2 * HOUR - 60_000))).status).toBe(302);
    const expired = await open(res.body.link, new Date(made.getTime() + 2 * HOUR));
    expect(expired.status).toBe(410);
    expect(expired.headers.get('content-type')).toContain('text/html');
    expect(String(expired.body)).toContain('This link has expired');
  });

  it('can be listed with its openings and revoked by a user of the project', async () => {
    const res = await share({ hoursValid: 5 });
    await open(res.body.link);
    await open(res.body.link);
    const colleague = await createSignedInUser('office', [project._id]);
    const list = await call<ShareLink[]>(`/api/share-file?fileId=${file._id}&module=construction`, {
      token: colleague.token,
    });
    expect(list.status).toBe(200);
    const mine = list.body.find((l) => l._id === res.body._id);
    expect(mine).toMatchObject({ openCount: 2, created_by: pm.id, fileId: file._id });
    expect(mine?.lastOpenedAt).toBeDefined();
    const revoked = await call(`/api/share-file/${res.body._id}`, { method: 'DELETE', token: colleague.token });
    expect(revoked.status).toBe(200);
    const after = await open(res.body.link);
    expect(after.status).toBe(410);
    expect(String(after.body)).toContain('turned off');
    const listAfter = await call<ShareLink[]>(`/api/share-file?fileId=${file._id}&module=construction`, {
      token: pm.token,
    });
    expect(listAfter.body.map((l) => l._id)).not.toContain(res.body._id);
  });

  it('L9: a link opens at most 60 times an hour, then answers a plain HTML 429 page with Retry-After', async () => {
    const res = await share({ hoursValid: 5 });
    const answers = await Promise.all(Array.from({ length: 66 }, () => open(res.body.link)));
    expect(answers.filter((a) => a.status === 302)).toHaveLength(60);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(6);
    for (const r of refused) {
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(String(r.body)).toContain('This link has been opened too many times');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await open(res.body.link, new Date(Date.now() + 61 * 60_000))).status).toBe(302);
  });

  it('M3: no request header changes the host of a share link or of the print-shop email', async () => {
    const hostile = {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      host: 'evil.example',
    };
    const configured = new URL(inject('endpoints').web).origin;
    const created = await call<ShareLinkCreated>('/api/share-file', {
      method: 'POST',
      token: pm.token,
      headers: hostile,
      body: { fileId: file._id, module: 'construction' },
    });
    expect(created.status).toBe(201);
    expect(new URL(created.body.link).origin).toBe(configured);
    const marker = `m3-${Date.now()}`;
    const order = await call<{ orderId: string }>('/api/print-request', {
      method: 'POST',
      token: pm.token,
      headers: hostile,
      body: {
        fileId: file._id,
        module: 'construction',
        size: '24"x36"',
        copies: 1,
        productionTime: 'next day',
        details: marker,
        deliveryMethod: 'pickup',
      },
    });
    expect(order.status).toBe(201);
    const text = (await emailContaining(marker)).body.text ?? '';
    expect(text).not.toContain('evil.example');
    const link = /Download: (\S+)/.exec(text)?.[1] ?? '';
    expect(new URL(link).origin).toBe(configured);
  });

  it('L10: who may revoke a link follows the file: after it moved to marketing, a consultant cannot', async () => {
    const consultant = await createSignedInUser('consultant', [project._id]);
    const planFile = await uploadSmall(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      fileName: `L10 ${Date.now()}.pdf`,
      content: '%PDF-1.4 moved later',
    });
    const created = await call<ShareLinkCreated>('/api/share-file', {
      method: 'POST',
      token: pm.token,
      body: { fileId: planFile._id, module: 'plan' },
    });
    expect(created.status).toBe(201);
    const moved = await call(`/api/file/plan/${planFile._id}/move`, {
      method: 'PUT',
      token: await asAdmin(),
      body: { target_module: 'marketing', target_folder_id: 'root', project_id: project._id },
    });
    expect(moved.status).toBe(200);
    const linkId = new URL(created.body.link).pathname.split('/').pop()?.split('.')[0] ?? '';
    const revoke = await call(`/api/share-file/${linkId}`, { method: 'DELETE', token: consultant.token });
    expect(revoke.status).toBe(403);
    expect((await open(created.body.link)).status).toBe(302);
  });

  it('shows a person in a browser a landing page (file, size, project, who shared it, until when), then Download and View', async () => {
    const res = await share({});
    const page = await fetch(res.body.link, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    for (const expected of [file.original_name, `${file.size} bytes`, project.name, 'Test pm', 'Link valid until']) {
      expect(html).toContain(expected);
    }
    expect(html).toContain('href="?get=download"');
    expect(html).toContain('href="?get=view"');
    const download = await fetch(`${res.body.link}?get=download`, { redirect: 'manual' });
    expect(download.status).toBe(302);
    expect(new URL(download.headers.get('location') ?? '').searchParams.get('response-content-disposition')).toMatch(
      /^attachment;/,
    );
    const view = await fetch(`${res.body.link}?get=view`, { redirect: 'manual' });
    expect(new URL(view.headers.get('location') ?? '').searchParams.get('response-content-disposition')).toMatch(
      /^inline;/,
    );
    // A program (no text/html in Accept) still gets the file straight away.
    expect((await open(res.body.link)).status).toBe(302);
  });

  it('says plainly when the link is wrong or its file was deleted', async () => {
    const res = await share({});
    const [base] = res.body.link.split('.') as [string];
    const tampered = await open(`${base}.${'x'.repeat(32)}`);
    expect(tampered.status).toBe(404);
    expect(String(tampered.body)).toContain('Link not found');
    const doomed = await uploadSmall(pm.token, {
      module: 'construction',
      projectId: project._id,
      folderId: 'root',
      fileName: 'gone.pdf',
    });
    const link = await share({ fileId: doomed._id });
    expect((await call(`/api/files/construction/${doomed._id}`, { method: 'DELETE', token: pm.token })).status).toBe(
      200,
    );
    const gone = await open(link.body.link);
    expect(gone.status).toBe(410);
    expect(String(gone.body)).toContain('The shared file has been deleted');
  });

  it('cannot be made for a file of another project or another area', async () => {
    const outsider = await createSignedInUser('pm', [(await createProject())._id]);
    expect((await share({}, outsider.token)).status).toBe(403);
    const consultant = await createSignedInUser('consultant', [project._id]);
    expect((await share({}, consultant.token)).status).toBe(403);
    expect((await share({ module: 'plan' })).body).toEqual({ error: 'The file is not in the plan area' });
  });
});
