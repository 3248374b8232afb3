/**
 * A fault at any point of a request that writes both S3 and DynamoDB leaves either the work done or the
 * request repeatable, and a repeat (a retry, a second tab) gets the same success answer. The local
 * adapter fails every DynamoDB request after the N-th (`x-test-fail-dynamodb-after`, tests only), so each
 * test walks N across the whole request.
 */
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BinPage } from '../../shared/models/recycle-bin.ts';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask, TaskImage, TaskWithActivity } from '../../shared/task-models.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { FILES_BUCKET, s3 } from '../support/aws.ts';
import {
  bytesOf,
  completeUpload,
  createFolder,
  getFolder,
  objectKeys,
  partitionItems,
  sendBytes,
  startUpload,
  uploadSmall,
} from '../support/documents.ts';
import { addConstructionTask, addTaskPhoto } from '../support/tasks.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let project: Project;
let site: TestUser;
let pm: TestUser;
let admin: string;

beforeAll(async () => {
  project = await createProject(`Faults ${Date.now()}`);
  site = await createSignedInUser('site', [project._id]);
  pm = await createSignedInUser('pm', [project._id]);
  admin = await asAdmin();
});

async function newTask(): Promise<ConstructionTask> {
  const res = await call<ConstructionTask>('/api/tasks', {
    method: 'POST',
    token: pm.token,
    body: {
      projectId: project._id,
      task_name: 'Pour level 3',
      schedule_start: '2026-03-02',
      schedule_finish: '2026-03-04',
    },
  });
  return res.body;
}

/** Two photos sent to their presigned URLs, not yet confirmed. */
async function sentPhotos(taskId: string): Promise<string[]> {
  const start = await call<{ uploadId: string; url: string }[]>(`/api/tasks/${taskId}/image-uploads`, {
    method: 'POST',
    token: site.token,
    body: { files: ['north.png', 'south.png'].map((name) => ({ name, size: PNG.length, type: 'image/png' })) },
  });
  expect(start.status).toBe(201);
  for (const target of start.body) {
    const put = await fetch(target.url, { method: 'PUT', body: PNG, headers: { 'Content-Type': 'image/png' } });
    expect(put.ok).toBe(true);
  }
  return start.body.map((t) => t.uploadId);
}

const confirm = (taskId: string, uploadIds: string[], failAfter?: number) =>
  call<{ images: TaskImage[] }>(`/api/tasks/${taskId}/image-uploads/confirm`, {
    method: 'POST',
    token: site.token,
    body: { uploadIds },
    ...(failAfter !== undefined && { headers: { 'x-test-fail-dynamodb-after': String(failAfter) } }),
  });

async function pendingObjects(taskId: string): Promise<number> {
  const res = await s3().send(
    new ListObjectsV2Command({ Bucket: FILES_BUCKET, Prefix: `uploads/pending/tasks/${project._id}/${taskId}/` }),
  );
  return res.KeyCount ?? 0;
}

describe('M4: photo confirmation', () => {
  it('M4: a DynamoDB failure at any point leaves the photos recorded or still confirmable, and the retry succeeds', async () => {
    const outcomes: string[] = [];
    for (let failAfter = 0; failAfter <= 8; failAfter++) {
      const task = await newTask();
      const uploadIds = await sentPhotos(task._id);
      const first = await confirm(task._id, uploadIds, failAfter);
      expect([201, 503], `first answer when DynamoDB fails after ${failAfter}`).toContain(first.status);
      const retry = await confirm(task._id, uploadIds);
      outcomes.push(`${failAfter}:${first.status}->${retry.status}`);
      expect(retry.status, `retry after a failure after ${failAfter} requests`).toBe(201);
      expect(retry.body.images.map((i) => i.filename).sort()).toEqual(['north.png', 'south.png']);
      const activity = await call<TaskWithActivity>(`/api/task/${task._id}`, { token: pm.token });
      expect(activity.body.images_summary.count).toBe(2);
      for (const image of activity.body.images) {
        const res = await call(`/api/image/construction/task/${task._id}/${image.index}`, { token: pm.token });
        const bytes = Buffer.from(await (await fetch(res.headers.get('location') as string)).arrayBuffer());
        expect(bytes.equals(PNG), `photo ${image.index} readable after a failure after ${failAfter}`).toBe(true);
      }
      expect(await pendingObjects(task._id)).toBe(0);
    }
    // At least one injected failure really cut the request short (else this test proves nothing).
    expect(outcomes.some((o) => o.includes(':503->'))).toBe(true);
  });
});

