/**
 * Project search (docs/requirements.md#project-search) against the real local stack: the index follows
 * the table's stream (local/search-stream.ts), so each test waits, with a bounded number of tries, until
 * the index shows what it expects.
 */

import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Folder } from '../../shared/models/documents.ts';
import { CREATABLE_ROLES, type Role } from '../../shared/roles.ts';
import type { ConstructionTask, MarketingTask } from '../../shared/task-models.ts';
import { asAdmin, call, createProject, createSignedInUser } from '../support/api.ts';
import { pointAtLocalTable, TABLE_NAME, tableClient } from '../support/aws.ts';
import { createFolder, sleep, uploadPresigned, uploadSmall } from '../support/documents.ts';
import { flat, ids, search, searchUntil, TRIES } from '../support/search.ts';

/** Every term item of a project's search partition. */
async function termItemsIn(projectId: string) {
  const res = await tableClient().send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `SEARCH#${projectId}` },
    }),
  );
  return res.Items ?? [];
}

/**
 * The term items of a file once the index holds every term its record calls for. The consumer writes a
 * document's terms in one BatchWriteItem, which is not atomic: a search can find the first term while
 * the others are still being written (CI-S1: a copy taken then missed a term).
 */
async function fileTermsWhenIndexed(projectId: string, fileId: string) {
  pointAtLocalTable();
  const { docOf, termItemsOf } = await import('../../functions/data/search-index.ts');
  const Key = { PK: `FILE#${fileId}`, SK: '#FILE' };
  const record = (await tableClient().send(new GetCommand({ TableName: TABLE_NAME, Key }))).Item;
  const doc = record && docOf({ keys: Key, image: record });
  const expected = (doc ? termItemsOf(doc) : []).map((item) => item.SK).sort();
  expect(expected.length).toBeGreaterThan(0);
  let items: Awaited<ReturnType<typeof termItemsIn>> = [];
  for (let i = 0; i < TRIES; i++) {
    items = (await termItemsIn(projectId)).filter((item) => item.id === fileId);
    if (JSON.stringify(items.map((item) => item.SK).sort()) === JSON.stringify(expected)) return items;
    await sleep(100);
  }
  return items;
}

let admin: string;
beforeAll(async () => {
  admin = await asAdmin();
});

