/**
 * The scheduled purge of the recycle bin (issue 23, docs/data-model.md#delete-forever-and-the-purge) on the
 * real local stack. Files are deleted 31 to 33 days ago and 29 days ago through the request clock
 * (x-test-now, honoured only in tests), so no test sleeps. The purge job's first delivery is made to fail
 * at its second S3 request (x-test-job-faults): it erases the oldest file and dies in the next one, which is
 * left marked; the deliveries after it fail at their first, and after three receives the message is in the
 * dead-letter queue. `npm run job -- purgeRecycleBin` then runs it again: the whole table and the whole
 * bucket are scanned for what is left of the purged files (nothing but their activity entries), the files
 * of 29 days ago are in the bin as they were, and the live file and its folder's counters are untouched.
 * A pin past its purgeAt is erased with its comments; one deleted 29 days ago stays.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import type { ActivityEntry } from '../../shared/models/activity.ts';
import type { DocumentFile } from '../../shared/models/documents.ts';
import type { Pin } from '../../shared/models/pins.ts';
import type { BinPage } from '../../shared/models/recycle-bin.ts';
import { summaryOf } from '../../web/src/features/activity/utils/format.ts';
import { daysLeftText } from '../../web/src/features/recycle-bin/utils/bin-text.ts';
import { asAdmin, call, createProject, createSignedInUser } from '../support/api.ts';
import { FILES_BUCKET, s3, TABLE_NAME, tableClient } from '../support/aws.ts';
import { createFolder, getFolder, partitionItems, sleep, uploadPresigned, uploadSmall } from '../support/documents.ts';
import { pinBody } from '../support/pins.ts';
import { TRIES } from '../support/search.ts';

const DAY = 24 * 3600_000;
const JOB_ID = 'purge-recycle-bin';
const text = (s: string) => new TextEncoder().encode(s);

/** Every item of the table that names one of `ids` anywhere, read with a Scan straight from DynamoDB Local. */
async function itemsNaming(ids: readonly string[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await tableClient().send(new ScanCommand({ TableName: TABLE_NAME, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      const json = JSON.stringify(item);
      if (ids.some((id) => json.includes(id))) found.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** The object keys of a file: its record's and its versions' s3Key. */
async function storedKeys(ids: readonly string[]): Promise<string[]> {
  const items = (await Promise.all(ids.map((id) => partitionItems(`FILE#${id}`)))).flat();
  return [...new Set(items.map((item) => item.s3Key).filter((key) => typeof key === 'string'))].sort();
}

/** Waits (bounded, as tests/support/search.ts) until the stream indexer holds no terms of these files. */
async function untilUnindexed(projectId: string, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < TRIES; i++) {
    const terms = (await partitionItems(`SEARCH#${projectId}`)).filter((t) =>
      ids.some((id) => String(t.SK).endsWith(id)),
    );
    const docs = (await Promise.all(ids.map((id) => partitionItems(`SEARCHDOC#file#${id}`)))).flat();
    if (terms.length === 0 && docs.length === 0) return;
    await sleep(100);
  }
  throw new Error('the search index still holds terms of binned files');
}

/** Which of these keys the files bucket holds, the whole bucket listed. */
async function inBucket(keys: readonly string[]): Promise<string[]> {
  const listed: string[] = [];
  let token: string | undefined;
  do {
    const res = await s3().send(new ListObjectsV2Command({ Bucket: FILES_BUCKET, ContinuationToken: token }));
    listed.push(...(res.Contents ?? []).map((c) => c.Key ?? ''));
    token = res.IsTruncated ? res.NextContinuationToken : undefined;
  } while (token);
  return keys.filter((key) => listed.includes(key)).sort();
}

/**
 * What is left of erased files beyond their activity entries: nothing may be. (The receipt of a version's
 * upload, UPLOAD#, is not theirs to erase: DynamoDB's TTL removes it a day after the upload expired, in AWS
 * weeks before a purge; DynamoDB Local runs no TTL, and these files were deleted "31 days ago" by the clock.)
 */
const remains = (items: Record<string, unknown>[]) =>
  items.filter((i) => {
    const pk = String(i.PK);
    return !pk.startsWith('ACTIVITY#') && !(pk.startsWith('UPLOAD#') && typeof i.ttl === 'number');
  });

/** What the local purge queue keeps in the data folder (local/job-queue.ts). */
function queueState(): { messages: unknown[]; deadLetters: { body: string; receiveCount: number }[] } {
  return JSON.parse(readFileSync(join(inject('dataDir'), 'jobs', 'purgeRecycleBin.json'), 'utf8'));
}

describe('the scheduled purge of the recycle bin, killed midway', () => {
  it('erases what is past its purgeAt, resumes after a crash with no orphan, and leaves the rest as it was', async () => {
    const admin = await asAdmin();
    const project = await createProject(`Purge ${Date.now()}`);
    const pm = await createSignedInUser('pm', [project._id]);
    const folder = await createFolder(pm.token, { name: 'Purge set', module: 'plan', projectId: project._id });
    const upload = (folderId: string, fileName: string) =>
      uploadSmall(pm.token, { module: 'plan', projectId: project._id, folderId, fileName });

    // Due: three files, one with two versions, deleted 33, 32 and 31 days ago.
    const fields = { module: 'plan' as const, projectId: project._id, folderId: folder._id, size: 0 };
    const versioned = await uploadPresigned(pm.token, { ...fields, fileName: 'Old tender.pdf' }, text('%PDF v1'));
    await uploadPresigned(
      pm.token,
      { ...fields, fileName: 'Old tender.pdf', versionOf: versioned._id },
      text('%PDF v2'),
    );
    const due = [versioned, await upload(folder._id, 'Old addendum.pdf'), await upload('root', 'Old letter.pdf')];
    // Not due: deleted 29 days ago; and a live file.
    const fresh = [await upload(folder._id, 'Recent markup.pdf'), await upload('root', 'Recent memo.pdf')];
    const live = await upload(folder._id, 'Current set.pdf');

    const deleteAt = async (file: DocumentFile, daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * DAY).toISOString();
      const res = await call(`/api/files/plan/${file._id}`, {
        method: 'DELETE',
        token: pm.token,
        headers: { 'x-test-now': at },
      });
      expect(res.status).toBe(200);
    };
    for (const [i, file] of due.entries()) await deleteAt(file, 33 - i);
    for (const file of fresh) await deleteAt(file, 29);
    const folderBefore = await getFolder(pm.token, folder._id);
    expect(folderBefore).toMatchObject({ fileCount: 1, totalFileCount: 1 });

    // The screen and the purge agree: what the purge takes shows "Purged at the next run", the rest days left.
    const listed = await call<BinPage>(`/api/projects/${project._id}/recycle-bin`, { token: pm.token });
    const now = new Date();
    expect(listed.body.items.map((i) => [i.name, daysLeftText(i.purgeAt, now)]).sort()).toEqual(
      [
        ['Old tender.pdf', 'Purged at the next run'],
        ['Old addendum.pdf', 'Purged at the next run'],
        ['Old letter.pdf', 'Purged at the next run'],
        ['Recent markup.pdf', '1 day left'],
        ['Recent memo.pdf', '1 day left'],
      ].sort(),
    );
    // A binned file's search terms leave with the stream (docs/data-model.md#recycle-bin); then nothing of
    // the files of 29 days ago changes any more, unless the purge touches them.
    await untilUnindexed(
      project._id,
      [...due, ...fresh].map((f) => f._id),
    );
    const freshItemsBefore = await itemsNaming(fresh.map((f) => f._id));
    const dueIds = due.map((f) => f._id);
    const keysOf = await Promise.all(due.map((f) => storedKeys([f._id])));
    const dueKeys = keysOf.flat().sort();
    expect(keysOf.map((keys) => keys.length)).toEqual([2, 1, 1]);
    expect(await inBucket(dueKeys)).toEqual(dueKeys);
    const otherKeys = await storedKeys([...fresh, live].map((f) => f._id));
    expect(otherKeys).toHaveLength(3);

    // The first delivery fails at its second S3 request, the next ones at their first (lifted below).
    const faults = JSON.stringify({
      id: JOB_ID,
      deliveries: [{ s3FailsAfter: 1 }, ...Array.from({ length: 6 }, () => ({ s3FailsAfter: 0 }))],
    });
    expect(
      (
        await call(`/api/projects/${project._id}/recycle-bin`, {
          token: pm.token,
          headers: { 'x-test-job-faults': faults },
        })
      ).status,
    ).toBe(200);
    const runJob = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'local/job.ts', 'purgeRecycleBin'], {
        env: { ...process.env, DATA_DIR: inject('dataDir') },
        encoding: 'utf8',
      });
    const first = runJob();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Queued purgeRecycleBin ${JOB_ID}`);

    // Killed midway: three receives, then the dead-letter queue. The oldest file is erased, the next one is
    // marked (out of the bin's list, not restorable) with its items and object still there, the third untouched.
    const settled = {
      'x-test-settle-background': '1',
      'x-test-job-faults': JSON.stringify({ id: JOB_ID, deliveries: [] }),
    };
    const midway = await call<BinPage>(`/api/projects/${project._id}/recycle-bin`, {
      token: pm.token,
      headers: settled,
    });
    expect(midway.body.items.map((i) => i.name).sort()).toEqual([
      'Old letter.pdf',
      'Recent markup.pdf',
      'Recent memo.pdf',
    ]);
    const deadLetter = queueState().deadLetters.find((m) => m.body.includes(JOB_ID));
    expect(deadLetter).toMatchObject({ receiveCount: 3 });
    expect(JSON.parse(deadLetter?.body ?? '{}')).toEqual({ kind: 'purgeRecycleBin', id: JOB_ID });
    expect(await inBucket(keysOf[0] ?? [])).toEqual([]);
    expect(remains(await itemsNaming([versioned._id]))).toEqual([]);
    const marked = (await itemsNaming([due[1]?._id ?? ''])).filter((i) => String(i.PK).startsWith('BIN#'));
    expect(marked).toMatchObject([{ purgingAt: expect.any(String) }]);
    expect(await inBucket([...(keysOf[1] ?? []), ...(keysOf[2] ?? [])])).toHaveLength(2);
    const restoreMarked = await call(`/api/projects/${project._id}/recycle-bin/${due[1]?._id}/restore`, {
      method: 'POST',
      token: pm.token,
    });
    expect(restoreMarked.status).toBe(404);

    // `npm run job -- purgeRecycleBin` again, without faults: it finishes.
    const second = runJob();
    expect(second.status, second.stderr).toBe(0);
    const done = await call<BinPage>(`/api/projects/${project._id}/recycle-bin`, {
      token: pm.token,
      headers: { 'x-test-settle-background': '1' },
    });
    expect(done.body.items.map((i) => i.name).sort()).toEqual(['Recent markup.pdf', 'Recent memo.pdf']);

    // The whole table and bucket: of the purged files only their activity entries are left, no object.
    expect(await inBucket(dueKeys)).toEqual([]);
    const left = await itemsNaming(dueIds);
    expect(remains(left)).toEqual([]);
    expect(left.filter((i) => String(i.PK).startsWith('UPLOAD#'))).toEqual([
      expect.objectContaining({ confirmedFile: versioned._id, ttl: expect.any(Number) }),
    ]);
    // The files of 29 days ago, the live file and the folder's counters are as they were.
    expect(await itemsNaming(fresh.map((f) => f._id))).toEqual(freshItemsBefore);
    expect(await inBucket(otherKeys)).toEqual(otherKeys);
    expect(await getFolder(pm.token, folder._id)).toMatchObject({ fileCount: 1, totalFileCount: 1 });
    expect(queueState().messages).toEqual([]);

    // The activity log: deleted by the pm, purged once by "Scheduled purge", in the screen's words.
    for (const file of due) {
      const history = await call<{ entries: ActivityEntry[] }>(
        `/api/projects/${project._id}/activity?objectId=${file._id}`,
        { token: admin },
      );
      // (the delete is dated by the test clock, weeks before the uploads, so the words are compared as a set)
      const name = file.original_name;
      expect(history.body.entries.map(summaryOf).sort()).toEqual(
        [
          `Test pm uploaded ${name}`,
          ...(file === versioned ? [`Test pm uploaded a new version of ${name}`] : []),
          `Test pm deleted ${name}`,
          `Scheduled purge deleted forever ${name}`,
        ].sort(),
      );
    }
  }, 180_000);

  it('erases a pin past its purgeAt with its comments, and leaves one deleted 29 days ago in the bin as it was', async () => {
    const project = await createProject(`Pin purge ${Date.now()}`);
    const pm = await createSignedInUser('pm', [project._id]);
    const drawing = await uploadSmall(pm.token, {
      module: 'plan',
      projectId: project._id,
      folderId: 'root',
      fileName: 'S-101.pdf',
    });
    const place = async (title: string) => {
      const res = await call<Pin>(`/api/projects/${project._id}/pins`, {
        method: 'POST',
        token: pm.token,
        body: { ...pinBody(drawing._id), title },
      });
      expect(res.status).toBe(201);
      const comment = await call(`/api/pins/${res.body._id}/comments`, {
        method: 'POST',
        token: pm.token,
        body: { text: `About ${title}` },
      });
      expect(comment.status).toBe(201);
      return res.body;
    };
    const [old, recent] = [await place('Old crack'), await place('Recent crack')];
    const deleteAt = async (pin: Pin, daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * DAY).toISOString();
      const res = await call(`/api/pins/${pin._id}`, {
        method: 'DELETE',
        token: pm.token,
        headers: { 'x-test-now': at },
      });
      expect(res.status).toBe(200);
    };
    await deleteAt(old, 31);
    await deleteAt(recent, 29);
    expect(await partitionItems(`PIN#${old._id}`)).toHaveLength(2);
    const recentBefore = await itemsNaming([recent._id]);

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'local/job.ts', 'purgeRecycleBin'], {
      env: { ...process.env, DATA_DIR: inject('dataDir') },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const bin = await call<BinPage>(`/api/projects/${project._id}/recycle-bin`, {
      token: pm.token,
      headers: { 'x-test-settle-background': '1' },
    });
    expect(bin.body.items.map((i) => [i.kind, i.name])).toEqual([['pin', 'Recent crack']]);
    // Of the purged pin only its activity entries are left: no pin item, no comment, no bin item.
    expect(remains(await itemsNaming([old._id]))).toEqual([]);
    expect(await itemsNaming([recent._id])).toEqual(recentBefore);
    const history = await call<{ entries: ActivityEntry[] }>(
      `/api/projects/${project._id}/activity?objectId=${old._id}`,
      { token: pm.token },
    );
    expect(history.body.entries.map(summaryOf).sort()).toEqual(
      [
        'Test pm placed pin Old crack',
        'Test pm commented on pin Old crack',
        'Test pm deleted pin Old crack',
        'Scheduled purge deleted forever pin Old crack',
      ].sort(),
    );
  }, 180_000);
});