describe('L1: the same photos confirmed at once', () => {
  it('L1: every duplicate confirmation gets the same success answer, and the photos are recorded once', async () => {
    const task = await newTask();
    const uploadIds = await sentPhotos(task._id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(task._id, uploadIds)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const indexes = answers.map((a) => JSON.stringify(a.body.images.map((i) => [i.index, i.filename]).sort()));
    expect(new Set(indexes).size).toBe(1);
    const activity = await call<TaskWithActivity>(`/api/task/${task._id}`, { token: pm.token });
    expect(activity.body.images_summary.count).toBe(2);
    expect(activity.body.images).toHaveLength(2);
  });
});

type Fault = { 'x-test-fail-dynamodb-after': string } | { 'x-test-fail-s3-after': string };
/** Every failure point worth walking: the first few requests of each service. */
const FAULTS: Fault[] = [
  ...Array.from({ length: 7 }, (_, n) => ({ 'x-test-fail-dynamodb-after': String(n) })),
  ...Array.from({ length: 4 }, (_, n) => ({ 'x-test-fail-s3-after': String(n) })),
];

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: FILES_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function fileCountOf(folderId: string): Promise<number> {
  return (await getFolder(pm.token, folderId)).fileCount;
}

/** The ids in the project's recycle bin, newest first. */
async function binIds(): Promise<string[]> {
  const res = await call<BinPage>(`/api/projects/${project._id}/recycle-bin`, { token: pm.token });
  expect(res.status).toBe(200);
  return res.body.items.map((i) => i._id);
}

/** Deletes an item of the bin forever (admin), so each walk step starts from an empty bin. */
async function eraseForever(id: string): Promise<void> {
  const res = await call(`/api/projects/${project._id}/recycle-bin/${id}`, { method: 'DELETE', token: admin });
  expect(res.status).toBe(204);
}

describe('L14: deleting a file', () => {
  it('L14: a failure at any point of a delete leaves a delete that a retry finishes: in the bin once, counted out once', async () => {
    const outcomes: string[] = [];
    for (const [n, fault] of FAULTS.entries()) {
      const folder = await createFolder(pm.token, {
        name: `Del ${n}`,
        module: 'plan',
        projectId: project._id,
      });
      const file = await uploadSmall(pm.token, {
        module: 'plan',
        projectId: project._id,
        folderId: folder._id,
        fileName: 'A-501 Details.pdf',
        content: '%PDF-1.4 details',
      });
      const label = JSON.stringify(fault);
      const first = await call(`/api/files/plan/${file._id}`, { method: 'DELETE', token: pm.token, headers: fault });
      expect([200, 503], label).toContain(first.status);
      const retry = await call(`/api/files/plan/${file._id}`, { method: 'DELETE', token: pm.token });
      outcomes.push(`${label}:${first.status}->${retry.status}`);
      expect(retry.status, label).toBe(first.status === 200 ? 404 : 200);
      expect((await call(`/api/file/plan/${file._id}`, { token: pm.token })).status, label).toBe(404);
      // Issue 23: a delete moves the file to the recycle bin, so its object is kept for a restore.
      expect(await objectExists(`files/${file._id}`), `${label} object kept in the bin`).toBe(true);
      expect(await binIds(), `${label} in the bin once`).toEqual([file._id]);
      expect(await fileCountOf(folder._id), `${label} fileCount`).toBe(0);
      await eraseForever(file._id);
    }
    expect(outcomes.some((o) => o.includes(':503->'))).toBe(true);
  });
});

describe('issue 23: restoring from the recycle bin and deleting forever', () => {
  /** A file of its own folder, deleted into the bin. */
  async function binnedFile(n: number, name: string) {
    const folder = await createFolder(pm.token, { name: `${name} ${n}`, module: 'plan', projectId: project._id });
    const file = await uploadSmall(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: folder._id,
      fileName: `${name}.pdf`,
      content: '%PDF-1.4 kept',
    });
    expect((await call(`/api/files/plan/${file._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    return { folder, file };
  }

  it('a failure at any point of a restore leaves the file in the bin or back; the retry finishes it, counted once', async () => {
    const outcomes: string[] = [];
    for (const [n, fault] of FAULTS.entries()) {
      const { folder, file } = await binnedFile(n, 'Back');
      const label = JSON.stringify(fault);
      const path = `/api/projects/${project._id}/recycle-bin/${file._id}/restore`;
      const first = await call(path, { method: 'POST', token: pm.token, body: {}, headers: fault });
      expect([200, 503], label).toContain(first.status);
      const retry = await call(path, { method: 'POST', token: pm.token, body: {} });
      outcomes.push(`${label}:${first.status}->${retry.status}`);
      expect(retry.status, label).toBe(first.status === 200 ? 404 : 200);
      expect(await fileCountOf(folder._id), `${label} fileCount`).toBe(1);
      expect(await binIds(), `${label} bin`).toEqual([]);
      expect((await call(`/api/file/plan/${file._id}`, { token: pm.token })).status, label).toBe(302);
    }
    expect(outcomes.some((o) => o.includes(':503->'))).toBe(true);
  });

  it('a failure at any point of a delete forever leaves it in the bin; the retry erases it: no item, no object', async () => {
    const outcomes: string[] = [];
    for (const [n, fault] of FAULTS.entries()) {
      const { folder, file } = await binnedFile(n, 'Gone');
      const label = JSON.stringify(fault);
      const path = `/api/projects/${project._id}/recycle-bin/${file._id}`;
      const first = await call(path, { method: 'DELETE', token: admin, headers: fault });
      expect([204, 503], label).toContain(first.status);
      const retry = await call(path, { method: 'DELETE', token: admin });
      outcomes.push(`${label}:${first.status}->${retry.status}`);
      expect(retry.status, label).toBe(first.status === 204 ? 404 : 204);
      expect(await partitionItems(`FILE#${file._id}`), `${label} items`).toEqual([]);
      expect(await objectExists(`files/${file._id}`), `${label} object`).toBe(false);
      expect(await binIds(), `${label} bin`).toEqual([]);
      expect(await fileCountOf(folder._id), `${label} fileCount`).toBe(0);
    }
    expect(outcomes.some((o) => o.includes(':503->'))).toBe(true);
  });
});

describe('issue 23: a task through the recycle bin', () => {
  /** A task with a note, a photo and a task that depends on it. */
  async function taskWithDependent(n: number) {
    const task = await addConstructionTask(pm.token, project._id, { task_name: `Binned ${n}` });
    const dependent = await addConstructionTask(pm.token, project._id, {
      task_name: `After ${n}`,
      dependencies: [task._id],
    });
    expect(
      (await call(`/api/tasks/${task._id}/note`, { method: 'POST', token: pm.token, body: { text: 'kept' } })).status,
    ).toBe(201);
    await addTaskPhoto(pm.token, task._id);
    return { task, dependent };
  }
  const dependenciesOf = async (id: string) =>
    (await call<ConstructionTask>(`/api/tasks/${id}`, { token: pm.token })).body.dependencies;

  it('a failure at any point of a task delete, restore or delete forever is finished by the retry: in the bin once, back once, erased whole', async () => {
    const outcomes: string[] = [];
    for (const [n, fault] of FAULTS.entries()) {
      const label = JSON.stringify(fault);
      const { task, dependent } = await taskWithDependent(n);
      const prefix = `tasks/${project._id}/${task._id}/`;

      const first = await call(`/api/tasks/${task._id}`, { method: 'DELETE', token: pm.token, headers: fault });
      expect([200, 503], label).toContain(first.status);
      const retry = await call(`/api/tasks/${task._id}`, { method: 'DELETE', token: pm.token });
      outcomes.push(`delete ${label}:${first.status}->${retry.status}`);
      expect(retry.status, label).toBe(first.status === 200 ? 404 : 200);
      expect(await binIds(), `${label} in the bin once`).toEqual([task._id]);
      expect(await dependenciesOf(dependent._id), `${label} detached`).toEqual([]);

      const restorePath = `/api/projects/${project._id}/recycle-bin/${task._id}/restore`;
      const restored = await call(restorePath, { method: 'POST', token: pm.token, body: {}, headers: fault });
      expect([200, 503], label).toContain(restored.status);
      const again = await call(restorePath, { method: 'POST', token: pm.token, body: {} });
      outcomes.push(`restore ${label}:${restored.status}->${again.status}`);
      expect(again.status, label).toBe(restored.status === 200 ? 404 : 200);
      expect(await binIds(), `${label} bin after restore`).toEqual([]);
      expect(await dependenciesOf(dependent._id), `${label} attached once`).toEqual([task._id]);
      const back = await call<TaskWithActivity>(`/api/task/${task._id}`, { token: pm.token });
      expect([back.body.notes.length, back.body.images.length], `${label} notes, photos`).toEqual([1, 1]);

      expect((await call(`/api/tasks/${task._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
      const erasePath = `/api/projects/${project._id}/recycle-bin/${task._id}`;
      const erased = await call(erasePath, { method: 'DELETE', token: admin, headers: fault });
      expect([204, 503], label).toContain(erased.status);
      const finished = await call(erasePath, { method: 'DELETE', token: admin });
      outcomes.push(`erase ${label}:${erased.status}->${finished.status}`);
      expect(finished.status, label).toBe(erased.status === 204 ? 404 : 204);
      expect(await partitionItems(`TASK#${task._id}`), `${label} items`).toEqual([]);
      expect(await objectKeys(prefix), `${label} objects`).toEqual([]);
      expect(await binIds(), `${label} bin after erase`).toEqual([]);
    }
    for (const step of ['delete', 'restore', 'erase']) {
      expect(
        outcomes.some((o) => o.startsWith(step) && o.includes(':503->')),
        step,
      ).toBe(true);
    }
  }, 300_000);
});

describe('M4 (same review): completing an upload, copying and moving a file', () => {
  it('M4: a failure at any point of completing an upload leaves it completable; the retry records the file once', async () => {
    for (const [n, fault] of FAULTS.entries()) {
      const label = JSON.stringify(fault);
      const folder = await createFolder(pm.token, {
        name: `Up ${n}`,
        module: 'plan',
        projectId: project._id,
      });
      const bytes = bytesOf(2048);
      const start = await startUpload(pm.token, {
        module: 'plan',
        projectId: project._id,
        folderId: folder._id,
        fileName: 'S-100 Foundations.pdf',
        size: bytes.length,
      });
      const parts = await sendBytes(start.body, bytes);
      const first = await call(`/api/uploads/${start.body.uploadId}/complete`, {
        method: 'POST',
        token: pm.token,
        body: { parts },
        headers: fault,
      });
      expect([201, 503], label).toContain(first.status);
      const retry = await completeUpload(pm.token, start.body.uploadId, parts);
      expect(retry.status, label).toBe(201);
      expect(await fileCountOf(folder._id), label).toBe(1);
      const download = await call(`/api/file/plan/${start.body.uploadId}`, { token: pm.token });
      const got = new Uint8Array(await (await fetch(download.headers.get('location') as string)).arrayBuffer());
      expect(Buffer.from(got).equals(Buffer.from(bytes)), label).toBe(true);
    }
  });

  it('M4: a failed move or copy changes nothing, and the retry does it once', async () => {
    for (const [n, fault] of FAULTS.entries()) {
      const label = JSON.stringify(fault);
      const from = await createFolder(pm.token, {
        name: `From ${n}`,
        module: 'plan',
        projectId: project._id,
      });
      const to = await createFolder(pm.token, {
        name: `To ${n}`,
        module: 'plan',
        projectId: project._id,
      });
      const file = await uploadSmall(pm.token, {
        module: 'plan',
        projectId: project._id,
        folderId: from._id,
        fileName: 'M-200 Mechanical.pdf',
        content: '%PDF-1.4 mechanical',
      });
      const body = { target_module: 'plan', target_folder_id: to._id, project_id: project._id };
      const copy = await call(`/api/file/plan/${file._id}/copy`, {
        method: 'POST',
        token: pm.token,
        body,
        headers: fault,
      });
      expect([201, 503], label).toContain(copy.status);
      if (copy.status === 503) {
        expect(await fileCountOf(to._id), `${label} failed copy counted`).toBe(0);
        expect((await call(`/api/file/plan/${file._id}/copy`, { method: 'POST', token: pm.token, body })).status).toBe(
          201,
        );
      }
      expect(await fileCountOf(to._id), label).toBe(1);
      const move = await call(`/api/file/plan/${file._id}/move`, {
        method: 'PUT',
        token: pm.token,
        body,
        headers: fault,
      });
      expect([200, 503], label).toContain(move.status);
      if (move.status === 503) {
        expect([await fileCountOf(from._id), await fileCountOf(to._id)], `${label} failed move`).toEqual([1, 1]);
        expect((await call(`/api/file/plan/${file._id}/move`, { method: 'PUT', token: pm.token, body })).status).toBe(
          200,
        );
      }
      expect([await fileCountOf(from._id), await fileCountOf(to._id)], label).toEqual([0, 2]);
    }
  });
});

describe('L1: the same document upload completed at once', () => {
  it('L1: every duplicate completion gets the same success answer, and the file is recorded once', async () => {
    const folder = await createFolder(pm.token, { name: 'Twice', module: 'plan', projectId: project._id });
    const bytes = bytesOf(4096);
    const start = await startUpload(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: folder._id,
      fileName: 'E-101 Lighting.pdf',
      size: bytes.length,
    });
    const parts = await sendBytes(start.body, bytes);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => completeUpload(pm.token, start.body.uploadId, parts)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => (a.body as { _id: string })._id)).size).toBe(1);
    expect(await fileCountOf(folder._id)).toBe(1);
  });
});

