/**
 * Comments on a pin (docs/requirements.md#pins-on-a-sheet): who may write and read them, oldest first with
 * author and time, in pages, the clear 400s and the activity entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/models/activity.ts';
import type { Pin, PinComment, PinCommentsPage } from '../../shared/models/pins.ts';
import type { Project } from '../../shared/models.ts';
import { MAX_PIN_COMMENT } from '../../shared/schemas/pins.ts';
import { call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { placePin, sheet } from '../support/pins.ts';

let project: Project;
let pm: TestUser;
let office: TestUser;
let consultant: TestUser;
let site: TestUser;
let planPin: Pin;
let constructionPin: Pin;

beforeAll(async () => {
  project = await createProject();
  pm = await createSignedInUser('pm', [project._id]);
  office = await createSignedInUser('office', [project._id]);
  consultant = await createSignedInUser('consultant', [project._id]);
  site = await createSignedInUser('site', [project._id]);
  planPin = await placePin(project._id, await sheet(project._id), {}, pm.token);
  constructionPin = await placePin(project._id, await sheet(project._id, 'construction'), {}, pm.token);
}, 60_000);

const commentsPath = (pin: Pin) => `/api/pins/${pin._id}/comments`;

async function comment(pin: Pin, token: string, text: string): Promise<PinComment> {
  const res = await call<PinComment>(commentsPath(pin), { method: 'POST', token, body: { text } });
  if (res.status !== 201) throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('writing and reading comments', () => {
  it('site, pm, office and admin users comment; everyone who opens the sheet reads them oldest first with author and time', async () => {
    const first = await comment(constructionPin, site.token, '  Photo taken from the north side  ');
    expect(first).toMatchObject({
      pinId: constructionPin._id,
      text: 'Photo taken from the north side',
      author: { id: site.id, name: expect.any(String) },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    await comment(constructionPin, pm.token, 'Concrete sub to repair by Friday');
    await comment(constructionPin, office.token, 'Sub notified');
    const read = await call<PinCommentsPage>(commentsPath(constructionPin), { token: site.token });
    expect(read.status).toBe(200);
    expect(read.body.comments.map((c) => [c.author.id, c.text])).toEqual([
      [site.id, 'Photo taken from the north side'],
      [pm.id, 'Concrete sub to repair by Friday'],
      [office.id, 'Sub notified'],
    ]);
    expect(read.body.nextCursor).toBeNull();
  });

  it('a consultant reads the comments of a Plan File pin but may not write one', async () => {
    await comment(planPin, office.token, 'Checked against rev B');
    const refused = await call(commentsPath(planPin), {
      method: 'POST',
      token: consultant.token,
      body: { text: 'Hi' },
    });
    expect(refused.status).toBe(403);
    const read = await call<PinCommentsPage>(commentsPath(planPin), { token: consultant.token });
    expect(read.status).toBe(200);
    expect(read.body.comments.map((c) => c.text)).toEqual(['Checked against rev B']);
  });

  it('the site role neither reads nor writes the comments of a Plan File pin', async () => {
    expect((await call(commentsPath(planPin), { token: site.token })).status).toBe(403);
    const write = await call(commentsPath(planPin), { method: 'POST', token: site.token, body: { text: 'Hi' } });
    expect(write.status).toBe(403);
  });

  it('pages with a cursor, oldest first, and refuses a cursor of another pin', async () => {
    const pin = await placePin(project._id, await sheet(project._id), {}, pm.token);
    for (const text of ['one', 'two', 'three', 'four', 'five']) await comment(pin, pm.token, text);
    const first = await call<PinCommentsPage>(`${commentsPath(pin)}?limit=2`, { token: pm.token });
    expect(first.body.comments.map((c) => c.text)).toEqual(['one', 'two']);
    const cursor = first.body.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await call<PinCommentsPage>(`${commentsPath(pin)}?limit=2&cursor=${cursor}`, { token: pm.token });
    expect(second.body.comments.map((c) => c.text)).toEqual(['three', 'four']);
    const last = await call<PinCommentsPage>(`${commentsPath(pin)}?limit=2&cursor=${second.body.nextCursor}`, {
      token: pm.token,
    });
    expect(last.body.comments.map((c) => c.text)).toEqual(['five']);
    expect(last.body.nextCursor).toBeNull();
    const foreign = await call(`${commentsPath(planPin)}?cursor=${cursor}`, { token: pm.token });
    expect(foreign).toMatchObject({ status: 400, body: { error: 'Invalid cursor' } });
  });
});

describe('clear 400s and 404s', () => {
  it('an empty or too long comment, a comment that is not text', async () => {
    const cases: [unknown, string][] = [
      [{ text: '   ' }, 'Comment is required'],
      [{}, 'Comment is required'],
      [{ text: 'x'.repeat(MAX_PIN_COMMENT + 1) }, `Comment must be at most ${MAX_PIN_COMMENT} characters`],
      [{ text: ['a'] }, 'Comment is required'],
    ];
    for (const [body, error] of cases) {
      const res = await call(commentsPath(planPin), { method: 'POST', token: pm.token, body });
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { error } });
    }
  });

  it('a deleted pin has no comments to read or write', async () => {
    const pin = await placePin(project._id, await sheet(project._id), {}, pm.token);
    expect((await call(`/api/pins/${pin._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    expect((await call(commentsPath(pin), { token: pm.token })).status).toBe(404);
    const write = await call(commentsPath(pin), { method: 'POST', token: pm.token, body: { text: 'Late' } });
    expect(write).toMatchObject({ status: 404, body: { error: 'Pin not found' } });
  });
});

describe('the activity log', () => {
  it('records each comment on the pin, with its text', async () => {
    const pin = await placePin(project._id, await sheet(project._id), {}, pm.token);
    await comment(pin, office.token, 'Asked the engineer');
    const log = await call<ActivityPage>(`/api/projects/${project._id}/activity?area=plan&objectId=${pin._id}`, {
      token: pm.token,
    });
    expect(log.body.entries.map((e) => [e.kind, e.detail ?? null, e.actor?.id])).toEqual([
      ['pin.commented', 'Asked the engineer', office.id],
      ['pin.created', 'on v1', pm.id],
    ]);
  });
});
