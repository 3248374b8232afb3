/**
 * fileCount, subfolderCount and totalFileCount change in the same transaction as what they count, so they
 * stay exact when many uploads, moves, copies and deletes run at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentFile, FilesResponse, Folder } from '../../shared/models/documents.ts';
import type { Project } from '../../shared/models.ts';
import { asAdmin, call, createProject } from '../support/api.ts';
import { bytesOf, createChain, createFolder, getFolder, uploadPresigned, uploadSmall } from '../support/documents.ts';

let admin: string;
let project: Project;

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject();
});

async function allFiles(module: string, folderId: string): Promise<DocumentFile[]> {
  const res = await call<FilesResponse>(
    `/api/files/${module}?folderId=${folderId}&projectId=${project._id}&limit=1000`,
    {
      token: admin,
    },
  );
  return res.body.files;
}

describe('counters under concurrency', () => {
  it('are exact after 50 presigned and 50 multipart-endpoint uploads into one folder at once', async () => {
    const { l1, l2, l3 } = await createChain(admin, 'plan', project._id, 'Busy');
    const place = { module: 'plan' as const, projectId: project._id, folderId: l3._id };
    await Promise.all([
      ...Array.from({ length: 50 }, (_, i) =>
        uploadPresigned(admin, { ...place, fileName: `presigned-${i}.pdf`, size: 0 }, bytesOf(100 + i)),
      ),
      ...Array.from({ length: 50 }, (_, i) => uploadSmall(admin, { ...place, fileName: `form-${i}.pdf` })),
    ]);
    expect(await getFolder(admin, l3._id)).toMatchObject({ fileCount: 100, totalFileCount: 100 });
    expect(await getFolder(admin, l2._id)).toMatchObject({ fileCount: 0, totalFileCount: 100, subfolderCount: 1 });
    expect(await getFolder(admin, l1._id)).toMatchObject({ fileCount: 0, totalFileCount: 100, subfolderCount: 1 });
    // The listing entries carry the same counters.
    const roots = await call<Folder[]>(`/api/folders?module=plan&projectId=${project._id}&level=1`, { token: admin });
    expect(roots.body.find((f) => f._id === l1._id)).toMatchObject({ totalFileCount: 100 });
    const children = await call<Folder[]>(`/api/folders?module=plan&projectId=${project._id}&parent_id=${l2._id}`, {
      token: admin,
    });
    expect(children.body).toEqual([expect.objectContaining({ _id: l3._id, fileCount: 100, totalFileCount: 100 })]);
    expect(await allFiles('plan', l3._id)).toHaveLength(100);
  }, 120_000);

  it('are exact after concurrent moves between two folders, copies and deletes', async () => {
    const a = await createChain(admin, 'construction', project._id, 'Left');
    const b = await createFolder(admin, { name: 'Right', module: 'construction', projectId: project._id });
    const place = { module: 'construction' as const, projectId: project._id };
    const inA = await Promise.all(
      Array.from({ length: 20 }, (_, i) => uploadSmall(admin, { ...place, folderId: a.l3._id, fileName: `a${i}.pdf` })),
    );
    const inB = await Promise.all(
      Array.from({ length: 20 }, (_, i) => uploadSmall(admin, { ...place, folderId: b._id, fileName: `b${i}.pdf` })),
    );
    const move = (file: DocumentFile, folderId: string) =>
      call(`/api/file/construction/${file._id}/move`, {
        method: 'PUT',
        token: admin,
        body: { target_module: 'construction', target_folder_id: folderId, project_id: project._id },
      });
    const results = await Promise.all([
      // every file of each folder to the other one
      ...inA.map((f) => move(f, b._id)),
      ...inB.map((f) => move(f, a.l3._id)),
      // the same file moved twice at once: both answer, it ends in one place, counted once
      move(inA[0] as DocumentFile, a.l2._id),
      // copies out of B and a few deletes in A, at the same time
      ...inB.slice(0, 5).map((f) =>
        call(`/api/file/construction/${f._id}/copy`, {
          method: 'POST',
          token: admin,
          body: { target_module: 'construction', target_folder_id: a.l1._id, project_id: project._id },
        }),
      ),
      ...inA.slice(15).map((f) => call(`/api/files/construction/${f._id}`, { method: 'DELETE', token: admin })),
    ]);
    for (const res of results) expect([200, 201, 404, 409]).toContain(res.status);
    const counts = {
      l1: (await allFiles('construction', a.l1._id)).length,
      l2: (await allFiles('construction', a.l2._id)).length,
      l3: (await allFiles('construction', a.l3._id)).length,
      b: (await allFiles('construction', b._id)).length,
    };
    // Whatever order the operations ran in, the counters match what the folders hold.
    expect(counts.l1 + counts.l2 + counts.l3 + counts.b).toBe(40 + 5 - 5);
    expect(await getFolder(admin, a.l3._id)).toMatchObject({ fileCount: counts.l3, totalFileCount: counts.l3 });
    expect(await getFolder(admin, a.l2._id)).toMatchObject({
      fileCount: counts.l2,
      totalFileCount: counts.l2 + counts.l3,
    });
    expect(await getFolder(admin, a.l1._id)).toMatchObject({
      fileCount: counts.l1,
      totalFileCount: counts.l1 + counts.l2 + counts.l3,
    });
    expect(await getFolder(admin, b._id)).toMatchObject({ fileCount: counts.b, totalFileCount: counts.b });
    expect(counts.l1).toBe(5);
  }, 120_000);
});