describe('issue 23: a folder to the recycle bin, back, and deleted forever', () => {
  /** A folder with a subfolder holding one file, in a parent of its own. */
  async function tree(n: number, name: string) {
    const parent = await createFolder(pm.token, { name: `${name} ${n}`, module: 'plan', projectId: project._id });
    const folder = await createFolder(pm.token, {
      name: 'Inner',
      module: 'plan',
      projectId: project._id,
      parent_id: parent._id,
    });
    const file = await uploadSmall(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: folder._id,
      fileName: `${name}.pdf`,
      content: '%PDF-1.4 kept',
    });
    return { parent, folder, file };
  }

  /** The same tree with its inner folder deleted into the bin. */
  async function binnedTree(n: number, name: string) {
    const made = await tree(n, name);
    expect((await call(`/api/folders/${made.folder._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    return made;
  }

  /**
   * One fault point: the request with the fault, then again without it; the retry finishes what the first
   * left (`ok`), or finds it done (404). Answers the label of the fault.
   */
  async function faultThenRetry(
    fault: Fault,
    send: (headers: Fault | Record<string, never>) => Promise<{ status: number }>,
    ok: number,
    outcomes: string[],
  ): Promise<string> {
    const label = JSON.stringify(fault);
    const first = await send(fault);
    expect([ok, 503], label).toContain(first.status);
    const retry = await send({});
    outcomes.push(`${label}:${first.status}->${retry.status}`);
    expect(retry.status, label).toBe(first.status === ok ? 404 : ok);
    return label;
  }

  const totalsOf = async (id: string) => {
    const { totalFileCount, subfolderCount } = await getFolder(pm.token, id);
    return { totalFileCount, subfolderCount };
  };

  it('a failure at any point of a folder delete leaves it live or in the bin; the retry finishes it, counted out once', async () => {
    const outcomes: string[] = [];
    for (const [n, fault] of FAULTS.entries()) {
      const { parent, folder, file } = await tree(n, 'Bin folder');
      const path = `/api/folders/${folder._id}`;
      const send = (headers: Fault | Record<string, never>) =>
        call(path, { method: 'DELETE', token: pm.token, headers });
      const label = await faultThenRetry(fault, send, 200, outcomes);
      expect(await binIds(), `${label} in the bin once`).toEqual([folder._id]);
      expect(await totalsOf(parent._id), label).toEqual({ totalFileCount: 0, subfolderCount: 0 });
      expect((await call(`/api/file/plan/${file._id}`, { token: pm.token })).status, label).toBe(404);
      await eraseForever(folder._id);
    }
    expect(outcomes.some((o) => o.includes(':503->'))).toBe(true);
  });

  it('a failure at any point of a folder restore leaves it in the bin or back whole; the retry finishes it, counted once', async () => {
    const outcomes: string[] = [];
    for (const [n, fault] of FAULTS.entries()) {
      const { parent, folder, file } = await binnedTree(n, 'Back folder');
      const path = `/api/projects/${project._id}/recycle-bin/${folder._id}/restore`;
      const send = (headers: Fault | Record<string, never>) =>
        call(path, { method: 'POST', token: pm.token, body: {}, headers });
      const label = await faultThenRetry(fault, send, 200, outcomes);
      expect(await binIds(), `${label} bin`).toEqual([]);
      expect(await totalsOf(parent._id), label).toEqual({ totalFileCount: 1, subfolderCount: 1 });
      expect((await call(`/api/file/plan/${file._id}`, { token: pm.token })).status, label).toBe(302);
    }
    expect(outcomes.some((o) => o.includes(':503->'))).toBe(true);
  });

  it('a failure at any point of a folder delete forever leaves it to the retry: no item, no object', async () => {
    const outcomes: string[] = [];
    for (const [n, fault] of FAULTS.entries()) {
      const { parent, folder, file } = await binnedTree(n, 'Gone folder');
      const path = `/api/projects/${project._id}/recycle-bin/${folder._id}`;
      const send = (headers: Fault | Record<string, never>) => call(path, { method: 'DELETE', token: admin, headers });
      const label = await faultThenRetry(fault, send, 204, outcomes);
      expect(await partitionItems(`FOLDER#${folder._id}`), `${label} folder items`).toEqual([]);
      expect(await partitionItems(`FILE#${file._id}`), `${label} file items`).toEqual([]);
      expect(await objectExists(`files/${file._id}`), `${label} object`).toBe(false);
      expect(await binIds(), `${label} bin`).toEqual([]);
      expect(await totalsOf(parent._id), label).toEqual({ totalFileCount: 0, subfolderCount: 0 });
    }
    expect(outcomes.some((o) => o.includes(':503->'))).toBe(true);
  });
});

