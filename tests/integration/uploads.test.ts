/**
 * The direct-to-S3 upload path (docs/architecture.md#files-go-straight-to-s3): start, presigned PUT or S3 multipart with presigned
 * parts, complete or abort. Bytes go to the S3 emulator, never through the API.
 */

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GIB, MIB } from '../../shared/documents.ts';
import type {
  DocumentFile,
  FilesResponse,
  MultipartUploadStart,
  SingleUploadStart,
  UploadParts,
} from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import { completeMultipartXml } from '../../web/src/lib/upload.ts';
import { asAdmin, call, createProject, createSignedInUser } from '../support/api.ts';
import { TABLE_NAME, tableClient } from '../support/aws.ts';
import {
  bytesOf,
  completeUpload,
  createChain,
  createFolder,
  getFolder,
  objectKeys,
  partitionItems,
  sendBytes,
  startUpload,
  uploadPresigned,
} from '../support/documents.ts';

let admin: string;
let project: Project;

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject();
});

describe('a small file: one presigned PUT', () => {
  it('uploads straight to S3 and records the file with its counters on complete', async () => {
    const { l1, l3 } = await createChain(admin, 'plan', project._id, 'Direct');
    const bytes = bytesOf(2048);
    const start = await startUpload(admin, {
      module: 'plan',
      projectId: project._id,
      folderId: l3._id,
      fileName: 'S-201 Sections.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
    });
    expect(start.status).toBe(201);
    const single = start.body as SingleUploadStart;
    expect(single).toMatchObject({ mode: 'single', method: 'PUT', headers: { 'Content-Type': 'application/pdf' } });
    expect(single.url).toContain(`uploads/pending/${single.uploadId}`);
    expect(single.url).not.toContain('x-amz-checksum');
    await sendBytes(single, bytes);
    const done = await completeUpload(admin, single.uploadId);
    expect(done).toMatchObject({
      status: 201,
      body: {
        _id: single.uploadId,
        original_name: 'S-201 Sections.pdf',
        size: 2048,
        folderId: l3._id,
        author: 'Architect',
      },
    });
    expect(await getFolder(admin, l3._id)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    expect(await getFolder(admin, l1._id)).toMatchObject({ totalFileCount: 1 });
    expect(await objectKeys(`uploads/pending/${single.uploadId}`)).toEqual([]);
    expect(await objectKeys(`files/${single.uploadId}`)).toEqual([`files/${single.uploadId}`]);
    expect(await partitionItems(`UPLOAD#${single.uploadId}`)).toEqual([]);
    const again = await completeUpload(admin, single.uploadId);
    expect(again).toMatchObject({ status: 201, body: { _id: single.uploadId } });
    expect((await getFolder(admin, l3._id)).fileCount).toBe(1);
  });

  it('refuses to complete before the bytes are sent, and then completes', async () => {
    const start = await startUpload(admin, {
      module: 'marketing',
      projectId: project._id,
      fileName: 'a.png',
      size: 10,
      contentType: 'image/png',
    });
    const early = await completeUpload(admin, start.body.uploadId);
    expect(early).toMatchObject({
      status: 400,
      body: { error: 'The file has not been uploaded yet: send its bytes to the upload URL first.' },
    });
    await sendBytes(start.body, bytesOf(10));
    expect((await completeUpload(admin, start.body.uploadId)).status).toBe(201);
  });

  it('refuses bytes that are not the declared size, and removes them', async () => {
    const start = await startUpload(admin, { module: 'plan', projectId: project._id, fileName: 'a.pdf', size: 100 });
    await sendBytes(start.body, bytesOf(150));
    const res = await completeUpload(admin, start.body.uploadId);
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'The uploaded file has 150 bytes, not the 100 declared. Please upload it again.' },
    });
    expect(await objectKeys(`uploads/pending/${start.body.uploadId}`)).toEqual([]);
    expect(await partitionItems(`FILE#${start.body.uploadId}`)).toEqual([]);
    expect((await completeUpload(admin, start.body.uploadId)).status).toBe(404);
  });

  it('leaves no file record for an upload that is never confirmed', async () => {
    const folder = await createFolder(admin, { name: 'Unconfirmed', module: 'construction', projectId: project._id });
    const start = await startUpload(admin, {
      module: 'construction',
      projectId: project._id,
      folderId: folder._id,
      fileName: 'x.pdf',
      size: 64,
    });
    await sendBytes(start.body, bytesOf(64));
    expect(await partitionItems(`FILE#${start.body.uploadId}`)).toEqual([]);
    const listing = await call<FilesResponse>(
      `/api/files/construction?folderId=${folder._id}&projectId=${project._id}`,
      { token: admin },
    );
    expect(listing.body.files).toEqual([]);
    expect(await getFolder(admin, folder._id)).toMatchObject({ fileCount: 0, totalFileCount: 0 });
    // The bytes wait under the prefix the bucket's lifecycle rule empties after a day; the pending item has a TTL.
    expect(await objectKeys(`uploads/pending/${start.body.uploadId}`)).toHaveLength(1);
    const [pending] = await partitionItems(`UPLOAD#${start.body.uploadId}`);
    expect(pending?.ttl).toEqual(expect.any(Number));
  });

  it('abort removes the bytes and the pending upload', async () => {
    const start = await startUpload(admin, { module: 'plan', projectId: project._id, fileName: 'x.pdf', size: 64 });
    await sendBytes(start.body, bytesOf(64));
    const res = await call(`/api/uploads/${start.body.uploadId}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(204);
    expect(await objectKeys(`uploads/pending/${start.body.uploadId}`)).toEqual([]);
    expect(await partitionItems(`UPLOAD#${start.body.uploadId}`)).toEqual([]);
    expect(await completeUpload(admin, start.body.uploadId)).toMatchObject({
      status: 404,
      body: { error: 'Upload not found or expired. Please upload the file again.' },
    });
  });

  it('refuses to complete an expired upload', async () => {
    const start = await startUpload(admin, { module: 'plan', projectId: project._id, fileName: 'x.pdf', size: 4 });
    await sendBytes(start.body, bytesOf(4));
    const later = new Date(Date.now() + 25 * 3600_000);
    const signIn = await call<{ access_token: string }>('/api/auth/login', {
      method: 'POST',
      body: { email: inject('adminEmail'), password: inject('adminPassword') },
      now: later,
    });
    const res = await call(`/api/uploads/${start.body.uploadId}/complete`, {
      method: 'POST',
      token: signIn.body.access_token,
      body: {},
      now: later,
    });
    expect(res).toMatchObject({
      status: 404,
      body: { error: 'Upload not found or expired. Please upload the file again.' },
    });
    expect(await objectKeys(`uploads/pending/${start.body.uploadId}`)).toEqual([]);
  });
});

