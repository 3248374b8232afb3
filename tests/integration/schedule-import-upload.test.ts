/**
 * A schedule file over the API's limit goes to storage first (docs/requirements.md#schedule-import-and-export):
 * POST .../import-uploads hands out a presigned PUT, and POST .../import with { uploadId } previews or imports
 * it. The upload id is the caller's, of its project and schedule, single-use, and expires; its object is
 * removed after the import or its refusal, kept by a clean preview for the import that follows. The import's
 * limit (20 MB: a 50 MB file is 413) and its hostile-file rules are the same as for a file in the request.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, createProject, createSignedInUser } from '../support/api.ts';
import { FILES_BUCKET, s3, TABLE_NAME, tableClient } from '../support/aws.ts';
import { csv, importUploaded, storedTasks, uploadForImport } from '../support/schedule-files.ts';

let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
});

const newProject = async () => (await createProject(`Upload import ${Date.now()} ${Math.random()}`))._id;

/** The objects left under the uploads of a project's imports. */
async function uploadedObjects(projectId: string): Promise<string[]> {
  const res = await s3().send(
    new ListObjectsV2Command({ Bucket: FILES_BUCKET, Prefix: `uploads/pending/import-uploads/${projectId}/` }),
  );
  return (res.Contents ?? []).map((o) => o.Key ?? '');
}

/** A CSV of `count` tasks with a wide column the import does not read, so it passes 4 MB (what the web sends this way). */
const bigCsv = (count: number) =>
  [
    'id,name,start,finish,memo',
    ...Array.from({ length: count }, (_, i) => `${i + 1},Task ${i + 1},2027-03-01,2027-03-05,${'m'.repeat(9_000)}`),
  ].join('\n');

