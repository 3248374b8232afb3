/** The project's photo timeline (docs/requirements.md#photo-timeline): every site-report photo, newest first. */

import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Project } from '../../shared/models.ts';
import type { ConstructionTask, ProjectPhotosPage } from '../../shared/task-models.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { TABLE_NAME, tableClient } from '../support/aws.ts';

let project: Project;
let pm: TestUser;
let site: TestUser;
let consultant: TestUser;
const tasks: Record<string, string> = {};

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

async function addPhotos(taskId: string, user: TestUser, names: string[], now: string) {
  const form = new FormData();
  form.append('taskId', taskId);
  form.append('projectId', project._id);
  for (const name of names) form.append('images', new Blob([JPEG], { type: 'image/jpeg' }), name);
  const res = await fetch(`${inject('endpoints').web}/api/construction/task/upload-images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'x-test-now': now },
    body: form,
  });
  expect(res.status).toBe(201);
}

const photos = (query = '', token = pm.token) =>
  call<ProjectPhotosPage>(`/api/projects/${project._id}/photos${query ? `?${query}` : ''}`, { token });

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  site = await createSignedInUser('site', [project._id]);
  consultant = await createSignedInUser('consultant', [project._id]);
  for (const name of ['Footings', 'Slab']) {
    const res = await call<ConstructionTask>('/api/tasks', {
      method: 'POST',
      token: pm.token,
      body: { projectId: project._id, task_name: name, schedule_start: '2026-04-01', schedule_finish: '2026-04-09' },
    });
    tasks[name] = res.body._id;
  }
  // 23:30 in Toronto on 1 April is already 2 April in UTC.
  await addPhotos(tasks.Footings as string, site, ['f1.jpg', 'f2.jpg'], '2026-04-02T03:30:00Z');
  await addPhotos(tasks.Slab as string, pm, ['s1.jpg'], '2026-04-02T15:00:00Z');
  await addPhotos(tasks.Footings as string, site, ['f3.jpg'], '2026-04-03T13:00:00Z');
});

describe('photo timeline', () => {
  it('lists every photo of every task, newest first, with its task and who took it', async () => {
    const res = await photos();
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p) => [p.filename, p.task_name, p.upload_by_name])).toEqual([
      ['f3.jpg', 'Footings', 'Test site'],
      ['s1.jpg', 'Slab', 'Test pm'],
      ['f2.jpg', 'Footings', 'Test site'],
      ['f1.jpg', 'Footings', 'Test site'],
    ]);
    const [first] = res.body.photos;
    expect(first?.taskId).toBe(tasks.Footings);
    expect((await fetch(first?.url as string)).status).toBe(200);
  });

  it('filters by task, by person and by Toronto days', async () => {
    const names = async (query: string) => (await photos(query)).body.photos.map((p) => p.filename);
    expect(await names(`taskId=${tasks.Slab}`)).toEqual(['s1.jpg']);
    expect(await names(`userId=${site.id}`)).toEqual(['f3.jpg', 'f2.jpg', 'f1.jpg']);
    expect(await names('from=2026-04-01&to=2026-04-01')).toEqual(['f2.jpg', 'f1.jpg']);
    expect(await names('from=2026-04-02')).toEqual(['f3.jpg', 's1.jpg']);
    expect(await names(`from=2026-04-02&to=2026-04-02&userId=${site.id}`)).toEqual([]);
  });

  it('pages without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: ProjectPhotosPage } = await photos(
        `limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.body.photos.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.photos.map((p) => p.filename));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['f3.jpg', 's1.jpg', 'f2.jpg', 'f1.jpg']);
  });

  it('is for roles with the Construction section, in their own projects; bad filters are refused clearly', async () => {
    expect((await photos('', site.token)).status).toBe(200);
    expect(await photos('', consultant.token)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to access this section.' },
    });
    const outsider = await createSignedInUser('pm', [(await createProject())._id]);
    expect(await photos('', outsider.token)).toMatchObject({
      status: 403,
      body: { error: 'You do not have access to this project' },
    });
    expect(await photos('from=2026-04-05&to=2026-04-01')).toMatchObject({
      status: 400,
      body: { error: 'From must be on or before To' },
    });
    expect(await photos('taskId=nope')).toMatchObject({ status: 400, body: { error: 'taskId is not a valid id' } });
  });
});

describe('photo timeline cost', () => {
  it('a page names its photos by reading only their tasks, however large the schedule', async () => {
    // 400 more tasks of about 4 KB each (1.6 MB: more than one Query page of the whole schedule), written
    // straight to the table as the task API writes them.
    const filler = Array.from({ length: 400 }, (_, i) => {
      const id = `FILLER${String(i).padStart(20, '0')}`;
      return {
        PK: `TASK#${id}`,
        SK: 'TASK',
        itemType: 'construction-task',
        GSI1PK: `TASKS#${project._id}`,
        GSI1SK: `2026-05-01#${id}`,
        _id: id,
        projectId: project._id,
        task_name: `Filler ${i}`,
        dependencies: [],
        description: 'x'.repeat(4000),
      };
    });
    for (let i = 0; i < filler.length; i += 25) {
      await tableClient().send(
        new BatchWriteCommand({
          RequestItems: { [TABLE_NAME]: filler.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }
    const res = await photos();
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p) => p.task_name)).toEqual(['Footings', 'Slab', 'Footings', 'Footings']);
    // session check, project, one Query of photos, one BatchGetItem of the page's tasks
    expect(Number(res.headers.get('x-dynamodb-requests'))).toBe(4);
  });
});