describe('finding things by word prefix', () => {
  it('finds a file by the start of a word of its name, ignoring case and accents, with its folder path', async () => {
    const project = await createProject();
    const folder = await createFolder(admin, { name: 'Intérieurs', module: 'plan', projectId: project._id });
    const file = await uploadSmall(admin, {
      module: 'plan',
      projectId: project._id,
      folderId: folder._id,
      fileName: 'Café Kitchen Plan Rev C.pdf',
      author: 'Zoë Architecte',
    });
    const found = await searchUntil(admin, project._id, 'kitch', (r) => ids(r).includes(file._id));
    const hit = found.find((r) => r.id === file._id);
    expect(hit).toMatchObject({
      kind: 'file',
      name: 'Café Kitchen Plan Rev C.pdf',
      detail: 'Zoë Architecte',
      module: 'plan',
      place: 'Plan File / Intérieurs',
      folderId: folder._id,
    });
    for (const q of ['cafe', 'CAFÉ', 'KITCHEN pl', 'rev kit', 'zoe', 'interieurs']) {
      const res = await search(admin, project._id, q);
      expect(res.status).toBe(200);
      expect(ids(flat(res.body)), q).toContain(q === 'interieurs' ? folder._id : file._id);
    }
    // the middle of a word is not a prefix; every word must match
    expect(ids(flat((await search(admin, project._id, 'itchen')).body))).not.toContain(file._id);
    expect(ids(flat((await search(admin, project._id, 'kitchen bathroom')).body))).not.toContain(file._id);
  });

  it('finds tasks by name and owner and notes by their words, and costs at most 3 DynamoDB requests', async () => {
    const project = await createProject();
    const task = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: admin,
      body: {
        projectId: project._id,
        task_name: 'Drywall taping',
        owner: 'Ángel Plâtrier',
        schedule_start: '2026-03-02',
        schedule_finish: '2026-03-06',
      },
    });
    expect(task.status).toBe(201);
    const note = await call(`/api/tasks/${task.body._id}/note`, {
      method: 'POST',
      token: admin,
      body: { text: 'Inspector asked for a moisture reading before taping' },
    });
    expect(note.status).toBe(201);
    const marketing = await call<MarketingTask>('/api/marketing_tasks', {
      method: 'POST',
      token: admin,
      body: {
        projectId: project._id,
        task_name: 'Moisture-proof brochure',
        start_date: '2026-03-02',
        end_date: '2026-03-03',
      },
    });
    expect(marketing.status).toBe(201);

    const results = await searchUntil(admin, project._id, 'moist', (r) => r.length >= 2);
    expect(results.find((r) => r.kind === 'note')).toMatchObject({
      taskId: task.body._id,
      place: 'Note on Drywall taping',
      module: 'construction',
    });
    expect(results.find((r) => r.kind === 'marketingTask')).toMatchObject({
      id: marketing.body._id,
      place: 'Marketing schedule',
    });
    const byOwner = await searchUntil(admin, project._id, 'angel', (r) => ids(r).includes(task.body._id));
    expect(byOwner.find((r) => r.id === task.body._id)).toMatchObject({ kind: 'task', place: 'Construction schedule' });

    const counted = await search(admin, project._id, 'moisture inspector');
    expect(Number(counted.headers.get('x-dynamodb-requests'))).toBeLessThanOrEqual(3);
    expect(flat(counted.body).map((r) => r.kind)).toEqual(['note']);
  });

  it('refuses a query without a word of 2 letters or digits, and a query too long', async () => {
    const project = await createProject();
    for (const q of ['', 'a', '  !! ?? ', 'a b c']) {
      const res = await search(admin, project._id, q);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe('Type at least 2 letters or digits to search');
    }
    const long = await search(admin, project._id, 'plan '.repeat(41));
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('Search text must be at most 200 characters');
  });
});

describe('N15: version notes and long queries', () => {
  it('N15: a file is found by the words of its current version note', async () => {
    const project = await createProject();
    const file = await uploadSmall(admin, { module: 'plan', projectId: project._id, fileName: 'Level 2.pdf' });
    const v2 = await uploadPresigned(
      admin,
      {
        module: 'plan',
        projectId: project._id,
        folderId: 'root',
        fileName: 'Level 2.pdf',
        contentType: 'application/pdf',
        size: 0,
        versionOf: file._id,
        versionNote: 'Revised stair landing per inspector',
      },
      new TextEncoder().encode('%PDF-1.4 v2'),
    );
    expect(v2).toMatchObject({ _id: file._id, version: 2 });
    expect(ids(await searchUntil(admin, project._id, 'landing', (r) => ids(r).includes(file._id)))).toEqual([file._id]);
  });

  it('N15: a query of more words than are searched says so in the answer', async () => {
    const project = await createProject();
    const nine = await search(admin, project._id, 'one two three four five six seven eight nine');
    expect(nine.status).toBe(200);
    expect(nine.body.cut).toBe(true);
    const eight = await search(admin, project._id, 'one two three four five six seven eight');
    expect(eight.body.cut).toBe(false);
  });
});

