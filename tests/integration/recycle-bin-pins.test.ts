/**
 * Pins in the recycle bin (issue 26, docs/data-model.md#recycle-bin) against the real local stack: a
 * project manager's delete moves the pin to the bin, out of its sheet, the project list, the export and id
 * access; the bin lists it under its sheet's area; a restore brings it back with its comments; a restore
 * waits for its sheet; an admin's delete forever leaves nothing of it but its activity entries.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/models/activity.ts';
import type { Pin, PinCommentsPage, PinsPage } from '../../shared/models/pins.ts';
import type { BinEntry, BinPage } from '../../shared/models/recycle-bin.ts';
import type { Project } from '../../shared/models.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { partitionItems } from '../support/documents.ts';
import { placePin, sheet } from '../support/pins.ts';

let admin: string;
let project: Project;
let pm: TestUser;
let office: TestUser;
let planSheet: string;

beforeAll(async () => {
  admin = await asAdmin();
  project = await createProject(`Pin bin ${Date.now()}`);
  pm = await createSignedInUser('pm', [project._id]);
  office = await createSignedInUser('office', [project._id]);
  planSheet = await sheet(project._id);
}, 60_000);

const binPath = () => `/api/projects/${project._id}/recycle-bin`;
const binEntries = async (query = '', token = pm.token) => {
  const res = await call<BinPage>(`${binPath()}${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.items;
};
const restore = (id: string, token = pm.token) =>
  call<Pin & { error?: string }>(`${binPath()}/${id}/restore`, { method: 'POST', token, body: {} });
const deletePin = (id: string, token = pm.token) => call(`/api/pins/${id}`, { method: 'DELETE', token });
const sheetPinIds = async () =>
  (await call<Pin[]>(`/api/file/plan/${planSheet}/pins`, { token: pm.token })).body.map((p) => p._id);
const projectPinIds = async () =>
  (await call<PinsPage>(`/api/projects/${project._id}/pins`, { token: pm.token })).body.pins.map((p) => p._id);
const exported = async () => (await call<string>(`/api/projects/${project._id}/pins/export`, { token: pm.token })).body;

async function commentOn(pinId: string, text: string) {
  const res = await call(`/api/pins/${pinId}/comments`, { method: 'POST', token: office.token, body: { text } });
  expect(res.status).toBe(201);
}

describe('a deleted pin in the recycle bin', () => {
  it('leaves its sheet, the project list, the export and id access; the bin lists it; a restore brings it back with its comments', async () => {
    const title = `Spalled column ${Date.now()}`;
    const pin = await placePin(project._id, planSheet, { title }, pm.token);
    await commentOn(pin._id, 'Seen from level 2');
    await commentOn(pin._id, 'Engineer to check');
    expect(await deletePin(pin._id, office.token)).toMatchObject({ status: 403 });
    expect(await deletePin(pin._id)).toMatchObject({ status: 200, body: { message: 'Pin deleted' } });

    expect((await call(`/api/pins/${pin._id}`, { token: pm.token })).status).toBe(404);
    expect((await call(`/api/pins/${pin._id}/comments`, { token: pm.token })).status).toBe(404);
    expect(await sheetPinIds()).not.toContain(pin._id);
    expect(await projectPinIds()).not.toContain(pin._id);
    expect(await exported()).not.toContain(title);

    const [entry] = (await binEntries()).filter((e) => e._id === pin._id);
    expect(entry).toMatchObject<Partial<BinEntry>>({
      kind: 'pin',
      name: title,
      module: 'plan',
      place: `${pin.fileName}, page 1`,
      deletedBy: { id: pm.id, name: expect.any(String) },
    });
    expect((await binEntries('?area=plan')).map((e) => e._id)).toContain(pin._id);
    expect((await binEntries('?area=construction')).map((e) => e._id)).not.toContain(pin._id);

    // only a project manager or an admin restores it
    expect((await restore(pin._id, office.token)).status).toBe(403);
    const back = await restore(pin._id);
    expect(back).toMatchObject({ status: 200, body: { _id: pin._id, title, spot: pin.spot, status: 'open' } });
    expect(back.body).not.toHaveProperty('binned');
    expect((await call<Pin>(`/api/pins/${pin._id}`, { token: pm.token })).status).toBe(200);
    expect(await sheetPinIds()).toContain(pin._id);
    expect(await projectPinIds()).toContain(pin._id);
    expect(await exported()).toContain(title);
    const comments = await call<PinCommentsPage>(`/api/pins/${pin._id}/comments`, { token: pm.token });
    expect(comments.body.comments.map((c) => c.text)).toEqual(['Seen from level 2', 'Engineer to check']);
    expect((await binEntries()).map((e) => e._id)).not.toContain(pin._id);
    expect((await restore(pin._id)).status).toBe(404);

    const log = await call<ActivityPage>(`/api/projects/${project._id}/activity?area=plan&objectId=${pin._id}`, {
      token: pm.token,
    });
    expect(log.body.entries.map((e) => e.kind)).toEqual([
      'pin.restored',
      'pin.deleted',
      'pin.commented',
      'pin.commented',
      'pin.created',
    ]);
  });

  it('waits for its sheet: a pin whose sheet is in the bin is not restored (409) until the sheet is', async () => {
    const own = await sheet(project._id);
    const pin = await placePin(project._id, own, {}, pm.token);
    expect((await deletePin(pin._id)).status).toBe(200);
    expect((await call(`/api/files/plan/${own}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    expect(await restore(pin._id)).toMatchObject({
      status: 409,
      body: { error: 'The sheet of this pin is in the recycle bin or deleted. Restore the sheet first.' },
    });
    expect((await restore(own)).status).toBe(200);
    expect(await restore(pin._id)).toMatchObject({ status: 200, body: { _id: pin._id } });
  });

  it('deleted forever by an admin: nothing of it or its comments is left but the activity entries', async () => {
    const pin = await placePin(project._id, planSheet, {}, pm.token);
    await commentOn(pin._id, 'To be erased');
    expect((await deletePin(pin._id)).status).toBe(200);
    expect((await call(`${binPath()}/${pin._id}`, { method: 'DELETE', token: pm.token })).status).toBe(403);
    expect((await call(`${binPath()}/${pin._id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await partitionItems(`PIN#${pin._id}`)).toEqual([]);
    expect(await partitionItems(`BIN#${project._id}`)).not.toContainEqual(expect.objectContaining({ _id: pin._id }));
    expect((await restore(pin._id)).status).toBe(404);
    const log = await call<ActivityPage>(`/api/projects/${project._id}/activity?area=plan&objectId=${pin._id}`, {
      token: admin,
    });
    expect(log.body.entries.map((e) => e.kind)).toEqual(['pin.purged', 'pin.deleted', 'pin.commented', 'pin.created']);
  });
});