describe('a large file: S3 multipart with presigned parts', () => {
  it('uploads 3 parts of at most 8 MiB and records the exact size', async () => {
    const folder = await createFolder(admin, { name: 'Big drawings', module: 'construction', projectId: project._id });
    const bytes = bytesOf(17 * MIB, 3);
    const start = await startUpload(admin, {
      module: 'construction',
      projectId: project._id,
      folderId: folder._id,
      fileName: 'Full set.pdf',
      size: bytes.length,
    });
    expect(start.status).toBe(201);
    const multipart = start.body as MultipartUploadStart;
    expect(multipart).toMatchObject({ mode: 'multipart', partSize: 8 * MIB, partCount: 3 });
    expect(multipart.parts.map((p) => p.partNumber)).toEqual([1, 2, 3]);
    const more = await call<UploadParts>(`/api/uploads/${multipart.uploadId}/parts`, {
      method: 'POST',
      token: admin,
      body: { partNumbers: [3] },
    });
    expect(more.body.parts).toEqual([{ partNumber: 3, url: expect.stringContaining('partNumber=3') }]);
    const parts = await sendBytes(multipart, bytes);
    expect(await completeUpload(admin, multipart.uploadId, parts.slice(0, 2))).toMatchObject({
      status: 400,
      body: { error: 'Every part must be uploaded before completing: part 3 is missing' },
    });
    const done = await completeUpload(admin, multipart.uploadId, parts);
    expect(done).toMatchObject({ status: 201, body: { size: 17 * MIB, folderId: folder._id } });
    expect(await getFolder(admin, folder._id)).toMatchObject({ fileCount: 1 });
    const url = await call(`/api/file/construction/${done.body._id}`, { token: admin });
    const downloaded = new Uint8Array(await (await fetch(url.headers.get('location') ?? '')).arrayBuffer());
    expect(downloaded.length).toBe(bytes.length);
    expect(downloaded.subarray(8 * MIB - 4, 8 * MIB + 4)).toEqual(bytes.subarray(8 * MIB - 4, 8 * MIB + 4));
    expect(downloaded.subarray(-16)).toEqual(bytes.subarray(-16));
  });

  it('plans a 6 GB file (over S3’s 5 GB single-PUT limit) in 8 MiB parts, handing out part URLs 100 at a time', async () => {
    const size = 6 * GIB;
    const start = await startUpload(admin, { module: 'plan', projectId: project._id, fileName: 'scan.tif', size });
    const multipart = start.body as MultipartUploadStart;
    expect(multipart).toMatchObject({ mode: 'multipart', partSize: 8 * MIB, partCount: 768 });
    expect(multipart.parts).toHaveLength(100);
    const more = await call<UploadParts>(`/api/uploads/${multipart.uploadId}/parts`, {
      method: 'POST',
      token: admin,
      body: { partNumbers: Array.from({ length: 100 }, (_, i) => 669 + i) },
    });
    expect(more.body.parts.at(-1)?.partNumber).toBe(768);
    const beyond = await call(`/api/uploads/${multipart.uploadId}/parts`, {
      method: 'POST',
      token: admin,
      body: { partNumbers: [769] },
    });
    expect(beyond).toMatchObject({ status: 400, body: { error: 'Part numbers must be between 1 and 768' } });
    expect((await call(`/api/uploads/${multipart.uploadId}`, { method: 'DELETE', token: admin })).status).toBe(204);
  });

  it('plans the 50 GB limit within 10,000 parts and refuses more (413)', async () => {
    const limit = await startUpload(admin, {
      module: 'plan',
      projectId: project._id,
      fileName: 'huge.zip',
      size: 50 * GIB,
    });
    expect(limit.body).toMatchObject({ mode: 'multipart', partSize: 8 * MIB, partCount: 6400 });
    const over = await startUpload(admin, {
      module: 'plan',
      projectId: project._id,
      fileName: 'huge.zip',
      size: 50 * GIB + 1,
    });
    expect(over).toMatchObject({ status: 413, body: { error: 'Files larger than 50 GB cannot be uploaded.' } });
  });
});