describe('who finds what', () => {
  it("each role finds only the areas it reaches, in its own projects; another project's search is refused", async () => {
    const [mine, theirs] = [await createProject(), await createProject()];
    const word = `wombat${Date.now()}`;
    const planFile = await uploadSmall(admin, { module: 'plan', projectId: mine._id, fileName: `${word} plan.pdf` });
    const marketingFile = await uploadSmall(admin, {
      module: 'marketing',
      projectId: mine._id,
      fileName: `${word} brochure.pdf`,
    });
    const constructionFolder = await createFolder(admin, {
      name: `${word} site`,
      module: 'construction',
      projectId: mine._id,
    });
    const task = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: admin,
      body: {
        projectId: mine._id,
        task_name: `${word} pour`,
        schedule_start: '2026-03-02',
        schedule_finish: '2026-03-03',
      },
    });
    const mtask = await call<MarketingTask>('/api/marketing_tasks', {
      method: 'POST',
      token: admin,
      body: { projectId: mine._id, task_name: `${word} launch`, start_date: '2026-03-02', end_date: '2026-03-03' },
    });
    const everything = [planFile._id, marketingFile._id, constructionFolder._id, task.body._id, mtask.body._id];
    await searchUntil(admin, mine._id, word, (r) => r.length === everything.length);

    const expected: Record<Role, string[]> = {
      admin: everything,
      office: everything,
      pm: [planFile._id, constructionFolder._id, task.body._id],
      consultant: [planFile._id],
      marketing: [marketingFile._id, mtask.body._id],
      site: [constructionFolder._id, task.body._id],
      user: [],
    };
    for (const role of CREATABLE_ROLES) {
      const user = await createSignedInUser(role, [mine._id]);
      const own = await search(user.token, mine._id, word);
      expect(own.status, role).toBe(200);
      expect(ids(flat(own.body)).sort(), role).toEqual([...expected[role]].sort());
      const other = await search(user.token, theirs._id, word);
      if (role === 'admin') expect(other.status).toBe(200);
      else {
        expect(other.status, role).toBe(403);
        expect(other.body.error).toBe('You do not have access to this project');
      }
    }
  });
});