describe('R1: the paths below a folder restored to a new place', () => {
  /** Every DynamoDB request of the restore, reads and transaction and what follows it, can fail. */
  const PATH_FAULTS: Fault[] = Array.from({ length: 18 }, (_, n) => ({ 'x-test-fail-dynamodb-after': String(n) }));

  /** Outer > Inner > Sub (with a file); Inner is deleted, then Outer, or a new "Inner" takes its name. */
  async function movedTree(n: number, how: 'toRoot' | 'renamed') {
    const outer = await createFolder(pm.token, { name: `Paths ${how} ${n}`, module: 'plan', projectId: project._id });
    const folder = (name: string, parent_id: string) =>
      createFolder(pm.token, { name, module: 'plan', projectId: project._id, parent_id });
    const inner = await folder(`Inner ${n}`, outer._id);
    const sub = await folder('Sub', inner._id);
    const file = await uploadSmall(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: sub._id,
      fileName: 'Deep.pdf',
      content: '%PDF-1.4 deep',
    });
    expect((await call(`/api/folders/${inner._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    if (how === 'toRoot') {
      expect((await call(`/api/folders/${outer._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    } else {
      await folder(`Inner ${n}`, outer._id);
    }
    return { outer, inner, sub, file };
  }

  const settled = { 'x-test-settle-background': '1' };
  /** Sub's breadcrumbs once the stack's background jobs have settled. */
  const settledCrumbs = (id: string) =>
    call<{ _id: string; name: string }[]>(`/api/folders/${id}/breadcrumbs`, { token: pm.token, headers: settled });

  it.each(['toRoot', 'renamed'] as const)(
    'R1 (%s): a failure at any point of the restore leaves paths that a retry or the job finishes: every path right',
    async (how) => {
      const outcomes: string[] = [];
      for (const [n, fault] of PATH_FAULTS.entries()) {
        const { outer, inner, sub, file } = await movedTree(n, how);
        const label = `${how} ${JSON.stringify(fault)}`;
        const path = `/api/projects/${project._id}/recycle-bin/${inner._id}/restore`;
        const body = how === 'toRoot' ? { toRoot: true } : {};
        const first = await call(path, { method: 'POST', token: pm.token, body, headers: fault });
        expect([200, 503], label).toContain(first.status);
        // The retry once what the first queued has run (x-test-settle-background).
        const retry = await call(path, { method: 'POST', token: pm.token, body, headers: settled });
        outcomes.push(`${label}:${first.status}->${retry.status}`);
        expect(retry.status, label).toBe(first.status === 200 ? 404 : 200);

        const innerCrumb = how === 'toRoot' ? [] : [{ _id: outer._id, name: outer.name }];
        const innerName = how === 'toRoot' ? `Inner ${n}` : `Inner ${n} (restored)`;
        const crumbs = await settledCrumbs(sub._id);
        expect(crumbs.status, `${label} Sub reachable`).toBe(200);
        expect(crumbs.body, `${label} Sub's path`).toEqual([
          ...innerCrumb,
          { _id: inner._id, name: innerName },
          { _id: sub._id, name: 'Sub' },
        ]);
        expect(await getFolder(pm.token, sub._id), label).toMatchObject({ level: innerCrumb.length + 2, fileCount: 1 });
        expect(await getFolder(pm.token, inner._id), label).toMatchObject({ totalFileCount: 1, subfolderCount: 1 });
        const tree = await call<{ _id: string }[]>(`/api/folders?module=plan&projectId=${project._id}`, {
          token: pm.token,
        });
        expect(
          tree.body.map((f) => f._id),
          `${label} in the module's tree`,
        ).toEqual(expect.arrayContaining([inner._id, sub._id]));
        expect((await call(`/api/file/plan/${file._id}`, { token: pm.token })).status, `${label} file`).toBe(302);
        const [self] = (await partitionItems(`FOLDER#${inner._id}`)).filter((i) => i.SK === '#FOLDER');
        expect(self, `${label} marker cleared`).not.toHaveProperty('pathsToRewrite');
        if (how === 'toRoot') await eraseForever(outer._id);
      }
      expect(outcomes.some((o) => o.includes(':503->'))).toBe(true);
    },
    300_000,
  );

  it('R1: when the job dead-letters after a failure that followed the transaction, a retried restore finds the mark and finishes the paths', async () => {
    const { outer, inner, sub } = await movedTree(99, 'toRoot');
    const path = `/api/projects/${project._id}/recycle-bin/${inner._id}/restore`;
    // Every delivery of its rewriteFolderPaths job fails, so the job dead-letters.
    const deadJob = {
      'x-test-job-faults': JSON.stringify({ id: inner._id, deliveries: Array(3).fill({ dynamodbFailsAfter: 0 }) }),
    };
    // The first fault point the restore's transaction survives: the next request, the first path step, fails.
    let status = 503;
    for (let n = 0; status === 503 && n < PATH_FAULTS.length; n++) {
      const fault = { 'x-test-fail-dynamodb-after': String(n) };
      status = (
        await call(path, { method: 'POST', token: pm.token, body: { toRoot: true }, headers: { ...fault, ...deadJob } })
      ).status;
    }
    expect(status).toBe(200);
    const stale = await settledCrumbs(sub._id);
    expect(stale.status, 'below the old, binned parent: gone until its path is rewritten').toBe(404);
    const [marked] = (await partitionItems(`FOLDER#${inner._id}`)).filter((i) => i.SK === '#FOLDER');
    expect(marked).toHaveProperty('pathsToRewrite');

    const retry = await call(path, { method: 'POST', token: pm.token, body: { toRoot: true } });
    expect(retry).toMatchObject({ status: 200, body: { _id: inner._id, parent_id: null, level: 1 } });
    expect((await settledCrumbs(sub._id)).body).toEqual([
      { _id: inner._id, name: 'Inner 99' },
      { _id: sub._id, name: 'Sub' },
    ]);
    const [self] = (await partitionItems(`FOLDER#${inner._id}`)).filter((i) => i.SK === '#FOLDER');
    expect(self).not.toHaveProperty('pathsToRewrite');
    expect((await call(path, { method: 'POST', token: pm.token, body: {} })).status).toBe(404);
    await eraseForever(outer._id);
  }, 120_000);
});
