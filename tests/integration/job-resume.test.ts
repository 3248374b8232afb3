/**
 * A background job stopped midway and finished by a later delivery (docs/architecture.md#background-work-on-aws-engines).
 * A large folder delete runs on the folder-delete queue. Its first delivery is made to fail at its second S3
 * request (x-test-job-faults, honoured only in tests): it empties the first subfolder and dies in the next;
 * the deliveries after it fail at their first. After three receives the message is in the dead-letter queue
 * and the folder partly gone. (A delivery that runs short of time continues in a fresh message; the faults
 * follow the job, so the outcome is the same.)
 * `npm run job` then sends the job again: the next delivery finishes it. Table and bucket are read directly:
 * nothing of the tree is left, nothing outside it was touched, and nothing was done twice (counters, the
 * progress count, the one activity entry).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { DocumentFile, FolderDeleted, FolderDeleteStatus } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import { asAdmin, call, createProject } from '../support/api.ts';
import { createFolder, getFolder, objectKeys, partitionItems, uploadSmall } from '../support/documents.ts';

let admin = '';
let project: Project;

/** `count` small PDFs uploaded into a folder of the test's project, all at once. */
function uploadInto(folderId: string, count: number): Promise<DocumentFile[]> {
  const upload = (i: number) =>
    uploadSmall(admin, { module: 'plan', projectId: project._id, folderId, fileName: `drawing-${i}.pdf` });
  return Promise.all(Array.from({ length: count }, (_, i) => upload(i)));
}

/**
 * The delete's status once the local job queues hold nothing but dead letters (x-test-settle-background);
 * `headers` are sent too (the adapter reads them after the wait).
 */
async function settledStatus(id: string, headers: Record<string, string> = {}): Promise<FolderDeleteStatus> {
  const res = await call<FolderDeleteStatus>(`/api/folders/${id}/delete-status`, {
    token: admin,
    headers: { 'x-test-settle-background': '1', ...headers },
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** What the local folder-delete queue keeps in the data folder (local/job-queue.ts). */
function queueState(): { messages: unknown[]; deadLetters: { body: string; receiveCount: number }[] } {
  return JSON.parse(readFileSync(join(inject('dataDir'), 'jobs', 'deleteFolder.json'), 'utf8'));
}

async function filesLeft(files: DocumentFile[]) {
  const items = (await Promise.all(files.map((f) => partitionItems(`FILE#${f._id}`)))).filter((i) => i.length > 0);
  const keys = await objectKeys('files/');
  return { items: items.length, objects: files.filter((f) => keys.includes(`files/${f._id}`)).length };
}

describe('a folder-delete job killed midway', () => {
  it('lands in the dead-letter queue half done, and the next delivery finishes it with nothing lost or done twice', async () => {
    admin = await asAdmin();
    project = await createProject();
    const parent = await createFolder(admin, { name: 'Issued sets', module: 'plan', projectId: project._id });
    const kept = await uploadInto(parent._id, 2);
    const doomed = await createFolder(admin, {
      name: 'Tender set',
      module: 'plan',
      projectId: project._id,
      parent_id: parent._id,
    });
    const subs = [];
    const files: DocumentFile[] = [];
    for (const name of ['Architectural', 'Structural', 'Mechanical', 'Electrical']) {
      const sub = await createFolder(admin, { name, module: 'plan', projectId: project._id, parent_id: doomed._id });
      subs.push(sub);
      files.push(...(await uploadInto(sub._id, 30)));
    }
    expect(await getFolder(admin, parent._id)).toMatchObject({ totalFileCount: 122, subfolderCount: 1 });

    // The first delivery fails at its second S3 request, the next ones at their first (until lifted below).
    const faults = JSON.stringify({
      id: doomed._id,
      deliveries: [{ s3FailsAfter: 1 }, ...Array.from({ length: 6 }, () => ({ s3FailsAfter: 0 }))],
    });
    // Issue 23: DELETE moves the folder to the recycle bin at once; deleting it forever there runs the job.
    const binned = await call<FolderDeleted>(`/api/folders/${doomed._id}`, { method: 'DELETE', token: admin });
    expect(binned.status).toBe(200);
    const res = await call(`/api/projects/${project._id}/recycle-bin/${doomed._id}`, {
      method: 'DELETE',
      token: admin,
      headers: { 'x-test-job-faults': faults },
    });
    expect(res.status).toBe(204);

    // Killed midway: three receives, then the dead-letter queue; part of the tree is gone, part is left.
    // (This request lifts the faults once the queue has settled.)
    const midway = await settledStatus(doomed._id, {
      'x-test-job-faults': JSON.stringify({ id: doomed._id, deliveries: [] }),
    });
    expect(midway).toMatchObject({ state: 'deleting', totalFiles: 120, totalFolders: 5 });
    const deadLetter = queueState().deadLetters.find((m) => m.body.includes(doomed._id));
    expect(deadLetter).toMatchObject({ receiveCount: 3 });
    expect(JSON.parse(deadLetter?.body ?? '{}')).toEqual({ kind: 'deleteFolder', id: doomed._id });
    // The first subfolder's 30 files went in the one S3 delete that succeeded; the other 90 are all there.
    const left = await filesLeft(files);
    expect(left.items).toBe(90);
    // Objects go before their items, and a failed step removed neither: the two agree, and the progress
    // counted exactly the files that are gone.
    expect(left.objects).toBe(left.items);
    expect(midway.deletedFiles).toBe(120 - left.items);
    // The parent was updated once, at DELETE; the job never touches it.
    expect(await getFolder(admin, parent._id)).toMatchObject({ fileCount: 2, totalFileCount: 2, subfolderCount: 0 });

    // `npm run job` sends the job again (as an operator would redrive it); this delivery has no fault.
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'local/job.ts', 'deleteFolder', JSON.stringify({ id: doomed._id })],
      { env: { ...process.env, DATA_DIR: inject('dataDir') }, encoding: 'utf8' },
    );
    // (stderr may hold Node's own warnings, such as the SDK's notice about the Node version that runs it)
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Queued deleteFolder ${doomed._id}`);

    const done = await settledStatus(doomed._id);
    expect(done.state).toBe('done');
    // every file and folder of the tree counted once
    expect([done.deletedFiles, done.totalFiles, done.deletedFolders, done.totalFolders]).toEqual([120, 120, 5, 5]);

    // Nothing of the tree is left in the table or the bucket.
    expect(await filesLeft(files)).toEqual({ items: 0, objects: 0 });
    for (const folder of [doomed, ...subs]) expect(await partitionItems(`FOLDER#${folder._id}`)).toEqual([]);
    for (const sub of subs) {
      expect(await partitionItems(`FOLDERNAME#${project._id}#plan#${doomed._id}#${sub.name.toLowerCase()}`)).toEqual(
        [],
      );
    }
    expect(await partitionItems(`FOLDERDELETE#${doomed._id}`)).toHaveLength(1);
    // Nothing outside it was touched, and nothing was done twice.
    const keys = await objectKeys('files/');
    expect(kept.every((f) => keys.includes(`files/${f._id}`))).toBe(true);
    expect(await getFolder(admin, parent._id)).toMatchObject({ fileCount: 2, totalFileCount: 2, subfolderCount: 0 });
    const activity = await partitionItems(`ACTIVITY#${project._id}`);
    const deletes = activity.filter(
      (e) => e.kind === 'folder.deleted' && (e.object as { id: string } | undefined)?.id === doomed._id,
    );
    expect(deletes).toHaveLength(1);
    expect(queueState().messages).toEqual([]);
  }, 180_000);
});