describe('POST .../import-uploads, then POST .../import with { uploadId }', () => {
  it('a file over 4 MB: the clean preview keeps the upload, the import takes it, writes the tasks and removes the object', async () => {
    const projectId = await newProject();
    const content = bigCsv(480);
    expect(Buffer.byteLength(content)).toBeGreaterThan(4 * 1024 * 1024);
    const upload = await uploadForImport(admin, { projectId, fileName: 'big.csv', content });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    expect(upload.body.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    expect(Date.parse(upload.body.expiresAt)).toBeGreaterThan(Date.now());

    const preview = await importUploaded(admin, { projectId, uploadId: upload.body.uploadId, query: 'preview=true' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ status: 'preview', tasks: 480, errors: [] });
    expect(await uploadedObjects(projectId)).toHaveLength(1);
    expect(await storedTasks(projectId)).toEqual([]);

    const written = await importUploaded(admin, { projectId, uploadId: upload.body.uploadId });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body).toMatchObject({ status: 'written', tasks: 480 });
    expect(await storedTasks(projectId)).toHaveLength(480);
    expect(await uploadedObjects(projectId)).toEqual([]);
    // single-use: the same id again is gone
    expect(await importUploaded(admin, { projectId, uploadId: upload.body.uploadId })).toMatchObject({
      status: 404,
      body: { error: 'Upload not found or expired. Please choose the file again.' },
    });
  });

  it('a small file the same way: 201 with its tasks; the marketing schedule takes its own', async () => {
    const projectId = await newProject();
    const content = csv('1,Slab,2027-03-01,2027-03-05,0,,,,task', '2,Walls,2027-03-08,2027-03-12,0,1FS,,,task');
    const upload = await uploadForImport(admin, { projectId, schedule: 'marketing', fileName: 'm.csv', content });
    expect(upload.status).toBe(201);
    const res = await importUploaded(admin, { projectId, schedule: 'marketing', uploadId: upload.body.uploadId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'written', tasks: 2, links: 1 });
    const tasks = await call<{ task_name: string }[]>(`/api/marketing_tasks?projectId=${projectId}`, { token: admin });
    expect(tasks.body.map((t) => t.task_name).sort()).toEqual(['Slab', 'Walls']);
    expect(await uploadedObjects(projectId)).toEqual([]);
  });

  it('an upload is its caller’s, of its project and schedule, and expires: anyone or anywhere else is 404', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const pm = await createSignedInUser('pm', [projectId, other]);
    const content = csv('1,Slab,2027-03-01,2027-03-05,0,,,,task');
    const upload = await uploadForImport(admin, { projectId, fileName: 'a.csv', content });
    const uploadId = upload.body.uploadId;
    const gone = { status: 404, body: { error: 'Upload not found or expired. Please choose the file again.' } };
    expect(await importUploaded(pm.token, { projectId, uploadId })).toMatchObject(gone);
    expect(await importUploaded(admin, { projectId: other, uploadId })).toMatchObject(gone);
    expect(await importUploaded(admin, { projectId, schedule: 'marketing', uploadId })).toMatchObject(gone);
    expect(await importUploaded(admin, { projectId, uploadId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' })).toMatchObject(gone);
    // none of those took it: it imports for its caller, then it is gone
    await tableClient().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `IMPORTUPLOAD#${uploadId}`, SK: 'IMPORTUPLOAD' },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect(await importUploaded(admin, { projectId, uploadId })).toMatchObject(gone);
    expect(await storedTasks(projectId)).toEqual([]);
  });

  it('who may ask for one: whoever may add tasks to that schedule; other areas and projects 403, an unknown project 404', async () => {
    const projectId = await newProject();
    const marketer = await createSignedInUser('marketing', [projectId]);
    const outsider = await createSignedInUser('pm', []);
    const content = csv('1,Slab,2027-03-01,2027-03-05,0,,,,task');
    expect((await uploadForImport(marketer.token, { projectId, fileName: 'a.csv', content, put: false })).status).toBe(
      403,
    );
    const marketing = { projectId, schedule: 'marketing', fileName: 'a.csv', content, put: false };
    expect((await uploadForImport(marketer.token, marketing)).status).toBe(201);
    expect((await uploadForImport(outsider.token, { projectId, fileName: 'a.csv', content, put: false })).status).toBe(
      403,
    );
    const unknown = await uploadForImport(admin, {
      projectId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      fileName: 'a.csv',
      content,
      put: false,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('hostile files through storage: the same refusals, nothing written, the object removed', () => {
  it('a 50 MB file is refused when its upload is asked for (413 naming the limit); a bad size or name is 400', async () => {
    const projectId = await newProject();
    const huge = await uploadForImport(admin, {
      projectId,
      fileName: 'huge.xml',
      content: '',
      size: 50 * 1024 * 1024,
      put: false,
    });
    expect(huge).toMatchObject({ status: 413, body: { error: 'The file is larger than 20 MB' } });
    for (const body of [
      { fileName: 'a.csv', size: 0 },
      { fileName: 'a.csv', size: 1.5 },
      { fileName: '', size: 10 },
      { fileName: 'a.csv', size: '10' },
      { size: 10 },
    ]) {
      const res = await call(`/api/projects/${projectId}/schedules/construction/import-uploads`, {
        method: 'POST',
        token: admin,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('more bytes than declared are refused by storage or by the import (413), and the object is removed', async () => {
    const projectId = await newProject();
    const upload = await uploadForImport(admin, { projectId, fileName: 'a.csv', content: 'x', put: false });
    const bytes = new Uint8Array(21 * 1024 * 1024).fill(0x41);
    const put = await fetch(upload.body.url, { method: 'PUT', headers: upload.body.headers, body: bytes });
    if (put.ok) {
      const res = await importUploaded(admin, { projectId, uploadId: upload.body.uploadId });
      expect(res).toMatchObject({ status: 413, body: { error: 'The file is larger than 20 MB' } });
    } else expect(put.status).toBeGreaterThanOrEqual(400);
    expect(await uploadedObjects(projectId)).toEqual([]);
    expect(await storedTasks(projectId)).toEqual([]);
  });

  it('an XML bomb and circular links: 400 with the problems, nothing written, the upload gone', async () => {
    const projectId = await newProject();
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><Project><Name>&lol2;</Name></Project>';
    const circular = csv('1,A,2027-03-01,2027-03-05,0,2,,,task', '2,B,2027-03-08,2027-03-12,0,1,,,task');
    for (const [fileName, content, query] of [
      ['bomb.xml', bomb, 'preview=true'],
      ['circle.csv', circular, 'preview=false'],
    ] as const) {
      const upload = await uploadForImport(admin, { projectId, fileName, content });
      const res = await importUploaded(admin, { projectId, uploadId: upload.body.uploadId, query });
      expect(res.status, fileName).toBe(400);
      expect(res.body.errors.length, fileName).toBeGreaterThan(0);
      expect(await uploadedObjects(projectId)).toEqual([]);
      expect((await importUploaded(admin, { projectId, uploadId: upload.body.uploadId })).status).toBe(404);
    }
    expect(await storedTasks(projectId)).toEqual([]);
  });

  it('an upload whose bytes never arrived: 400, and it is gone', async () => {
    const projectId = await newProject();
    const upload = await uploadForImport(admin, { projectId, fileName: 'a.csv', content: 'x', put: false });
    expect(await importUploaded(admin, { projectId, uploadId: upload.body.uploadId })).toMatchObject({
      status: 400,
      body: { error: 'The file did not arrive in storage. Please choose it again.' },
    });
    expect((await importUploaded(admin, { projectId, uploadId: upload.body.uploadId })).status).toBe(404);
  });
});