describe('upload rules', () => {
  it.each([
    [{ fileName: '' }, 'Please select a file and enter the author name.'],
    [{ author: ' ' }, 'Please select a file and enter the author name.'],
    [{ source: 'standalone', folderId: undefined }, 'Please select a folder, file, and enter the author name.'],
    [
      { source: 'standalone', fileName: 'notes.txt' },
      'Only PDF, JPG and PNG files can be uploaded here (.pdf, .jpg, .jpeg, .png).',
    ],
    [
      { source: 'standalone', fileName: 'photo.jpeg', contentType: 'application/pdf' },
      'The file type does not match its extension.',
    ],
    [{ size: -1 }, 'size must be the file size in bytes'],
    [{ size: 1.5 }, 'size must be the file size in bytes'],
    [{ module: 'other' }, 'Module must be one of: plan, marketing, construction'],
    [{ source: 'kiosk' }, 'source must be one of: folder, standalone'],
  ])('refuses %j', async (fields, error) => {
    const folder = await createFolder(admin, {
      name: `Rules ${Math.random()}`,
      module: 'marketing',
      projectId: project._id,
    });
    const res = await call('/api/uploads', {
      method: 'POST',
      token: admin,
      body: {
        module: 'marketing',
        projectId: project._id,
        folderId: folder._id,
        fileName: 'a.pdf',
        size: 10,
        contentType: 'application/pdf',
        author: 'A',
        ...fields,
      },
    });
    expect(res).toMatchObject({ status: 400, body: { error } });
  });

  it('accepts the standalone types with their content types', async () => {
    const folder = await createFolder(admin, {
      name: 'Standalone uploads',
      module: 'construction',
      projectId: project._id,
    });
    const base = {
      module: 'construction' as const,
      projectId: project._id,
      folderId: folder._id,
      source: 'standalone',
    };
    await uploadPresigned(admin, { ...base, fileName: 'a.pdf', size: 0, contentType: 'application/pdf' }, bytesOf(5));
    await uploadPresigned(admin, { ...base, fileName: 'b.jpg', size: 0, contentType: 'image/jpeg' }, bytesOf(5));
    await uploadPresigned(admin, { ...base, fileName: 'c.PNG', size: 0, contentType: '' }, bytesOf(5));
    expect((await getFolder(admin, folder._id)).fileCount).toBe(3);
  });

  it('lets only the uploader (or an admin) complete or abort', async () => {
    const p = await createProject();
    const owner = await createSignedInUser('office', [p._id]);
    const other = await createSignedInUser('office', [p._id]);
    const start = await startUpload(owner.token, { module: 'plan', projectId: p._id, fileName: 'a.pdf', size: 3 });
    await sendBytes(start.body, bytesOf(3));
    const denied = { status: 403, body: { error: 'This upload was started by someone else' } };
    expect(await completeUpload(other.token, start.body.uploadId)).toMatchObject(denied);
    expect(await call(`/api/uploads/${start.body.uploadId}`, { method: 'DELETE', token: other.token })).toMatchObject(
      denied,
    );
    const done = await completeUpload(owner.token, start.body.uploadId);
    expect(done.body).toMatchObject({ upload_by: 'Test office', upload_by_id: owner.id });
  });

  it('checks the area and project when starting and again when completing', async () => {
    const p = await createProject();
    const consultant = await createSignedInUser('consultant', [p._id]);
    expect(
      await startUpload(consultant.token, { module: 'marketing', projectId: p._id, fileName: 'a.pdf', size: 1 }),
    ).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to access this section.' },
    });
    const outsider = await createSignedInUser('office', []);
    expect(
      await startUpload(outsider.token, { module: 'plan', projectId: p._id, fileName: 'a.pdf', size: 1 }),
    ).toMatchObject({
      status: 403,
      body: { error: 'You do not have access to this project' },
    });
    const folder = await createFolder(admin, { name: 'Doomed', module: 'plan', projectId: p._id });
    const start = await startUpload(admin, {
      module: 'plan',
      projectId: p._id,
      folderId: folder._id,
      fileName: 'a.pdf',
      size: 3,
    });
    await sendBytes(start.body, bytesOf(3));
    await call(`/api/folders/${folder._id}`, { method: 'DELETE', token: admin });
    expect(await completeUpload(admin, start.body.uploadId)).toMatchObject({
      status: 404,
      body: { error: 'Folder not found' },
    });
    expect(await partitionItems(`FILE#${start.body.uploadId}`)).toEqual([]);
    expect(await objectKeys(`uploads/pending/${start.body.uploadId}`)).toEqual([]);
  });

  it('answers 404 to an unknown upload id', async () => {
    for (const [path, method] of [
      ['/api/uploads/01ARZ3NDEKTSV4RRFFQ69G5FAV/complete', 'POST'],
      ['/api/uploads/01ARZ3NDEKTSV4RRFFQ69G5FAV/parts', 'POST'],
      ['/api/uploads/01ARZ3NDEKTSV4RRFFQ69G5FAV', 'DELETE'],
    ] as const) {
      const res = await call<DocumentFile>(path, {
        method,
        token: admin,
        body: method === 'POST' ? { partNumbers: [1] } : undefined,
      });
      expect(res.status).toBe(404);
    }
  });
});

