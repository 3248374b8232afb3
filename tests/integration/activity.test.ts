/**
 * The activity log (docs/requirements.md#activity-log): every change writes its entry in the same
 * transaction, reads of a file are recorded on their own, and each person sees the entries of the areas
 * their role reaches.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ActivityEntry, ActivityPage } from '../../shared/models/activity.ts';
import type { DocumentFile, Folder } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask } from '../../shared/task-models.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { createChain, createFolder, uploadSmall } from '../support/documents.ts';

let project: Project;
let pm: TestUser;
let site: TestUser;
let consultant: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  project = await createProject();
  const elsewhere = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  site = await createSignedInUser('site', [project._id]);
  consultant = await createSignedInUser('consultant', [project._id]);
  outsider = await createSignedInUser('office', [elsewhere._id]);
});

const activity = (query: string, token = pm.token, projectId = project._id) =>
  call<ActivityPage>(`/api/projects/${projectId}/activity${query ? `?${query}` : ''}`, { token });

async function historyOf(objectId: string, token = pm.token): Promise<ActivityEntry[]> {
  const res = await activity(`objectId=${objectId}`, token);
  expect(res.status).toBe(200);
  return res.body.entries;
}

const upload = (fileName: string, folderId = 'root', token = pm.token, module: 'plan' | 'construction' = 'plan') =>
  uploadSmall(token, { module, projectId: project._id, folderId, fileName, content: `%PDF-1.4 ${fileName}` });

describe('activity log: documents', () => {
  it('records upload, move, copy, download, view and delete of a file, each with who and where', async () => {
    const drawings = await createFolder(pm.token, { name: 'Drawings', module: 'plan', projectId: project._id });
    const structural = await createFolder(pm.token, {
      name: 'Structural',
      module: 'plan',
      projectId: project._id,
      parent_id: drawings._id,
    });
    const file = await upload('Kitchen Plan Rev C.pdf', drawings._id);
    const moved = await call<DocumentFile>(`/api/file/plan/${file._id}/move`, {
      method: 'PUT',
      token: pm.token,
      body: { project_id: project._id, target_module: 'plan', target_folder_id: structural._id },
    });
    expect(moved.status).toBe(200);
    const copy = await call<DocumentFile>(`/api/file/plan/${file._id}/copy`, {
      method: 'POST',
      token: pm.token,
      body: { project_id: project._id, target_module: 'plan', target_folder_id: drawings._id },
    });
    expect(copy.status).toBe(201);
    expect((await call(`/api/file/plan/${file._id}`, { token: pm.token })).status).toBe(302);
    expect((await call(`/api/file/plan/${file._id}/url?disposition=inline`, { token: pm.token })).status).toBe(200);
    expect((await call(`/api/files/plan/${file._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);

    const history = await historyOf(file._id);
    expect(history.map((e) => e.kind)).toEqual([
      'file.deleted',
      'file.viewed',
      'file.downloaded',
      'file.moved',
      'file.uploaded',
    ]);
    for (const entry of history) {
      expect(entry).toMatchObject({
        projectId: project._id,
        area: 'plan',
        actor: { id: pm.id, name: 'Test pm' },
        object: { type: 'file', id: file._id, name: 'Kitchen Plan Rev C.pdf' },
      });
    }
    expect(history.find((e) => e.kind === 'file.uploaded')?.place).toBe('Plan File / Drawings');
    expect(history.find((e) => e.kind === 'file.moved')).toMatchObject({
      place: 'Plan File / Drawings',
      detail: 'to Plan File / Drawings / Structural',
    });
    expect(history.find((e) => e.kind === 'file.deleted')?.place).toBe('Plan File / Drawings / Structural');

    const [copied] = await historyOf(copy.body._id);
    expect(copied).toMatchObject({
      kind: 'file.copied',
      place: 'Plan File / Drawings',
      detail: 'from Plan File / Drawings / Structural',
    });
  });

  it('S2: a move or copy to another area or project is recorded on both sides, each naming only places its readers may see', async () => {
    const admin = await asAdmin();
    const [here, other] = [await createProject(), await createProject()];
    const marketing = await createSignedInUser('marketing', [here._id]);
    const planReader = await createSignedInUser('consultant', [here._id]);
    const secret = await createFolder(admin, {
      name: 'Confidential Bid Pricing Rev C',
      module: 'plan',
      projectId: here._id,
    });
    const brochures = await createFolder(admin, { name: 'Brochures', module: 'marketing', projectId: here._id });
    const toMarketing = await uploadSmall(admin, {
      module: 'plan',
      projectId: here._id,
      folderId: secret._id,
      fileName: 'Bid summary.pdf',
    });
    const toOther = await uploadSmall(admin, {
      module: 'plan',
      projectId: here._id,
      folderId: secret._id,
      fileName: 'Leaving.pdf',
    });
    const copied = await uploadSmall(admin, {
      module: 'plan',
      projectId: here._id,
      folderId: secret._id,
      fileName: 'Copied out.pdf',
    });
    const move = (file: DocumentFile, body: object) =>
      call<DocumentFile>(`/api/file/plan/${file._id}/move`, { method: 'PUT', token: admin, body });
    expect(
      (
        await move(toMarketing, {
          project_id: here._id,
          target_module: 'marketing',
          target_folder_id: brochures._id,
        })
      ).status,
    ).toBe(200);
    expect(
      (await move(toOther, { project_id: other._id, target_module: 'plan', target_folder_id: 'root' })).status,
    ).toBe(200);
    const copy = await call<DocumentFile>(`/api/file/plan/${copied._id}/copy`, {
      method: 'POST',
      token: admin,
      body: { project_id: here._id, target_module: 'marketing', target_folder_id: brochures._id },
    });
    expect(copy.status).toBe(201);

    // What marketing reads: the file arrived in its area, from "another area"; no plan folder is named.
    const seen = await activity('limit=100', marketing.token, here._id);
    expect(seen.status).toBe(200);
    const text = JSON.stringify(seen.body.entries);
    expect(text).not.toContain('Confidential');
    expect(seen.body.entries.find((e) => e.kind === 'file.moved' && e.object.id === toMarketing._id)).toMatchObject({
      area: 'marketing',
      place: 'Marketing / Brochures',
      detail: 'from another area',
    });
    expect(seen.body.entries.find((e) => e.object.id === copy.body._id)).toMatchObject({
      kind: 'file.copied',
      place: 'Marketing / Brochures',
      detail: 'from another area',
    });
    // What plan readers read: the file left their folder, to "another area" / "another project".
    const planSide = (await activity('limit=100', planReader.token, here._id)).body.entries;
    expect(planSide.find((e) => e.kind === 'file.moved' && e.object.id === toMarketing._id)).toMatchObject({
      projectId: here._id,
      area: 'plan',
      place: 'Plan File / Confidential Bid Pricing Rev C',
      detail: 'to another area',
    });
    expect(planSide.find((e) => e.kind === 'file.moved' && e.object.id === toOther._id)).toMatchObject({
      projectId: here._id,
      area: 'plan',
      place: 'Plan File / Confidential Bid Pricing Rev C',
      detail: 'to another project',
    });
    // The project it went to records its arrival, without the source's folder names.
    const arrived = (await activity('limit=100', admin, other._id)).body.entries;
    expect(arrived.find((e) => e.object.id === toOther._id)).toMatchObject({
      kind: 'file.moved',
      projectId: other._id,
      area: 'plan',
      place: 'Plan File',
      detail: 'from another project',
    });
    expect(JSON.stringify(arrived)).not.toContain('Confidential');
  });

  it('R-link: the entries of a file in the recycle bin link nowhere (object.gone) until it is restored', async () => {
    const file = await upload('Door Schedule.pdf');
    const linked = async () => (await historyOf(file._id)).map((e) => [e.kind, e.object.gone ?? false] as const).sort();
    expect(await linked()).toEqual([['file.uploaded', false]]);

    expect((await call(`/api/files/plan/${file._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    expect(await linked()).toEqual([
      ['file.deleted', true],
      ['file.uploaded', true],
    ]);
    const page = await activity('area=plan');
    expect(page.body.entries.filter((e) => e.object.id === file._id).every((e) => e.object.gone)).toBe(true);

    const restored = await call(`/api/projects/${project._id}/recycle-bin/${file._id}/restore`, {
      method: 'POST',
      token: pm.token,
    });
    expect(restored.status).toBe(200);
    expect((await linked()).every(([, gone]) => !gone)).toBe(true);
  });

  it('R-link: the entries of a file or subfolder inside a binned folder link nowhere either, until the folder is back', async () => {
    const { l1: top, l2: mid, l3: deep } = await createChain(pm.token, 'plan', project._id, 'Binned top');
    const file = await upload('Finish Schedule.pdf', deep._id);
    const goneOf = async (id: string) => (await historyOf(id)).map((e) => e.object.gone ?? false);
    expect(await goneOf(file._id)).toEqual([false]);
    expect(await goneOf(deep._id)).toEqual([false]);

    expect((await call(`/api/folders/${top._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    // the file and the subfolder themselves were not written, yet they answer 404: so do their links
    expect((await call(`/api/folders/${deep._id}`, { token: pm.token })).status).toBe(404);
    expect(await goneOf(file._id)).toEqual([true]);
    expect(await goneOf(deep._id)).toEqual([true]);
    expect(await goneOf(mid._id)).toEqual([true]);

    const restored = await call(`/api/projects/${project._id}/recycle-bin/${top._id}/restore`, {
      method: 'POST',
      token: pm.token,
    });
    expect(restored.status).toBe(200);
    expect(await goneOf(file._id)).toEqual([false]);
    expect(await goneOf(deep._id)).toEqual([false]);
  });

  it('records folder create, rename and delete; a refused change writes no entry', async () => {
    const folder = await createFolder(pm.token, { name: 'Shop drawings', module: 'plan', projectId: project._id });
    await createFolder(pm.token, { name: 'Taken', module: 'plan', projectId: project._id });
    const taken = await call(`/api/folders/${folder._id}`, {
      method: 'PUT',
      token: pm.token,
      body: { name: 'Taken', module: 'plan', projectId: project._id },
    });
    expect(taken.status).toBe(409);
    const renamed = await call<Folder>(`/api/folders/${folder._id}`, {
      method: 'PUT',
      token: pm.token,
      body: { name: 'Shop drawings (approved)', module: 'plan', projectId: project._id },
    });
    expect(renamed.status).toBe(200);
    await upload('Anchor bolts.pdf', folder._id);
    expect((await call(`/api/folders/${folder._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);

    const history = await historyOf(folder._id);
    expect(history.map((e) => [e.kind, e.object.name, e.detail])).toEqual([
      ['folder.deleted', 'Shop drawings (approved)', 'with 1 file'],
      ['folder.renamed', 'Shop drawings (approved)', 'was Shop drawings'],
      ['folder.created', 'Shop drawings', undefined],
    ]);
  });

  it('records 20 uploads made at once: one entry each, no more, no less', async () => {
    const folder = await createFolder(pm.token, { name: 'Burst', module: 'plan', projectId: project._id });
    const files = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(`Sheet A-${i + 1}.pdf`, folder._id)));
    const entries = await Promise.all(files.map((f) => historyOf(f._id)));
    expect(entries.map((e) => e.map((x) => x.kind))).toEqual(files.map(() => ['file.uploaded']));
  });

  it('records share links made, opened (by nobody signed in) and revoked', async () => {
    const file = await upload('Site plan.pdf');
    const made = await call<{ _id: string; link: string }>('/api/share-file', {
      method: 'POST',
      token: pm.token,
      body: { fileId: file._id, module: 'plan', hoursValid: 2 },
    });
    expect(made.status).toBe(201);
    expect((await call(`${new URL(made.body.link).pathname}?get=download`)).status).toBe(302);
    expect((await call(`/api/share-file/${made.body._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    expect((await call(`/api/share-file/${made.body._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);

    const history = await historyOf(file._id);
    expect(history.map((e) => [e.kind, e.actor?.id ?? null, e.detail])).toEqual([
      ['share.revoked', pm.id, undefined],
      ['share.opened', null, 'to download, shared by Test pm'],
      ['share.created', pm.id, 'valid 2 hours'],
      ['file.uploaded', pm.id, undefined],
    ]);
  });
});

describe('activity log: schedules and site reports', () => {
  it('records a task made and edited (before -> after), and what a site report produced', async () => {
    const created = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: {
        projectId: project._id,
        task_name: 'Pour footings',
        schedule_start: '2026-05-01',
        schedule_finish: '2026-05-05',
      },
    });
    expect(created.status).toBe(201);
    const task = created.body;
    const edited = await call(`/api/tasks/${task._id}`, {
      method: 'PUT',
      token: pm.token,
      body: { task_name: 'Pour footings, grid A-C', schedule_finish: '2026-05-08' },
    });
    expect(edited.status).toBe(200);
    const report = await call(`/api/tasks/${task._id}`, {
      method: 'PUT',
      token: site.token,
      body: { status: 'working', progress: 40, inspection_status: 'Not Required', projectId: project._id },
    });
    expect(report.status).toBe(200);
    expect(
      (
        await call(`/api/tasks/${task._id}/note`, {
          method: 'POST',
          token: site.token,
          body: { text: 'Rebar inspected' },
        })
      ).status,
    ).toBe(201);
    const form = new FormData();
    form.append('taskId', task._id);
    form.append('projectId', project._id);
    form.append(
      'images',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }),
      'slab.jpg',
    );
    const photos = await fetch(`${inject('endpoints').web}/api/construction/task/upload-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${site.token}` },
      body: form,
    });
    expect(photos.status).toBe(201);

    const history = await historyOf(task._id);
    expect(history.map((e) => [e.kind, e.actor?.name])).toEqual([
      ['task.photo', 'Test site'],
      ['task.noted', 'Test site'],
      ['task.reported', 'Test site'],
      ['task.updated', 'Test pm'],
      ['task.created', 'Test pm'],
    ]);
    expect(history.find((e) => e.kind === 'task.updated')?.changes).toEqual([
      { field: 'task_name', from: 'Pour footings', to: 'Pour footings, grid A-C' },
      { field: 'schedule_finish', from: '2026-05-05T04:00:00.000Z', to: '2026-05-08T04:00:00.000Z' },
    ]);
    expect(history.find((e) => e.kind === 'task.reported')?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: null, to: 'working' },
        { field: 'progress', from: '0', to: '40' },
        { field: 'inspection_status', from: null, to: 'Not Required' },
      ]),
    );
    expect(history.find((e) => e.kind === 'task.noted')?.detail).toBe('Rebar inspected');
    expect(history.find((e) => e.kind === 'task.photo')?.detail).toBe('1 photo');
    expect(history.every((e) => e.area === 'construction' && e.place === 'Construction schedule')).toBe(true);

    expect((await call(`/api/tasks/${task._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    const [deleted] = await historyOf(task._id);
    expect(deleted).toMatchObject({ kind: 'task.deleted', object: { name: 'Pour footings, grid A-C' } });
  });
});

describe('activity log: who sees what', () => {
  it('shows each role only the areas it reaches, and no one outside the project', async () => {
    await upload('Consultant sees this.pdf');
    await upload('Site sees this.pdf', 'root', pm.token, 'construction');
    const ofSite = await activity('limit=1000', site.token);
    expect(ofSite.status).toBe(200);
    expect(new Set(ofSite.body.entries.map((e) => e.area))).toEqual(new Set(['construction']));
    const ofConsultant = await activity('limit=1000', consultant.token);
    expect(new Set(ofConsultant.body.entries.map((e) => e.area))).toEqual(new Set(['plan']));
    expect(await activity('area=plan', site.token)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to access this section.' },
    });
    expect(await activity('', outsider.token)).toMatchObject({
      status: 403,
      body: { error: 'You do not have access to this project' },
    });
    const all = await activity('limit=1000', await asAdmin());
    expect(new Set(all.body.entries.map((e) => e.area))).toEqual(new Set(['plan', 'construction']));
  });

  it("an object's history never shows another project's entries", async () => {
    const file = await upload('Mine.pdf');
    const res = await activity(`objectId=${file._id}`, outsider.token, (await createProject())._id);
    expect(res.status).toBe(403);
  });
});

describe('activity log: filters and pages', () => {
  it('filters by kind, person and Toronto days, and pages without gaps or repeats', async () => {
    const own = await createProject();
    const office = await createSignedInUser('office', [own._id]);
    const days = ['2026-03-01T04:59:00Z', '2026-03-01T05:01:00Z', '2026-03-02T12:00:00Z', '2026-03-03T04:30:00Z'];
    for (const [i, at] of days.entries()) {
      const res = await call('/api/folders', {
        method: 'POST',
        token: office.token,
        now: new Date(at),
        body: { name: `Day ${i}`, module: 'marketing', projectId: own._id },
      });
      expect(res.status).toBe(201);
    }
    const on = (query: string) => activity(query, office.token, own._id);
    // 04:59Z on 1 March is 23:59 on 28 February in Toronto; 04:30Z on 3 March is still 2 March.
    const march1 = await on('from=2026-03-01&to=2026-03-01');
    expect(march1.body.entries.map((e) => e.object.name)).toEqual(['Day 1']);
    const march2 = await on('from=2026-03-02&to=2026-03-02');
    expect(march2.body.entries.map((e) => e.object.name)).toEqual(['Day 3', 'Day 2']);
    expect((await on(`actorId=${office.id}&kind=folder.created`)).body.entries).toHaveLength(4);
    expect((await on(`actorId=${pm.id}`)).body.entries).toHaveLength(0);
    expect((await on('kind=file.uploaded')).body.entries).toHaveLength(0);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: ActivityPage } = await on(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.entries.map((e) => e.object.name));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Day 3', 'Day 2', 'Day 1', 'Day 0']);
  });

  it('refuses a bad filter with a clear message', async () => {
    expect(await activity('from=2026-03-05&to=2026-03-01')).toMatchObject({
      status: 400,
      body: { error: 'From must be on or before To' },
    });
    expect(await activity('kind=file.burned')).toMatchObject({
      status: 400,
      body: { error: 'Unknown kind of activity' },
    });
    expect(await activity('from=yesterday')).toMatchObject({
      status: 400,
      body: { error: 'From must be a date (YYYY-MM-DD)' },
    });
  });
});

describe('activity log: administration', () => {
  it('records users and projects made and edited, never a password, for admins only', async () => {
    const admin = await asAdmin();
    const made = await createProject('Activity Tower');
    const edited = await call(`/api/projects/${made._id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Activity Tower', description: 'Phase 2', status: 'inactive' },
    });
    expect(edited.status).toBe(200);
    const user = await createSignedInUser('marketing', [made._id]);
    await call(`/api/users/${user.id}`, {
      method: 'PUT',
      token: admin,
      body: {
        name: 'Test marketing',
        email: user.email,
        roles: 'office',
        allowedProjects: [made._id],
        password: 'a-brand-new-long-password-7',
      },
    });

    const log = await call<ActivityPage>('/api/admin/activity?limit=1000', { token: admin });
    expect(log.status).toBe(200);
    const about = (id: string) => log.body.entries.filter((e) => e.object.id === id).map((e) => [e.kind, e.changes]);
    expect(about(made._id)).toEqual([
      [
        'project.updated',
        [
          { field: 'description', from: 'Test project', to: 'Phase 2' },
          { field: 'status', from: 'active', to: 'inactive' },
        ],
      ],
      ['project.created', undefined],
    ]);
    const userEntries = about(user.id);
    expect(userEntries[0]).toEqual([
      'user.updated',
      [
        { field: 'roles', from: 'marketing', to: 'office' },
        { field: 'password', from: null, to: 'changed' },
      ],
    ]);
    expect(userEntries.at(-1)?.[0]).toBe('user.created');
    expect(JSON.stringify(log.body)).not.toMatch(/passwordHash|scrypt|a-brand-new-long-password/);

    expect(await call('/api/admin/activity', { token: pm.token })).toMatchObject({ status: 403 });
  });
});