describe('the index follows changes', () => {
  it('a renamed folder is found under its new name and not the old; its files show the new path', async () => {
    const project = await createProject();
    const folder = await createFolder(admin, { name: 'Zebrafolder', module: 'plan', projectId: project._id });
    const file = await uploadSmall(admin, {
      module: 'plan',
      projectId: project._id,
      folderId: folder._id,
      fileName: 'Okapi detail.pdf',
    });
    await searchUntil(admin, project._id, 'zebrafold', (r) => ids(r).includes(folder._id));
    const renamed = await call<Folder>(`/api/folders/${folder._id}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'Quokka Room' },
    });
    expect(renamed.status).toBe(200);
    const found = await searchUntil(admin, project._id, 'quokka', (r) => ids(r).includes(folder._id));
    expect(found.find((r) => r.id === folder._id)).toMatchObject({ kind: 'folder', name: 'Quokka Room' });
    expect(ids(await searchUntil(admin, project._id, 'zebrafold', (r) => r.length === 0))).toEqual([]);
    const okapi = await search(admin, project._id, 'okapi');
    expect(flat(okapi.body).find((r) => r.id === file._id)?.place).toBe('Plan File / Quokka Room');
  });

  it('a renamed task is found under its new name and not the old', async () => {
    const project = await createProject();
    const task = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: admin,
      body: {
        projectId: project._id,
        task_name: 'Narwhal rough-in',
        schedule_start: '2026-03-02',
        schedule_finish: '2026-03-03',
      },
    });
    await searchUntil(admin, project._id, 'narwh', (r) => ids(r).includes(task.body._id));
    const put = await call(`/api/tasks/${task.body._id}`, {
      method: 'PUT',
      token: admin,
      body: { task_name: 'Pelican rough-in' },
    });
    expect(put.status).toBe(200);
    expect(ids(await searchUntil(admin, project._id, 'pelic', (r) => r.length > 0))).toEqual([task.body._id]);
    expect(await searchUntil(admin, project._id, 'narwh', (r) => r.length === 0)).toEqual([]);
  });

  it('a deleted file is gone from the results', async () => {
    const project = await createProject();
    const file = await uploadSmall(admin, { module: 'plan', projectId: project._id, fileName: 'Ibex section.pdf' });
    await searchUntil(admin, project._id, 'ibex', (r) => ids(r).includes(file._id));
    const deleted = await call(`/api/files/plan/${file._id}`, { method: 'DELETE', token: admin });
    expect(deleted.status).toBe(200);
    expect(await searchUntil(admin, project._id, 'ibex', (r) => r.length === 0)).toEqual([]);
    // The answer empties at once (the live check drops a deleted file); the stream consumer removes the
    // term items a moment later, so the table is read until they are gone.
    await expect.poll(() => termItemsIn(project._id), { timeout: TRIES * 100, interval: 100 }).toEqual([]);
  });

  it('a stream record delivered again changes nothing: no duplicate term items, one result', async () => {
    const project = await createProject();
    const file = await uploadSmall(admin, {
      module: 'plan',
      projectId: project._id,
      fileName: 'Tapir Tapir elevation.pdf',
    });
    await searchUntil(admin, project._id, 'tapir', (r) => ids(r).includes(file._id));
    const termItems = () => termItemsIn(project._id);
    const before = await fileTermsWhenIndexed(project._id, file._id);
    expect(before.map((i) => i.SK).sort()).toEqual(
      ['tapir', 'elevation', 'pdf', 'site', 'engineer'].map((t) => `${t}#file#${file._id}`).sort(),
    );

    // The same INSERT record again, then the same MODIFY twice, through the consumer's own entry point.
    pointAtLocalTable();
    const { processRecords } = await import('../../functions/streams/search-indexer.ts');
    const record = (
      await tableClient().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `FILE#${file._id}`, SK: '#FILE' } }))
    ).Item as Record<string, unknown>;
    const keys = marshall({ PK: record.PK, SK: record.SK });
    const insert = { eventName: 'INSERT', dynamodb: { Keys: keys, NewImage: marshall(record), SequenceNumber: '1' } };
    const modify = {
      eventName: 'MODIFY',
      dynamodb: {
        Keys: keys,
        OldImage: marshall({ ...record, author: 'Old' }),
        NewImage: marshall(record),
        SequenceNumber: '2',
      },
    };
    expect(await processRecords([insert, insert, modify, modify] as DynamoDBRecord[])).toBeUndefined();
    const after = await termItems();
    expect(after.map((i) => i.SK).sort()).toEqual(before.map((i) => i.SK).sort());
    const res = await search(admin, project._id, 'tapir');
    expect(ids(flat(res.body))).toEqual([file._id]);
  });
});