describe('L8: an uploader who lost the project', () => {
  it('L8: gets no file metadata from completing the upload again, and cannot complete a pending one', async () => {
    const mine = await createProject();
    const user = await createSignedInUser('pm', [mine._id]);
    const bytes = bytesOf(1024);
    const fields = {
      module: 'plan' as const,
      projectId: mine._id,
      folderId: 'root',
      fileName: 'L8.pdf',
      size: bytes.length,
    };
    const done = await startUpload(user.token, fields);
    const donePart = await sendBytes(done.body, bytes);
    expect((await completeUpload(user.token, done.body.uploadId, donePart)).status).toBe(201);
    const pending = await startUpload(user.token, fields);
    const pendingPart = await sendBytes(pending.body, bytes);

    const revoked = await call(`/api/users/${user.id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Test pm', email: user.email, roles: 'pm', allowedProjects: [] },
    });
    expect(revoked.status).toBe(200);

    const again = await completeUpload(user.token, done.body.uploadId, donePart);
    expect(again.status).toBe(403);
    expect(JSON.stringify(again.body)).not.toContain('L8.pdf');
    const late = await completeUpload(user.token, pending.body.uploadId, pendingPart);
    expect(late.status).toBe(403);
  });
});

describe('L11: what an upload URL allows', () => {
  it('L11: the URL binds the declared size and type; part URLs live 15 minutes', async () => {
    const p = await createProject();
    const single = await startUpload(admin, {
      module: 'plan',
      projectId: p._id,
      folderId: 'root',
      fileName: 'A.pdf',
      size: 4321,
      contentType: 'application/pdf',
    });
    const url = new URL((single.body as SingleUploadStart).url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    const multi = await startUpload(admin, {
      module: 'plan',
      projectId: p._id,
      folderId: 'root',
      fileName: 'B.pdf',
      size: 20 * MIB,
    });
    for (const part of (multi.body as MultipartUploadStart).parts) {
      expect(new URL(part.url).searchParams.get('X-Amz-SignedHeaders'), `part ${part.partNumber}`).toBe(
        'content-length;host',
      );
      expect(new URL(part.url).searchParams.get('X-Amz-Expires'), `part ${part.partNumber}`).toBe('900');
    }
  });

  it('L11: a project holds at most 200 unconfirmed uploads; giving one up makes room', async () => {
    const p = await createProject();
    const fields = { module: 'plan' as const, projectId: p._id, folderId: 'root', size: 10 };
    const started: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await startUpload(admin, { ...fields, fileName: `f${i}.pdf` });
      expect(res.status, `upload ${i}`).toBe(201);
      started.push(res.body.uploadId);
    }
    const over = await startUpload(admin, { ...fields, fileName: 'one-too-many.pdf' });
    expect(over.status).toBe(429);
    expect((over.body as unknown as { error: string }).error).toMatch(/^200 uploads are already in progress/);
    expect((await call(`/api/uploads/${started[0]}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await startUpload(admin, { ...fields, fileName: 'room-again.pdf' })).status).toBe(201);
  });
});

