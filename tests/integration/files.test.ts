/**
 * Files of the document areas: the spec's multipart upload, folder listings, download redirect, delete,
 * move and copy across folders and modules, with their rules, counters and access.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentFile, FilesResponse, FileUrl, Folder } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import { asAdmin, call, createProject, createSignedInUser } from '../support/api.ts';
import {
  bytesOf,
  createChain,
  createFolder,
  getFolder,
  objectKeys,
  partitionItems,
  uploadForm,
  uploadPresigned,
  uploadSmall,
} from '../support/documents.ts';

/** A PNG's signature and header: L4 serves a .png as an image only when it starts like one. */
const PNG_BYTES = new Uint8Array(
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
);

/** Every API call first loads the caller's user item. */
const SESSION_CHECK = 1;

let admin: string;
let project: Project;

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject();
});

const files = (module: string, query: string, token = admin) =>
  call<FilesResponse>(`/api/files/${module}?${query}`, { token });

describe('POST /api/upload/{module} (multipart, small files)', () => {
  it('stores a file in a folder and counts it in the folder and every ancestor', async () => {
    const { l1, l2, l3 } = await createChain(admin, 'plan', project._id, 'Up');
    const file = await uploadSmall(admin, {
      module: 'plan',
      projectId: project._id,
      folderId: l3._id,
      fileName: 'A-101 Floor plan.pdf',
      content: '%PDF-1.4 test',
      author: '  Jane Architect ',
    });
    expect(file).toMatchObject({
      original_name: 'A-101 Floor plan.pdf',
      author: 'Jane Architect',
      size: 13,
      format: 'PDF',
      contentType: 'application/pdf',
      upload_by: 'Administrator',
      module: 'plan',
      projectId: project._id,
      folderId: l3._id,
    });
    expect(file.upload_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await getFolder(admin, l3._id)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    expect(await getFolder(admin, l2._id)).toMatchObject({ fileCount: 0, totalFileCount: 1 });
    expect(await getFolder(admin, l1._id)).toMatchObject({ fileCount: 0, totalFileCount: 1 });
    const tiles = await call<Folder[]>(`/api/folders?module=plan&projectId=${project._id}&level=1`, { token: admin });
    expect(tiles.body.find((f) => f._id === l1._id)).toMatchObject({ totalFileCount: 1, subfolderCount: 1 });
    expect(await objectKeys(`files/${file._id}`)).toEqual([`files/${file._id}`]);
  });

  it("stores a file at the module root with folderId 'root' (or none)", async () => {
    const p = await createProject();
    const a = await uploadSmall(admin, {
      module: 'marketing',
      projectId: p._id,
      folderId: 'root',
      fileName: 'logo.png',
      contentType: 'image/png',
    });
    const b = await uploadSmall(admin, {
      module: 'marketing',
      projectId: p._id,
      fileName: 'notes.txt',
      contentType: 'text/plain',
    });
    expect(a).toMatchObject({ folderId: 'root', format: 'PNG' });
    expect(b).toMatchObject({ folderId: 'root', format: 'TXT' });
    const root = await files('marketing', `folderId=root&projectId=${p._id}`);
    expect(root.body.files.map((f) => f._id)).toEqual([a._id, b._id]);
    expect(root.body.folder).toMatchObject({ _id: 'root', name: 'Root', level: 0 });
    expect(root.body.breadcrumbs).toEqual([]);
  });

  it('takes any file type on the folder screens', async () => {
    const file = await uploadSmall(admin, {
      module: 'construction',
      projectId: project._id,
      fileName: 'C:\\fakepath\\site.dwg',
      contentType: 'application/octet-stream',
    });
    // L4: a type that could be shown inline only when it is inline-safe; a drawing file is a download.
    expect(file).toMatchObject({ original_name: 'site.dwg', format: 'DWG', contentType: 'application/octet-stream' });
  });

  it.each([
    [{ noFile: true }, 'Please select a file and enter the author name.'],
    [{ author: '   ' }, 'Please select a file and enter the author name.'],
    [{ author: undefined }, 'Please select a file and enter the author name.'],
    [{ source: 'standalone', folderId: '' }, 'Please select a folder, file, and enter the author name.'],
    [{ source: 'standalone', noFile: true }, 'Please select a folder, file, and enter the author name.'],
    [
      { source: 'standalone', fileName: 'spec.docx', contentType: 'application/msword' },
      'Only PDF, JPG and PNG files can be uploaded here (.pdf, .jpg, .jpeg, .png).',
    ],
    [
      { source: 'standalone', fileName: 'plan.pdf', contentType: 'image/png' },
      'The file type does not match its extension.',
    ],
    [{ folderId: 'nope' }, 'folderId is not a valid folder id'],
  ])('refuses %j', async (fields, error) => {
    const res = await uploadForm(admin, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      author: 'Someone',
      ...fields,
    });
    expect(res).toMatchObject({ status: 400, body: { error } });
  });

  it('takes the standalone types .pdf .jpg .jpeg .png with a folder', async () => {
    const folder = await createFolder(admin, { name: 'Standalone', module: 'marketing', projectId: project._id });
    for (const [fileName, contentType] of [
      ['a.pdf', 'application/pdf'],
      ['b.JPG', 'image/jpeg'],
      ['c.jpeg', 'image/jpeg'],
      ['d.png', 'image/png'],
    ]) {
      const res = await uploadForm(admin, {
        module: 'marketing',
        projectId: project._id,
        folderId: folder._id,
        author: 'Marketing',
        source: 'standalone',
        fileName,
        contentType,
      });
      expect(res.status).toBe(201);
    }
    expect((await getFolder(admin, folder._id)).fileCount).toBe(4);
  });

  it('answers 413 with a clear message to a file over 4 MB, and to a body over 10 MB', async () => {
    const big = await uploadForm(admin, {
      module: 'plan',
      projectId: project._id,
      author: 'A',
      content: bytesOf(5 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect((big.body as unknown as { error: string }).error).toMatch(/^This upload takes files of at most 4 MB\./);
    const huge = await uploadForm(admin, {
      module: 'plan',
      projectId: project._id,
      author: 'A',
      content: bytesOf(11 * 1024 * 1024),
    });
    expect(huge).toMatchObject({ status: 413, body: { error: 'Request body is too large: the limit is 10 MB.' } });
  });

  it('refuses a body that is not multipart, and an unknown module', async () => {
    const json = await call('/api/upload/plan', { method: 'POST', token: admin, body: { projectId: project._id } });
    expect(json.status).toBe(415);
    expect(
      await uploadForm(admin, { module: 'drawings' as 'plan', projectId: project._id, author: 'A' }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Module must be one of: plan, marketing, construction' },
    });
  });
});

describe('GET /api/files/{module}', () => {
  it('answers files, folder, subfolders and breadcrumbs from one Query', async () => {
    const { l1, l2, l3 } = await createChain(admin, 'construction', project._id, 'List');
    const a = await uploadSmall(admin, {
      module: 'construction',
      projectId: project._id,
      folderId: l2._id,
      fileName: 'a.pdf',
    });
    const b = await uploadSmall(admin, {
      module: 'construction',
      projectId: project._id,
      folderId: l2._id,
      fileName: 'b.jpg',
      contentType: 'image/jpeg',
    });
    const res = await files('construction', `folderId=${l2._id}&projectId=${project._id}`);
    expect(res.status).toBe(200);
    // One Query of its container, then one BatchGetItem of its ancestor: the recycle bin's chain check.
    expect(Number(res.headers.get('x-dynamodb-requests'))).toBe(SESSION_CHECK + 2);
    const top = await files('construction', `folderId=${l1._id}&projectId=${project._id}`);
    expect(Number(top.headers.get('x-dynamodb-requests'))).toBe(SESSION_CHECK + 1);
    expect(Array.isArray(res.body.files)).toBe(true);
    expect(res.body.files.map((f) => f._id)).toEqual([a._id, b._id]);
    expect(res.body.files[1]).toMatchObject({
      original_name: 'b.jpg',
      format: 'JPG',
      size: 5,
      author: 'Site Engineer',
    });
    expect(res.body.folder).toMatchObject({
      _id: l2._id,
      name: 'List L2',
      fileCount: 2,
      totalFileCount: 2,
      subfolderCount: 1,
    });
    expect(res.body.subfolders.map((f) => f._id)).toEqual([l3._id]);
    expect(res.body.breadcrumbs).toEqual([
      { _id: l1._id, name: 'List L1' },
      { _id: l2._id, name: 'List L2' },
    ]);
    expect(res.body.nextCursor).toBeNull();
    const root = await files('construction', `folderId=root&projectId=${project._id}`);
    expect(Number(root.headers.get('x-dynamodb-requests'))).toBe(SESSION_CHECK + 1);
    expect(root.body.subfolders.map((f) => f._id)).toContain(l1._id);
  });

  it('answers breadcrumbs in one request at level 1, two below it (its ancestors: the recycle bin chain check)', async () => {
    const { l1, l3 } = await createChain(admin, 'plan', project._id, 'Crumb count');
    const res = await call(`/api/folders/${l3._id}/breadcrumbs`, { token: admin });
    expect(Number(res.headers.get('x-dynamodb-requests'))).toBe(SESSION_CHECK + 2);
    const top = await call(`/api/folders/${l1._id}/breadcrumbs`, { token: admin });
    expect(Number(top.headers.get('x-dynamodb-requests'))).toBe(SESSION_CHECK + 1);
  });

  it('opens a large folder in pages with limit and cursor, losing nothing', async () => {
    const folder = await createFolder(admin, { name: 'Paged', module: 'plan', projectId: project._id });
    const sub = await createFolder(admin, {
      name: 'Sub',
      module: 'plan',
      projectId: project._id,
      parent_id: folder._id,
    });
    const uploaded: string[] = [];
    for (let i = 0; i < 7; i++) {
      uploaded.push(
        (
          await uploadSmall(admin, {
            module: 'plan',
            projectId: project._id,
            folderId: folder._id,
            fileName: `f${i}.pdf`,
          })
        )._id,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof files>> = await files(
        'plan',
        `folderId=${folder._id}&projectId=${project._id}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.folder).toMatchObject({ _id: folder._id, name: 'Paged' });
      if (pages === 0) expect(res.body.subfolders.map((f) => f._id)).toEqual([sub._id]);
      seen.push(...res.body.files.map((f) => f._id));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(uploaded);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['folderId=root', 'projectId is required'],
    ['folderId=bad&projectId=01ARZ3NDEKTSV4RRFFQ69G5FAV', 'folderId is not a valid folder id'],
    ['folderId=root&projectId=01ARZ3NDEKTSV4RRFFQ69G5FAV&cursor=xyz', 'Invalid cursor'],
  ])('refuses %s', async (query, error) => {
    expect(await files('plan', query)).toMatchObject({ status: 400, body: { error } });
  });

  it('answers 404 for an unknown folder and 400 for an unknown module', async () => {
    expect(await files('plan', `folderId=01ARZ3NDEKTSV4RRFFQ69G5FAV&projectId=${project._id}`)).toMatchObject({
      status: 404,
      body: { error: 'Folder not found' },
    });
    expect(await files('drawings', `folderId=root&projectId=${project._id}`)).toMatchObject({
      status: 400,
      body: { error: 'Module must be one of: plan, marketing, construction' },
    });
  });
});

describe('GET /api/file/{module}/{id}', () => {
  it('redirects to a short-lived S3 URL that downloads the bytes under the original name', async () => {
    // A real PDF's first bytes: L4 serves a .pdf as a PDF only when it starts like one.
    const content = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...bytesOf(3000)]);
    const file = await uploadSmall(admin, {
      module: 'plan',
      projectId: project._id,
      fileName: 'Élévation nord "A".pdf',
      content,
    });
    const res = await call(`/api/file/plan/${file._id}`, { token: admin });
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/X-Amz-Expires=\d+/);
    const download = await fetch(location);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(content);
    const disposition = download.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="_l_vation nord _A_.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('Élévation nord "A".pdf');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const inline = await call(`/api/file/plan/${file._id}?disposition=inline`, { token: admin });
    const viewed = await fetch(inline.headers.get('location') ?? '');
    expect(viewed.headers.get('content-disposition')).toMatch(/^inline; /);
  });

  it('answers the same URL as JSON for viewers, and serves any module through the plan path', async () => {
    const p = await createProject();
    const file = await uploadSmall(admin, {
      module: 'marketing',
      projectId: p._id,
      fileName: 'poster.png',
      contentType: 'image/png',
      content: PNG_BYTES,
    });
    const marketer = await createSignedInUser('marketing', [p._id]);
    const url = await call<FileUrl>(`/api/file/plan/${file._id}/url`, { token: marketer.token });
    expect(url).toMatchObject({ status: 200, body: { fileName: 'poster.png', contentType: 'image/png' } });
    expect((await fetch(url.body.url)).status).toBe(200);
    expect((await call(`/api/file/plan/${file._id}`, { token: marketer.token })).status).toBe(302);
  });

  it('answers 404 to an unknown file', async () => {
    expect(await call('/api/file/plan/01ARZ3NDEKTSV4RRFFQ69G5FAV', { token: admin })).toMatchObject({
      status: 404,
      body: { error: 'File not found' },
    });
  });
});

describe('DELETE /api/files/{module}/{id}', () => {
  it('removes the listing entry and the counters at once; the record and the S3 object go with the bin item', async () => {
    const { l1, l3 } = await createChain(admin, 'construction', project._id, 'Del');
    const file = await uploadSmall(admin, { module: 'construction', projectId: project._id, folderId: l3._id });
    const keep = await uploadSmall(admin, { module: 'construction', projectId: project._id, folderId: l3._id });
    const res = await call(`/api/files/construction/${file._id}`, { method: 'DELETE', token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: 'File deleted successfully' } });
    expect(await getFolder(admin, l3._id)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    expect(await getFolder(admin, l1._id)).toMatchObject({ totalFileCount: 1 });
    const listing = await files('construction', `folderId=${l3._id}&projectId=${project._id}`);
    expect(listing.body.files.map((f) => f._id)).toEqual([keep._id]);
    expect(await call(`/api/files/construction/${file._id}`, { method: 'DELETE', token: admin })).toMatchObject({
      status: 404,
      body: { error: 'File not found' },
    });
    // Issue 23: the delete moved it to the recycle bin; deleting it forever there erases record and object.
    const erased = await call(`/api/projects/${project._id}/recycle-bin/${file._id}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(erased.status).toBe(204);
    expect(await partitionItems(`FILE#${file._id}`)).toEqual([]);
    expect(await objectKeys(`files/${file._id}`)).toEqual([]);
  });
});

describe('PUT /api/file/{module}/{id}/move and POST .../copy', () => {
  let source: Awaited<ReturnType<typeof createChain>>;
  let target: Folder;

  beforeAll(async () => {
    source = await createChain(admin, 'plan', project._id, 'Src');
    target = await createFolder(admin, { name: 'Dest', module: 'construction', projectId: project._id });
  });

  const body = (folderId: string, module = 'construction', projectId = project._id) => ({
    target_module: module,
    target_folder_id: folderId,
    project_id: projectId,
  });

  it('moves a file to a folder of another module; counters follow on both sides', async () => {
    const file = await uploadSmall(admin, { module: 'plan', projectId: project._id, folderId: source.l3._id });
    const res = await call<DocumentFile>(`/api/file/plan/${file._id}/move`, {
      method: 'PUT',
      token: admin,
      body: body(target._id),
    });
    expect(res).toMatchObject({ status: 200, body: { _id: file._id, module: 'construction', folderId: target._id } });
    expect(await getFolder(admin, source.l3._id)).toMatchObject({ fileCount: 0, totalFileCount: 0 });
    expect(await getFolder(admin, source.l1._id)).toMatchObject({ totalFileCount: 0 });
    expect(await getFolder(admin, target._id)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    const there = await files('construction', `folderId=${target._id}&projectId=${project._id}`);
    expect(there.body.files.map((f) => f._id)).toContain(file._id);
    const gone = await files('plan', `folderId=${source.l3._id}&projectId=${project._id}`);
    expect(gone.body.files).toEqual([]);
    const back = await call<DocumentFile>(`/api/file/construction/${file._id}/move`, {
      method: 'PUT',
      token: admin,
      body: body('root', 'plan'),
    });
    expect(back.body).toMatchObject({ module: 'plan', folderId: 'root' });
    expect((await getFolder(admin, target._id)).fileCount).toBe(0);
    const download = await call(`/api/file/plan/${file._id}`, { token: admin });
    expect((await fetch(download.headers.get('location') ?? '')).status).toBe(200);
  });

  it('copies a file with its S3 object; the original stays', async () => {
    const file = await uploadSmall(admin, {
      module: 'plan',
      projectId: project._id,
      folderId: source.l2._id,
      content: bytesOf(1234),
      author: 'Original author',
    });
    const res = await call<DocumentFile>(`/api/file/plan/${file._id}/copy`, {
      method: 'POST',
      token: admin,
      body: body(target._id, 'construction'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      module: 'construction',
      folderId: target._id,
      size: 1234,
      author: 'Original author',
      original_name: file.original_name,
    });
    expect(res.body._id).not.toBe(file._id);
    expect(await objectKeys(`files/${res.body._id}`)).toEqual([`files/${res.body._id}`]);
    expect(await getFolder(admin, source.l2._id)).toMatchObject({ fileCount: 1 });
    expect(await getFolder(admin, target._id)).toMatchObject({ fileCount: 1 });
    const copy = await call(`/api/file/construction/${res.body._id}`, { token: admin });
    expect(new Uint8Array(await (await fetch(copy.headers.get('location') ?? '')).arrayBuffer())).toEqual(
      bytesOf(1234),
    );
    await call(`/api/files/plan/${file._id}`, { method: 'DELETE', token: admin });
    expect(
      (
        await fetch(
          (await call(`/api/file/construction/${res.body._id}`, { token: admin })).headers.get('location') ?? '',
        )
      ).status,
    ).toBe(200);
  });

  it('moving into the folder the file is in changes nothing', async () => {
    const file = await uploadSmall(admin, { module: 'plan', projectId: project._id, folderId: source.l1._id });
    const before = await getFolder(admin, source.l1._id);
    const res = await call(`/api/file/plan/${file._id}/move`, {
      method: 'PUT',
      token: admin,
      body: body(source.l1._id, 'plan'),
    });
    expect(res.status).toBe(200);
    expect(await getFolder(admin, source.l1._id)).toMatchObject({
      fileCount: before.fileCount,
      totalFileCount: before.totalFileCount,
    });
  });

  it.each([
    [{ target_module: 'construction', project_id: 'P' }, 'Please select a destination folder'],
    [{ target_module: 'construction', target_folder_id: '  ' }, 'Please select a destination folder'],
    [{ target_module: 'x', target_folder_id: 'root' }, 'target_module must be one of: plan, marketing, construction'],
  ])('refuses %j', async (partial, error) => {
    const file = await uploadSmall(admin, { module: 'plan', projectId: project._id });
    for (const [method, op] of [
      ['PUT', 'move'],
      ['POST', 'copy'],
    ] as const) {
      const res = await call(`/api/file/plan/${file._id}/${op}`, {
        method,
        token: admin,
        body: { project_id: project._id, ...partial },
      });
      expect(res).toMatchObject({ status: 400, body: { error } });
    }
  });

  it('refuses a destination of another module than target_module, and an unknown one', async () => {
    const file = await uploadSmall(admin, { module: 'plan', projectId: project._id });
    const wrong = await call(`/api/file/plan/${file._id}/move`, {
      method: 'PUT',
      token: admin,
      body: body(target._id, 'marketing'),
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'The folder is not in the marketing area' } });
    const unknown = await call(`/api/file/plan/${file._id}/copy`, {
      method: 'POST',
      token: admin,
      body: body('01ARZ3NDEKTSV4RRFFQ69G5FAV'),
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Folder not found' } });
  });
});

describe('access to files', () => {
  let p: Project;
  let other: Project;
  let planFile: DocumentFile;
  let marketingFile: DocumentFile;
  let constructionFolder: Folder;

  beforeAll(async () => {
    p = await createProject();
    other = await createProject();
    planFile = await uploadSmall(admin, { module: 'plan', projectId: p._id });
    marketingFile = await uploadSmall(admin, { module: 'marketing', projectId: p._id });
    constructionFolder = await createFolder(admin, { name: 'C', module: 'construction', projectId: p._id });
  });

  it.each([
    ['consultant', 'marketing'],
    ['pm', 'marketing'],
    ['marketing', 'plan'],
  ] as const)('a %s gets 403 on every %s file call', async (role, module) => {
    const user = await createSignedInUser(role, [p._id]);
    const file = module === 'marketing' ? marketingFile : planFile;
    const denied = { status: 403, body: { error: 'You do not have permission to access this section.' } };
    expect(await files(module, `folderId=root&projectId=${p._id}`, user.token)).toMatchObject(denied);
    expect(await uploadForm(user.token, { module, projectId: p._id, author: 'A' })).toMatchObject(denied);
    expect(await call(`/api/file/${module}/${file._id}`, { token: user.token })).toMatchObject(denied);
    expect(await call(`/api/file/plan/${file._id}/url`, { token: user.token })).toMatchObject(denied);
    expect(await call(`/api/files/${module}/${file._id}`, { method: 'DELETE', token: user.token })).toMatchObject(
      denied,
    );
    const move = { target_module: module, target_folder_id: 'root', project_id: p._id };
    expect(
      await call(`/api/file/${module}/${file._id}/move`, { method: 'PUT', token: user.token, body: move }),
    ).toMatchObject(denied);
    expect(
      await call(`/api/file/${module}/${file._id}/copy`, { method: 'POST', token: user.token, body: move }),
    ).toMatchObject(denied);
  });

  it('a consultant cannot move a plan file into construction', async () => {
    const user = await createSignedInUser('consultant', [p._id]);
    const res = await call(`/api/file/plan/${planFile._id}/move`, {
      method: 'PUT',
      token: user.token,
      body: { target_module: 'construction', target_folder_id: constructionFolder._id, project_id: p._id },
    });
    expect(res).toMatchObject({ status: 403, body: { error: 'You do not have permission to access this section.' } });
  });

  it('refuses a user of project A the files of project B (403)', async () => {
    const user = await createSignedInUser('office', [other._id]);
    const forbidden = { status: 403, body: { error: 'You do not have access to this project' } };
    expect(await files('plan', `folderId=root&projectId=${p._id}`, user.token)).toMatchObject(forbidden);
    expect(
      await files('construction', `folderId=${constructionFolder._id}&projectId=${other._id}`, user.token),
    ).toMatchObject(forbidden);
    expect(await uploadForm(user.token, { module: 'plan', projectId: p._id, author: 'A' })).toMatchObject(forbidden);
    expect(
      await uploadForm(user.token, {
        module: 'construction',
        projectId: other._id,
        folderId: constructionFolder._id,
        author: 'A',
      }),
    ).toMatchObject(forbidden);
    expect(await call(`/api/file/plan/${planFile._id}`, { token: user.token })).toMatchObject(forbidden);
    expect(await call(`/api/files/plan/${planFile._id}`, { method: 'DELETE', token: user.token })).toMatchObject(
      forbidden,
    );
    const intoB = { target_module: 'construction', target_folder_id: constructionFolder._id, project_id: p._id };
    expect(
      await call(`/api/file/plan/${planFile._id}/copy`, { method: 'POST', token: user.token, body: intoB }),
    ).toMatchObject(forbidden);
    const own = await uploadSmall(user.token, { module: 'plan', projectId: other._id });
    expect(
      await call(`/api/file/plan/${own._id}/move`, { method: 'PUT', token: user.token, body: intoB }),
    ).toMatchObject(forbidden);
    expect(
      await call(`/api/file/plan/${own._id}/copy`, { method: 'POST', token: user.token, body: intoB }),
    ).toMatchObject(forbidden);
  });
});

describe('L4: what the bucket serves', () => {
  const served = async (token: string, module: string, id: string) => {
    const res = await call<{ url: string }>(`/api/file/${module}/${id}/url?disposition=inline`, { token });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    const fetched = await fetch(url);
    return {
      type: url.searchParams.get('response-content-type'),
      disposition: (url.searchParams.get('response-content-disposition') ?? '').split(';')[0],
      header: fetched.headers.get('content-type'),
    };
  };

  it.each([
    ['page.html', 'text/html', '<html><script>alert(1)</script></html>'],
    ['drawing.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['page.xhtml', 'application/xhtml+xml', '<html xmlns="http://www.w3.org/1999/xhtml"></html>'],
    ['fake.pdf', 'application/pdf', '<html><script>alert(1)</script></html>'],
  ])('L4: %s declared as %s is served as an octet-stream attachment, both upload paths', async (name, type, body) => {
    const admin = await asAdmin();
    const project = await createProject();
    const small = await uploadSmall(admin, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      fileName: name,
      content: body,
      contentType: type,
    });
    const presigned = await uploadPresigned(
      admin,
      { module: 'plan', projectId: project._id, folderId: 'root', fileName: `p-${name}`, contentType: type, size: 0 },
      new TextEncoder().encode(body),
    );
    for (const file of [small, presigned]) {
      expect(await served(admin, 'plan', file._id)).toEqual({
        type: 'application/octet-stream',
        disposition: 'attachment',
        header: 'application/octet-stream',
      });
    }
  });

  it('L4: a real PDF and a real PNG are still shown inline with their own type', async () => {
    const admin = await asAdmin();
    const project = await createProject();
    const pdf = await uploadSmall(admin, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      fileName: 'A-101.pdf',
      content: '%PDF-1.4 plan',
      contentType: 'application/pdf',
    });
    expect(await served(admin, 'plan', pdf._id)).toEqual({
      type: 'application/pdf',
      disposition: 'inline',
      header: 'application/pdf',
    });
  });
});
