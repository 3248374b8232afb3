/**
 * A folder of 5,000 files through the recycle bin (issue 23, docs/data-model.md#recycle-bin) on the real local
 * stack: delete -> restore -> delete forever. The files are written straight through the data layer's own
 * item builders and batch helper (records, container entries, one counter transaction) with their objects
 * in the bucket, not uploaded one by one. What is proved is bounded work, by counting requests, never by
 * timing: the delete and the restore are a handful of DynamoDB requests whatever the folder holds, none a
 * transaction over 100 items; a delete forever answers at once and hands the erase to the deleteFolder
 * queue. The queue's deliveries of it are stopped (x-test-job-faults: it dead-letters, as a killed job
 * would), and the test runs the job's own step function, as its consumer does, step by step from what is
 * left, counting each step's requests: every step is bounded and no transaction holds more than 100 items.
 * Afterwards the counters are exact and nothing of the folder is left in the table or the bucket.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RequestMetrics } from '../../../functions/commons/request-metrics.ts';
import type { FilesResponse, Folder, FolderDeleteStatus } from '../../../shared/models/documents.ts';
import type { BinPage } from '../../../shared/models/recycle-bin.ts';
import type { Project } from '../../../shared/models.ts';
import { type ApiAnswer, asAdmin, call, createProject, createSignedInUser, type TestUser } from '../../support/api.ts';
import { FILES_BUCKET, pointAtLocalTable, s3, TABLE_NAME, tableClient } from '../../support/aws.ts';
import { createFolder, getFolder, objectKeys } from '../../support/documents.ts';

const FILES = 5_000;
/** DynamoDB's limit of items in one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;
/**
 * The most DynamoDB requests a delete or a restore of this folder may make (the session check included): a
 * bound that does not grow with what the folder holds (docs/data-model.md lists 3 to 6).
 */
const BOUNDED_REQUESTS = 12;
/** The most DynamoDB requests one step of the erase may make: 100 files a step, whatever the folder holds. */
const BOUNDED_STEP_REQUESTS = 16;