describe('S1: moves across projects, deletes and a lagging index', () => {
  const termItemsOf = async (projectId: string, id: string) =>
    (await termItemsIn(projectId)).filter((item) => item.id === id);

  it('S1: a file moved to another project is gone from the old project’s results and index, found in the new; deleted, from both', async () => {
    const [from, to] = [await createProject(), await createProject()];
    const folder = await createFolder(admin, { name: 'Gnu Folder', module: 'plan', projectId: from._id });
    const file = await uploadSmall(admin, {
      module: 'plan',
      projectId: from._id,
      folderId: folder._id,
      fileName: 'Gnuplan sheet.pdf',
      author: 'Gnuauthor',
    });
    await searchUntil(admin, from._id, 'gnuplan', (r) => ids(r).includes(file._id));
    const moved = await call(`/api/file/plan/${file._id}/move`, {
      method: 'PUT',
      token: admin,
      body: { project_id: to._id, target_module: 'plan', target_folder_id: 'root' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(ids(await searchUntil(admin, to._id, 'gnuplan', (r) => ids(r).includes(file._id)))).toContain(file._id);
    // name, author and id words: none of them finds it in the old project any more
    for (const q of ['gnuplan', 'gnuauthor', 'sheet']) {
      expect(ids(flat((await search(admin, from._id, q)).body)), q).not.toContain(file._id);
    }
    // and the index itself holds nothing of it there (the consumer compared project and sort key); the new
    // project's terms and the old one's deletes are one BatchWriteItem, not atomic, so wait as below
    for (let i = 0; i < TRIES && (await termItemsOf(from._id, file._id)).length > 0; i++) await sleep(100);
    expect(await termItemsOf(from._id, file._id)).toEqual([]);

    const deleted = await call(`/api/files/plan/${file._id}`, { method: 'DELETE', token: admin });
    expect(deleted.status).toBe(200);
    expect(await searchUntil(admin, to._id, 'gnuplan', (r) => !ids(r).includes(file._id))).toEqual([]);
    expect(ids(flat((await search(admin, from._id, 'gnuplan')).body))).toEqual([]);
    // the consumer removes its term items (bounded wait, as searchUntil)
    for (let i = 0; i < TRIES && (await termItemsOf(to._id, file._id)).length > 0; i++) await sleep(100);
    expect(await termItemsOf(to._id, file._id)).toEqual([]);
    expect(await termItemsOf(from._id, file._id)).toEqual([]);
  });

  it('S1: a hit whose index is stale (moved away, deleted, another area) is filtered by the live check', async () => {
    const [here, there] = [await createProject(), await createProject()];
    const away = await uploadSmall(admin, { module: 'plan', projectId: there._id, fileName: 'Away sheet.pdf' });
    const marketing = await uploadSmall(admin, { module: 'marketing', projectId: here._id, fileName: 'Mkt sheet.pdf' });
    const shown = await uploadSmall(admin, { module: 'plan', projectId: here._id, fileName: 'Kept sheet.pdf' });
    await searchUntil(admin, here._id, 'kept', (r) => ids(r).includes(shown._id));
    // Term items as a lagging consumer would have left them: a file now in another project, a file that no
    // longer exists, and a marketing file indexed as a plan file (a consultant reaches plan only).
    const stale = (id: string) => ({
      PK: `SEARCH#${here._id}`,
      SK: `staleword#file#${id}`,
      itemType: 'search-term',
      kind: 'file',
      id,
      module: 'plan',
      name: `${id}.pdf`,
      detail: '',
      folderId: 'root',
      terms: 'staleword',
    });
    for (const id of [away._id, 'GONE0000000000000000000000', marketing._id, shown._id]) {
      await tableClient().send(new PutCommand({ TableName: TABLE_NAME, Item: stale(id) }));
    }
    const consultant = await createSignedInUser('consultant', [here._id]);
    for (const token of [admin, consultant.token]) {
      const res = await search(token, here._id, 'staleword');
      expect(res.status).toBe(200);
      expect(ids(flat(res.body))).toEqual([shown._id]);
    }
  });

  it('S1: the backfill’s repair removes what older moves left in the project moved out of, and notes the index version', async () => {
    const [from, to] = [await createProject(), await createProject()];
    const file = await uploadSmall(admin, { module: 'plan', projectId: to._id, fileName: 'Oldmove sheet.pdf' });
    await searchUntil(admin, to._id, 'oldmove', (r) => ids(r).includes(file._id));
    // What the old consumer left: the term items of the file in the project it moved out of.
    const left = (await fileTermsWhenIndexed(to._id, file._id)).map((item) => ({ ...item, PK: `SEARCH#${from._id}` }));
    for (const Item of left) await tableClient().send(new PutCommand({ TableName: TABLE_NAME, Item }));
    expect((await termItemsOf(from._id, file._id)).length).toBeGreaterThan(0);
    pointAtLocalTable();
    const { repairSearchIndex } = await import('../../local/search-backfill.ts');
    const { searchIndexVersion, SEARCH_INDEX_VERSION } = await import('../../functions/data/search-index.ts');
    await repairSearchIndex(TABLE_NAME);
    expect(await termItemsOf(from._id, file._id)).toEqual([]);
    expect((await termItemsOf(to._id, file._id)).length).toBe(left.length);
    expect(await searchIndexVersion()).toBe(SEARCH_INDEX_VERSION);
  });
});