describe('N4: an empty file', () => {
  it('N4: a 0-byte file is refused at start with 400 "{name} is empty", and nothing is started', async () => {
    const p = await createProject();
    const res = await startUpload(admin, {
      module: 'plan',
      projectId: p._id,
      folderId: 'root',
      fileName: 'Blank sheet.pdf',
      size: 0,
      contentType: 'application/pdf',
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { error: 'Blank sheet.pdf is empty' },
    });
    const pending = await tableClient().send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `UPLOADS#${p._id}` },
      }),
    );
    expect(pending.Items ?? []).toEqual([]);
  });
});

describe('S7: a single PUT URL after the upload is confirmed', () => {
  it('S7: lives only as long as a single PUT needs, and a late PUT leaves nothing that is treated as a file', async () => {
    const p = await createProject();
    const bytes = bytesOf(3000);
    const start = await startUpload(admin, {
      module: 'plan',
      projectId: p._id,
      folderId: 'root',
      fileName: 'Late.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
    });
    const single = start.body as SingleUploadStart;
    expect(Number(new URL(single.url).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(120);
    await sendBytes(single, bytes);
    const done = await completeUpload(admin, single.uploadId);
    expect(done.status).toBe(201);

    // The same URL used again after the upload was recorded (a second tab, a replayed request).
    const late = bytesOf(3000, 99);
    await sendBytes(single, late);
    const again = await completeUpload(admin, single.uploadId);
    expect(again).toMatchObject({ status: 201, body: { _id: single.uploadId, size: 3000 } });
    const all = await objectKeys('');
    expect(all.filter((k) => k.includes(single.uploadId))).toEqual([`files/${single.uploadId}`]);
    const listed = await call<FilesResponse>(`/api/files/plan?projectId=${p._id}&folderId=root`, { token: admin });
    expect(listed.body.files.map((f) => f._id)).toEqual([single.uploadId]);
    const url = await call<{ url: string }>(`/api/file/plan/${single.uploadId}/url`, { token: admin });
    expect(new Uint8Array(await (await fetch(url.body.url)).arrayBuffer())).toEqual(bytes);
  });
});

describe('big uploads: completed at the storage, recorded by the API', () => {
  it('big uploads: the browser completes the multipart upload with the presigned request, then the first complete records it', async () => {
    const p = await createProject();
    const owner = await createSignedInUser('office', [p._id]);
    const other = await createSignedInUser('office', [p._id]);
    const bytes = bytesOf(20 * MIB, 5);
    const start = await startUpload(owner.token, {
      module: 'plan',
      projectId: p._id,
      folderId: 'root',
      fileName: 'Tower set.pdf',
      size: bytes.length,
    });
    const multipart = start.body as MultipartUploadStart;
    const parts = await sendBytes(multipart, bytes);
    const ask = (token: string) =>
      call<UploadParts>(`/api/uploads/${multipart.uploadId}/parts`, {
        method: 'POST',
        token,
        body: { complete: true },
      });
    expect(await ask(other.token)).toMatchObject({
      status: 403,
      body: { error: 'This upload was started by someone else' },
    });
    // Not completed at the storage yet: nothing to record.
    expect((await completeUpload(owner.token, multipart.uploadId)).status).toBe(400);
    const signed = await ask(owner.token);
    expect(signed.status).toBe(200);
    const request = signed.body.complete;
    expect(request?.method).toBe('POST');
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toMatch(new RegExp(`/files/${multipart.uploadId}$`));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    const atStorage = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/xml' },
      body: completeMultipartXml(parts),
    });
    const answer = await atStorage.text();
    expect(atStorage.status, answer).toBe(200);
    expect(answer).not.toContain('<Error>');

    const done = await completeUpload(owner.token, multipart.uploadId);
    expect(done).toMatchObject({ status: 201, body: { _id: multipart.uploadId, size: 20 * MIB } });
    const download = await call(`/api/file/plan/${multipart.uploadId}`, { token: owner.token });
    const downloaded = new Uint8Array(await (await fetch(download.headers.get('location') ?? '')).arrayBuffer());
    expect(downloaded.length).toBe(bytes.length);
    expect(downloaded.subarray(16 * MIB - 3, 16 * MIB + 3)).toEqual(bytes.subarray(16 * MIB - 3, 16 * MIB + 3));
    expect(await completeUpload(owner.token, multipart.uploadId)).toMatchObject({ status: 201 });
  });
});