let admin: string;
let project: Project;
let pm: TestUser;

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject(`Large bin ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
  pointAtLocalTable();
  // The erase's steps run here too: they delete the files' objects in the stack's bucket.
  Object.assign(process.env, { AWS_ENDPOINT_URL_S3: inject('endpoints').s3, FILES_BUCKET });
});

/** In groups of `size` at a time. */
async function inGroups<T>(items: T[], size: number, work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/**
 * `count` files in `folderId`, as an upload confirms them: record and container entry through the data
 * layer's builders (BatchWriteItem, 25 a request), the folder chain's counters in one transaction, and each
 * file's object in the bucket.
 */
async function fillFolder(folderId: string, count: number): Promise<string[]> {
  const { fileEntryPut, fileRecordPut } = await import('../../../functions/data/files.ts');
  const { getFolderRecord } = await import('../../../functions/data/folders.ts');
  const { CounterChanges } = await import('../../../functions/data/folder-counters.ts');
  const { batchWrite } = await import('../../../functions/data/table.ts');
  const { transactWrite } = await import('../../../functions/data/transactions.ts');
  const { ulid } = await import('../../../functions/commons/ids.ts');
  const { fileObjectKey } = await import('../../../functions/storage/file-transfers.ts');
  const now = new Date().toISOString();
  const records = Array.from({ length: count }, (_, i) => {
    const _id = ulid();
    return {
      _id,
      original_name: `Sheet ${String(i).padStart(4, '0')}.pdf`,
      author: 'Test pm',
      size: 8,
      format: 'PDF',
      contentType: 'application/pdf',
      upload_date: now,
      upload_by: 'Test pm',
      upload_by_id: pm.id,
      module: 'plan' as const,
      projectId: project._id,
      folderId,
      s3Key: fileObjectKey(_id),
    };
  });
  const condition = { ConditionExpression: 'attribute_not_exists(PK)' };
  const puts = records.flatMap((f) => [fileRecordPut(f, condition), fileEntryPut(f)]);
  const requests = puts.map(({ item }) => ({ PutRequest: { Item: item.Put?.Item ?? {} } }));
  // 25 a BatchWriteItem, eight of them under way at a time
  const slices = Array.from({ length: 8 }, (_, i) => requests.filter((_, n) => n % 8 === i));
  await Promise.all(slices.map((slice) => batchWrite(slice)));
  const folder = await getFolderRecord(folderId);
  await transactWrite(new CounterChanges().files(folder, count).items());
  const bucket = s3();
  await inGroups(records, 50, (f) =>
    bucket.send(new PutObjectCommand({ Bucket: FILES_BUCKET, Key: f.s3Key, Body: '%PDF-1.4' })),
  );
  return records.map((r) => r._id);
}

const requestsOf = (res: ApiAnswer<unknown>) => Number(res.headers.get('x-dynamodb-requests'));
const largestTransactionOf = (res: ApiAnswer<unknown>) => Number(res.headers.get('x-dynamodb-largest-transaction'));

/** The request made a bounded number of DynamoDB requests, none a transaction over DynamoDB's limit. */
function expectBounded(res: ApiAnswer<unknown>) {
  expect(requestsOf(res)).toBeGreaterThan(0);
  expect(requestsOf(res)).toBeLessThanOrEqual(BOUNDED_REQUESTS);
  expect(largestTransactionOf(res)).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
}

/** The erase's steps as the deleteFolder consumer takes them, until the folder is gone; each step's metrics. */
async function eraseStepByStep(folderId: string): Promise<RequestMetrics[]> {
  const { deleteFolderStep } = await import('../../../functions/domain/folder-delete.ts');
  const { measure } = await import('../../../functions/commons/request-metrics.ts');
  const steps: RequestMetrics[] = [];
  let finished = false;
  while (!finished) {
    const { result, metrics } = await measure(() => deleteFolderStep({ kind: 'deleteFolder', id: folderId }));
    steps.push(metrics);
    finished = result;
    if (steps.length > FILES) throw new Error('the erase does not end');
  }
  return steps;
}

/** Every file record or container entry of the project still in the table (a Scan, read straight). */
async function fileItemsLeft(ids: Set<string>): Promise<number> {
  let left = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await tableClient().send(
      new ScanCommand({
        TableName: TABLE_NAME,
        FilterExpression: 'projectId = :p AND #type IN (:file, :entry, :version)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':p': project._id,
          ':file': 'File',
          ':entry': 'FileEntry',
          ':version': 'FileVersion',
        },
        ...(start && { ExclusiveStartKey: start }),
      }),
    );
    left += (page.Items ?? []).filter((i) => ids.has(String(i._id))).length;
    start = page.LastEvaluatedKey;
  } while (start);
  return left;
}

describe('a folder of 5,000 files in the recycle bin', () => {
  it('deletes, restores and is deleted forever in bounded steps, counters exact, nothing left behind', async () => {
    const parent = await createFolder(pm.token, { name: 'Issued', module: 'plan', projectId: project._id });
    const big = await createFolder(pm.token, {
      name: 'Tender set',
      module: 'plan',
      projectId: project._id,
      parent_id: parent._id,
    });
    const ids = await fillFolder(big._id, FILES);
    expect(await getFolder(pm.token, big._id)).toMatchObject({ fileCount: FILES, totalFileCount: FILES });
    expect(await getFolder(pm.token, parent._id)).toMatchObject({ totalFileCount: FILES, subfolderCount: 1 });

    // delete: one transaction, whatever the folder holds
    const deleted = await call(`/api/folders/${big._id}`, { method: 'DELETE', token: pm.token });
    expect(deleted.status).toBe(200);
    expectBounded(deleted);
    expect(await getFolder(pm.token, parent._id)).toMatchObject({ totalFileCount: 0, subfolderCount: 0 });
    const binUrl = `/api/projects/${project._id}/recycle-bin`;
    const entry = (await call<BinPage>(binUrl, { token: pm.token })).body.items.find((i) => i._id === big._id);
    expect(entry?.contains).toEqual({ files: FILES, folders: 0 });

    // restore: one transaction too, every file back where it was
    const restored = await call<Folder>(`${binUrl}/${big._id}/restore`, { method: 'POST', token: pm.token, body: {} });
    expect(restored.status).toBe(200);
    expectBounded(restored);
    expect(await getFolder(pm.token, parent._id)).toMatchObject({ totalFileCount: FILES, subfolderCount: 1 });
    expect(await getFolder(pm.token, big._id)).toMatchObject({ fileCount: FILES, totalFileCount: FILES });
    const page = await call<FilesResponse>(`/api/files/plan?folderId=${big._id}&projectId=${project._id}`, {
      token: pm.token,
    });
    expect(page.status).toBe(200);
    expect(page.body.files.length).toBeGreaterThan(0);

    // delete forever: the answer comes at once, the erase is handed to the deleteFolder queue
    expect((await call(`/api/folders/${big._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    const stopped = JSON.stringify({ id: big._id, deliveries: [0, 1, 2].map(() => ({ dynamodbFailsAfter: 0 })) });
    const erased = await call(`${binUrl}/${big._id}`, {
      method: 'DELETE',
      token: admin,
      headers: { 'x-test-job-faults': stopped },
    });
    expect(erased.status).toBe(204);
    expectBounded(erased);
    // The queue's three deliveries fail at once: the job is dead-lettered untouched, its progress kept.
    const midway = await call<FolderDeleteStatus>(`/api/folders/${big._id}/delete-status`, {
      token: admin,
      headers: {
        'x-test-settle-background': '1',
        'x-test-job-faults': JSON.stringify({ id: big._id, deliveries: [] }),
      },
    });
    expect(midway.body).toMatchObject({ state: 'deleting', deletedFiles: 0, totalFiles: FILES, totalFolders: 1 });

    // The job's steps from what is left, as its consumer takes them: each bounded, whatever the folder holds.
    const steps = await eraseStepByStep(big._id);
    expect(steps.length).toBeGreaterThanOrEqual(FILES / 100);
    for (const step of steps) {
      expect(step.dynamodb).toBeLessThanOrEqual(BOUNDED_STEP_REQUESTS);
      expect(step.largestTransaction).toBeLessThanOrEqual(MAX_TRANSACTION_ITEMS);
    }
    const most = (pick: (m: RequestMetrics) => number) => Math.max(...steps.map(pick));
    console.log(
      `erase of ${FILES} files: ${steps.length} steps, at most ${most((m) => m.dynamodb)} DynamoDB requests a step, largest transaction ${most((m) => m.largestTransaction)} items; delete ${requestsOf(deleted)} requests, restore ${requestsOf(restored)}, delete forever ${requestsOf(erased)}`,
    );
    // the last step removes the folder with its bin item in one transaction
    expect(steps.at(-1)?.largestTransaction).toBeGreaterThan(0);
    const done = await call<FolderDeleteStatus>(`/api/folders/${big._id}/delete-status`, { token: admin });
    expect(done.body).toMatchObject({ state: 'done', deletedFiles: FILES, totalFiles: FILES, deletedFolders: 1 });

    // exact counters, no bin item, and no orphan in the table or the bucket
    expect(await getFolder(pm.token, parent._id)).toMatchObject({
      fileCount: 0,
      totalFileCount: 0,
      subfolderCount: 0,
    });
    expect((await call<BinPage>(binUrl, { token: pm.token })).body.items.map((i) => i._id)).not.toContain(big._id);
    expect((await call(`/api/folders/${big._id}`, { token: pm.token })).status).toBe(404);
    expect(await fileItemsLeft(new Set(ids))).toBe(0);
    const keys = new Set(await objectKeys('files/'));
    expect(ids.filter((id) => keys.has(`files/${id}`))).toEqual([]);
  }, 900_000);
});
