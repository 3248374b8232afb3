/**
 * Drawing revisions (docs/requirements.md#file-versions): a new version replaces the file everywhere
 * without losing the old one; moves keep every version, copies start from the current one, share links
 * deliver the version they were made for, deletes leave no version behind.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/models/activity.ts';
import type { DocumentFile, FileUrl, FileVersion, FolderDetail } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import {
  completeUpload,
  createFolder,
  getFolder,
  objectKeys,
  partitionItems,
  sendBytes,
  startUpload,
  uploadPresigned,
} from '../support/documents.ts';

let project: Project;
let pm: TestUser;
const text = (s: string) => new TextEncoder().encode(s);

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
});

const upload = (folderId: string, body: string, extra: { versionOf?: string; versionNote?: string } = {}) =>
  uploadPresigned(
    pm.token,
    {
      module: 'plan',
      projectId: project._id,
      folderId,
      fileName: 'A-101 Site Plan.pdf',
      contentType: 'application/pdf',
      size: 0, // uploadPresigned sends the bytes' own size
      ...extra,
    },
    text(body),
  );

const versions = async (fileId: string) => {
  const res = await call<FileVersion[]>(`/api/file/plan/${fileId}/versions`, { token: pm.token });
  expect(res.status).toBe(200);
  return res.body;
};

async function contentOf(fileId: string, version?: number): Promise<string> {
  const res = await call<FileUrl>(`/api/file/plan/${fileId}/url${version ? `?version=${version}` : ''}`, {
    token: pm.token,
  });
  expect(res.status).toBe(200);
  return (await fetch(res.body.url)).text();
}

describe('file versions', () => {
  it('a file with 3 versions keeps each one, lists them newest first, and counts once', async () => {
    const folder = await createFolder(pm.token, { name: 'Civil', module: 'plan', projectId: project._id });
    const v1 = await upload(folder._id, '%PDF-1.4 rev A');
    const v2 = await upload(folder._id, '%PDF-1.4 rev B', { versionOf: v1._id, versionNote: 'Rev B, for permit' });
    expect(v2).toMatchObject({ _id: v1._id, version: 2, version_note: 'Rev B, for permit' });
    const v3 = await upload(folder._id, '%PDF-1.4 rev C!', {
      versionOf: v1._id,
      versionNote: 'Rev C, issued for construction',
    });
    expect(v3).toMatchObject({ _id: v1._id, version: 3, size: 15 });

    expect((await versions(v1._id)).map((v) => [v.version, v.note ?? null, v.current, v.upload_by])).toEqual([
      [3, 'Rev C, issued for construction', true, 'Test pm'],
      [2, 'Rev B, for permit', false, 'Test pm'],
      [1, null, false, 'Test pm'],
    ]);
    expect(await contentOf(v1._id)).toBe('%PDF-1.4 rev C!');
    expect(await contentOf(v1._id, 1)).toBe('%PDF-1.4 rev A');
    expect(await contentOf(v1._id, 2)).toBe('%PDF-1.4 rev B');
    expect(await call(`/api/file/plan/${v1._id}/url?version=9`, { token: pm.token })).toMatchObject({
      status: 404,
      body: { error: 'Version not found' },
    });
    const shown = await getFolder(pm.token, folder._id);
    expect(shown).toMatchObject({ fileCount: 1, totalFileCount: 1 });

    // Moved: every version goes with it, counters move by one file.
    const target = await createFolder(pm.token, { name: 'Issued', module: 'plan', projectId: project._id });
    const moved = await call<DocumentFile>(`/api/file/plan/${v1._id}/move`, {
      method: 'PUT',
      token: pm.token,
      body: { project_id: project._id, target_module: 'plan', target_folder_id: target._id },
    });
    expect(moved.body).toMatchObject({ folderId: target._id, version: 3 });
    expect(await contentOf(v1._id, 1)).toBe('%PDF-1.4 rev A');
    expect(await getFolder(pm.token, folder._id)).toMatchObject({ fileCount: 0 });
    expect(await getFolder(pm.token, target._id)).toMatchObject({ fileCount: 1 });

    // Copied: the current version becomes v1 of a new file.
    const copy = await call<DocumentFile>(`/api/file/plan/${v1._id}/copy`, {
      method: 'POST',
      token: pm.token,
      body: { project_id: project._id, target_module: 'plan', target_folder_id: folder._id },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.version).toBeUndefined();
    expect((await versions(copy.body._id)).map((v) => v.version)).toEqual([1]);
    expect(await contentOf(copy.body._id)).toBe('%PDF-1.4 rev C!');
  });

  it('Make current adds the old version again as the newest; history is never rewritten', async () => {
    const folder = await createFolder(pm.token, { name: 'Structure', module: 'plan', projectId: project._id });
    const file = await upload(folder._id, 'one');
    await upload(folder._id, 'two', { versionOf: file._id, versionNote: 'Wrong sheet' });
    const res = await call<DocumentFile>(`/api/file/plan/${file._id}/versions/1/current`, {
      method: 'POST',
      token: pm.token,
    });
    expect(res).toMatchObject({ status: 201, body: { version: 3, version_note: 'Made current from v1' } });
    expect((await versions(file._id)).map((v) => [v.version, v.note ?? null])).toEqual([
      [3, 'Made current from v1'],
      [2, 'Wrong sheet'],
      [1, null],
    ]);
    expect(await contentOf(file._id)).toBe('one');
    expect(await contentOf(file._id, 2)).toBe('two');

    const log = await call<ActivityPage>(`/api/projects/${project._id}/activity?objectId=${file._id}`, {
      token: pm.token,
    });
    const changes = log.body.entries.filter((e) => e.kind !== 'file.downloaded');
    expect(changes.map((e) => [e.kind, e.detail ?? null])).toEqual([
      ['file.made-current', 'v3: Made current from v1'],
      ['file.versioned', 'v2: Wrong sheet'],
      ['file.uploaded', null],
    ]);
  });

  it('a share link delivers the version it was made for, after a newer one came', async () => {
    const file = await upload('root', 'issued for tender');
    const link = await call<{ link: string }>('/api/share-file', {
      method: 'POST',
      token: pm.token,
      body: { fileId: file._id, module: 'plan', hoursValid: 2 },
    });
    await upload('root', 'issued for construction', { versionOf: file._id });
    const opened = await call(`${new URL(link.body.link).pathname}?get=download`);
    expect(opened.status).toBe(302);
    expect(await (await fetch(opened.headers.get('location') as string)).text()).toBe('issued for tender');
  });

  it("N6: the landing page of a link to an older version says a newer one exists, under the file's name, in Toronto time", async () => {
    const file = await upload('root', 'rev A');
    await uploadPresigned(
      pm.token,
      {
        module: 'plan',
        projectId: project._id,
        folderId: 'root',
        fileName: 'scan_0042 rev B.pdf',
        contentType: 'application/pdf',
        size: 0,
        versionOf: file._id,
      },
      text('rev B'),
    );
    const link = await call<{ link: string }>('/api/share-file', {
      method: 'POST',
      token: pm.token,
      body: { fileId: file._id, module: 'plan', hoursValid: 2 },
    });
    const landing = async () => {
      const res = await fetch(link.body.link, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const current = await landing();
    expect(current).toContain('A-101 Site Plan.pdf (v2)');
    expect(current).not.toContain('scan_0042');
    expect(current).not.toContain('A newer version');
    expect(current).toContain('(Toronto time)');

    await upload('root', 'rev C', { versionOf: file._id });
    const superseded = await landing();
    expect(superseded).toContain('A-101 Site Plan.pdf (v2)');
    expect(superseded).toContain('A newer version (v3) exists; ask Test pm for it.');
    expect(superseded).toContain('(Toronto time)');
  });

  it('a repeated or parallel confirmation records each version once; two versions at once both land', async () => {
    const file = await upload('root', 'base');
    const start = await startUpload(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      fileName: 'A-101 Site Plan.pdf',
      contentType: 'application/pdf',
      size: 4,
      versionOf: file._id,
    });
    await sendBytes(start.body, text('next'));
    const answers = await Promise.all([1, 2, 3].map(() => completeUpload(pm.token, start.body.uploadId)));
    expect(answers.map((a) => [a.status, a.body.version])).toEqual([
      [201, 2],
      [201, 2],
      [201, 2],
    ]);
    const again = await completeUpload(pm.token, start.body.uploadId);
    expect(again).toMatchObject({ status: 201, body: { _id: file._id, version: 2 } });

    await Promise.all([
      upload('root', 'left', { versionOf: file._id }),
      upload('root', 'right', { versionOf: file._id }),
    ]);
    expect((await versions(file._id)).map((v) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it('a version sent under another name: the file keeps its name, the version its own', async () => {
    const file = await upload('root', 'rev A');
    const v2 = await uploadPresigned(
      pm.token,
      {
        module: 'plan',
        projectId: project._id,
        folderId: 'root',
        fileName: 'A-101 Site Plan Rev B.pdf',
        contentType: 'application/pdf',
        size: 0,
        versionOf: file._id,
      },
      text('rev B'),
    );
    expect(v2).toMatchObject({ _id: file._id, original_name: 'A-101 Site Plan.pdf', version: 2 });
    expect((await versions(file._id)).map((v) => v.original_name)).toEqual([
      'A-101 Site Plan Rev B.pdf',
      'A-101 Site Plan.pdf',
    ]);
  });

  it('refuses a version into another folder, and a bad version number', async () => {
    const folder = await createFolder(pm.token, { name: 'Elsewhere', module: 'plan', projectId: project._id });
    const file = await upload('root', 'x');
    const res = await startUpload(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: folder._id,
      fileName: 'A-101 Site Plan.pdf',
      size: 1,
      versionOf: file._id,
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'A new version must be uploaded to the folder of the file it replaces' },
    });
    expect(await call(`/api/file/plan/${file._id}/url?version=0`, { token: pm.token })).toMatchObject({
      status: 400,
      body: { error: 'version must be a version number' },
    });
  });

  it('deleting a file forever (from the recycle bin), or its folder, removes every version: no object or item is left', async () => {
    const folder = await createFolder(pm.token, { name: 'Doomed', module: 'plan', projectId: project._id });
    const a = await upload(folder._id, 'a1');
    await upload(folder._id, 'a2', { versionOf: a._id });
    await upload(folder._id, 'a3', { versionOf: a._id });
    const b = await upload(folder._id, 'b1');
    await upload(folder._id, 'b2', { versionOf: b._id });
    // Every object the two files' versions were stored under, read from their items.
    const stored = async (id: string) => (await partitionItems(`FILE#${id}`)).map((item) => String(item.s3Key));
    const objects = [...new Set([...(await stored(a._id)), ...(await stored(b._id))])];
    expect(objects).toHaveLength(5);
    expect((await objectKeys('files/')).filter((k) => objects.includes(k))).toHaveLength(5);

    expect((await call(`/api/files/plan/${a._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    // Issue 23: the delete moved it to the recycle bin; deleting it forever there erases every version.
    const erased = await call(`/api/projects/${project._id}/recycle-bin/${a._id}`, {
      method: 'DELETE',
      token: await asAdmin(),
    });
    expect(erased.status).toBe(204);
    expect(await partitionItems(`FILE#${a._id}`)).toEqual([]);
    expect((await call(`/api/folders/${folder._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    // The folder went to the recycle bin with b; deleting it forever there erases b with every version.
    const folderErased = await call(`/api/projects/${project._id}/recycle-bin/${folder._id}`, {
      method: 'DELETE',
      token: await asAdmin(),
    });
    expect(folderErased.status).toBe(204);
    expect(await partitionItems(`FILE#${b._id}`)).toEqual([]);
    expect((await objectKeys('files/')).filter((k) => objects.includes(k))).toEqual([]);
    const detail = await call<FolderDetail>(`/api/folders/${folder._id}`, { token: pm.token });
    expect(detail.status).toBe(404);
  });
});

describe('S5: many new versions of one file at once', () => {
  it('S5: 20 parallel new versions of one file all commit: versions 2..21 present, each with its own object', async () => {
    const folder = await createFolder(pm.token, { name: 'Reissues', module: 'plan', projectId: project._id });
    const file = await upload(folder._id, '%PDF-1.4 v1');
    const bodies = Array.from({ length: 20 }, (_, i) => `%PDF-1.4 parallel ${String(i).padStart(2, '0')}`);
    const starts = await Promise.all(
      bodies.map((body) =>
        startUpload(pm.token, {
          module: 'plan',
          projectId: project._id,
          folderId: folder._id,
          fileName: 'A-101 Site Plan.pdf',
          contentType: 'application/pdf',
          size: text(body).length,
          versionOf: file._id,
        }),
      ),
    );
    expect(starts.map((s) => s.status)).toEqual(bodies.map(() => 201));
    await Promise.all(starts.map((s, i) => sendBytes(s.body, text(bodies[i] as string))));
    const answers = await Promise.all(starts.map((s) => completeUpload(pm.token, s.body.uploadId)));
    expect(answers.map((a) => (a.status === 201 ? 201 : `${a.status} ${JSON.stringify(a.body)}`))).toEqual(
      bodies.map(() => 201),
    );

    const listed = await versions(file._id);
    expect(listed.map((v) => v.version)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
    const stored = (await partitionItems(`FILE#${file._id}`)).filter((i) => String(i.SK).startsWith('VERSION#'));
    const keys = stored.map((v) => String(v.s3Key));
    expect(new Set(keys).size).toBe(21);
    for (const key of keys) expect(await objectKeys(key), key).toEqual([key]);
    const contents = await Promise.all(listed.map((v) => contentOf(file._id, v.version)));
    expect(contents.sort()).toEqual(['%PDF-1.4 v1', ...bodies].sort());
  }, 120_000); // twenty commits one after another on a shared, busy machine
});
