/**
 * Photos of a pin (issue 26, docs/requirements.md#pins-on-a-sheet) against the real local stack: sent the
 * site report's way (presigned PUT, then a confirmation), listed with short-lived URLs, removed by a project
 * manager, an admin or the person who added them; images only, at most 20 MB and 20 a pin; another
 * project's, a missing and a binned pin refused with nothing written; an activity entry for each change;
 * the recycle bin's delete forever removes the photos' objects.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../shared/models/activity.ts';
import type { Pin, PinPhoto } from '../../shared/models/pins.ts';
import type { Project } from '../../shared/models.ts';
import { MAX_PIN_PHOTOS, TOO_MANY_PIN_PHOTOS } from '../../shared/schemas/pins.ts';
import type { ImageUploadTarget } from '../../shared/task-models.ts';
import { asAdmin, call, createProject, createSignedInUser, type TestUser } from '../support/api.ts';
import { FILES_BUCKET, s3 } from '../support/aws.ts';
import { partitionItems } from '../support/documents.ts';
import { addPinPhoto, PNG, placePin, sendPinPhoto, sheet, uploadPinPhotoBytes } from '../support/pins.ts';

let admin: string;
let project: Project;
let other: Project;
let pm: TestUser;
let office: TestUser;
let office2: TestUser;
let consultant: TestUser;
let planSheet: string;

beforeAll(async () => {
  admin = await asAdmin();
  [project, other] = [await createProject(), await createProject()];
  pm = await createSignedInUser('pm', [project._id]);
  office = await createSignedInUser('office', [project._id]);
  office2 = await createSignedInUser('office', [project._id]);
  consultant = await createSignedInUser('consultant', [project._id]);
  planSheet = await sheet(project._id);
}, 60_000);

const photosPath = (pinId: string) => `/api/pins/${pinId}/photos`;
const listPhotos = async (pinId: string, token = pm.token) => {
  const res = await call<PinPhoto[]>(photosPath(pinId), { token });
  expect(res.status).toBe(200);
  return res.body;
};
const pinOf = async (pinId: string) => (await call<Pin>(`/api/pins/${pinId}`, { token: pm.token })).body;
/** Every object kept for a pin, and every one still waiting under the pending prefix. */
async function objectsOf(pin: Pick<Pin, '_id' | 'projectId'>): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of [`pins/${pin.projectId}/${pin._id}/`, `uploads/pending/pins/${pin.projectId}/${pin._id}/`]) {
    const res = await s3().send(new ListObjectsV2Command({ Bucket: FILES_BUCKET, Prefix: prefix }));
    keys.push(...(res.Contents ?? []).map((o) => o.Key as string));
  }
  return keys.sort();
}
/** Starts one photo upload as the project manager and sends its bytes; answers the upload id. */
const startOne = (pinId: string): Promise<string> => uploadPinPhotoBytes(pinId, pm.token);
const kindsOf = async (pinId: string) =>
  (
    await call<ActivityPage>(`/api/projects/${project._id}/activity?area=plan&objectId=${pinId}`, { token: admin })
  ).body.entries.map((e) => e.kind);

describe('adding and reading photos', () => {
  it('an office user adds a photo: it is listed with URLs that answer its bytes, on the pin, with an activity entry', async () => {
    const pin = await placePin(project._id, planSheet, {}, pm.token);
    const added = await sendPinPhoto(pin._id, office.token, { thumbnail: true });
    expect(added.status).toBe(201);
    const photo = added.body[0] as PinPhoto;
    expect(photo).toMatchObject({
      pinId: pin._id,
      contentType: 'image/png',
      size: PNG.length,
      addedBy: { id: office.id },
      addedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(photo.thumbnailUrl).not.toBe(photo.url);
    const listed = await listPhotos(pin._id, consultant.token);
    expect(listed.map((p) => p._id)).toEqual([photo._id]);
    const bytes = Buffer.from(await (await fetch(listed[0]?.url as string)).arrayBuffer());
    expect(bytes.equals(PNG)).toBe(true);
    expect((await fetch(listed[0]?.thumbnailUrl as string)).status).toBe(200);
    expect((await pinOf(pin._id)).photos).toHaveLength(1);
    // Kept under the pin's own prefix (photo and thumbnail); nothing left waiting under the pending prefix.
    expect(await objectsOf(pin)).toEqual([
      `pins/${project._id}/${pin._id}/${photo._id}`,
      `pins/${project._id}/${pin._id}/${photo._id}.thumbnail.jpg`,
    ]);
    expect(await kindsOf(pin._id)).toEqual(['pin.photo-added', 'pin.created']);
  });

  it('confirming the same upload again answers the same photo and adds nothing', async () => {
    const pin = await placePin(project._id, planSheet, {}, pm.token);
    const uploadId = await startOne(pin._id);
    const confirm = () =>
      call<PinPhoto[]>(photosPath(pin._id), {
        method: 'POST',
        token: pm.token,
        body: { uploadIds: [uploadId] },
      });
    const first = await confirm();
    const again = await confirm();
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: [{ _id: uploadId }] });
    expect((await listPhotos(pin._id)).map((p) => p._id)).toEqual([uploadId]);
    expect((await pinOf(pin._id)).photos).toHaveLength(1);
  });

  it('a consultant reads the photos of a Plan File pin but may not add one', async () => {
    const pin = await placePin(project._id, planSheet, {}, pm.token);
    const refused = await call(`/api/pins/${pin._id}/photo-uploads`, {
      method: 'POST',
      token: consultant.token,
      body: { files: [{ name: 'a.png', size: 10, type: 'image/png' }] },
    });
    expect(refused.status).toBe(403);
    expect(await listPhotos(pin._id, consultant.token)).toEqual([]);
  });
});

describe('what is refused', () => {
  it('only images, at most 20 MB: refused at the start and when the bytes are not an image; nothing kept', async () => {
    const pin = await placePin(project._id, planSheet, {}, pm.token);
    const start = (file: Record<string, unknown>) =>
      call(`/api/pins/${pin._id}/photo-uploads`, { method: 'POST', token: pm.token, body: { files: [file] } });
    expect(await start({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toMatchObject({
      status: 400,
      body: { error: 'Only image files can be uploaded' },
    });
    expect(await start({ name: 'a.png', size: 20_971_521, type: 'image/png' })).toMatchObject({
      status: 400,
      body: { error: 'Each image must be at most 20 MB' },
    });
    const text = await call<ImageUploadTarget[]>(`/api/pins/${pin._id}/photo-uploads`, {
      method: 'POST',
      token: pm.token,
      body: { files: [{ name: 'a.png', size: 15, type: 'image/png' }] },
    });
    const target = text.body[0] as ImageUploadTarget;
    // S3 keeps the type the PUT sent, whatever URL it used: the server checks what arrived.
    await fetch(target.url, { method: 'PUT', body: '<html>hi</html>', headers: { 'Content-Type': 'text/html' } });
    expect(
      await call(photosPath(pin._id), { method: 'POST', token: pm.token, body: { uploadIds: [target.uploadId] } }),
    ).toMatchObject({ status: 400, body: { error: 'Only images can be added' } });
    expect(
      await call(photosPath(pin._id), {
        method: 'POST',
        token: pm.token,
        body: { uploadIds: ['01ARZ3NDEKTSV4RRFFQ69G5FAV'] },
      }),
    ).toMatchObject({ status: 400, body: { error: 'A photo did not arrive. Please upload it again.' } });
    expect(await listPhotos(pin._id)).toEqual([]);
    expect((await pinOf(pin._id)).photos).toEqual([]);
    expect(await objectsOf(pin)).toEqual([]);
  });

  it(`at most ${MAX_PIN_PHOTOS} photos a pin`, async () => {
    const pin = await placePin(project._id, planSheet, {}, pm.token);
    const files = Array.from({ length: MAX_PIN_PHOTOS - 1 }, (_, n) => ({
      name: `p${n}.png`,
      size: PNG.length,
      type: 'image/png',
    }));
    const start = await call<ImageUploadTarget[]>(`/api/pins/${pin._id}/photo-uploads`, {
      method: 'POST',
      token: pm.token,
      body: { files },
    });
    expect(start.status).toBe(201);
    await Promise.all(
      start.body.map((t) =>
        fetch(t.url, { method: 'PUT', body: new Uint8Array(PNG), headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    const many = await call<PinPhoto[]>(photosPath(pin._id), {
      method: 'POST',
      token: pm.token,
      body: { uploadIds: start.body.map((t) => t.uploadId) },
    });
    expect(many.status).toBe(201);
    expect(many.body).toHaveLength(MAX_PIN_PHOTOS - 1);
    // Two more at once are refused at the start.
    const two = await call<ImageUploadTarget[]>(`/api/pins/${pin._id}/photo-uploads`, {
      method: 'POST',
      token: pm.token,
      body: { files: files.slice(0, 2) },
    });
    expect(two).toMatchObject({ status: 400, body: { error: TOO_MANY_PIN_PHOTOS } });
    // Two started one by one while there was room for one: the second confirmation is refused.
    const [a, b] = await Promise.all([startOne(pin._id), startOne(pin._id)]);
    const confirm = (uploadId: string) =>
      call(photosPath(pin._id), { method: 'POST', token: pm.token, body: { uploadIds: [uploadId] } });
    expect((await confirm(a)).status).toBe(201);
    expect(await confirm(b)).toMatchObject({ status: 400, body: { error: TOO_MANY_PIN_PHOTOS } });
    expect(await listPhotos(pin._id)).toHaveLength(MAX_PIN_PHOTOS);
    expect((await pinOf(pin._id)).photos).toHaveLength(MAX_PIN_PHOTOS);
  });

  it("another project's pin (403), a missing pin and a binned pin (404): nothing written", async () => {
    const foreign = await placePin(other._id, await sheet(other._id));
    const missing = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    const binned = await placePin(project._id, planSheet, {}, pm.token);
    const photo = await addPinPhoto(binned._id, pm.token);
    expect((await call(`/api/pins/${binned._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    const body = { files: [{ name: 'a.png', size: 10, type: 'image/png' }] };
    for (const [pinId, status] of [
      [foreign._id, 403],
      [missing, 404],
      [binned._id, 404],
    ] as const) {
      expect((await call(`/api/pins/${pinId}/photo-uploads`, { method: 'POST', token: pm.token, body })).status).toBe(
        status,
      );
      expect(
        (await call(photosPath(pinId), { method: 'POST', token: pm.token, body: { uploadIds: [missing] } })).status,
      ).toBe(status);
      expect((await call(photosPath(pinId), { token: pm.token })).status).toBe(status);
      expect((await call(`${photosPath(pinId)}/${photo._id}`, { method: 'DELETE', token: pm.token })).status).toBe(
        status,
      );
    }
    expect(await listPhotos(foreign._id, admin)).toEqual([]);
    expect(await objectsOf(foreign)).toEqual([]);
    // The binned pin keeps its photo for a restore.
    expect(await objectsOf(binned)).toEqual([`pins/${project._id}/${binned._id}/${photo._id}`]);
  });
});

describe('removing a photo', () => {
  it('the person who added it, a project manager or an admin removes it; another office user may not', async () => {
    const pin = await placePin(project._id, planSheet, {}, pm.token);
    const [mine, forPm, forAdmin] = [
      await addPinPhoto(pin._id, office.token),
      await addPinPhoto(pin._id, office.token),
      await addPinPhoto(pin._id, office.token),
    ];
    const remove = (photoId: string, token: string) =>
      call<{ message?: string; error?: string }>(`${photosPath(pin._id)}/${photoId}`, { method: 'DELETE', token });
    expect(await remove(mine._id, office2.token)).toMatchObject({
      status: 403,
      body: { error: 'Only a project manager, an admin or the person who added a photo can remove it' },
    });
    expect(await remove(mine._id, office.token)).toMatchObject({ status: 200, body: { message: 'Photo removed' } });
    expect((await remove(forPm._id, pm.token)).status).toBe(200);
    expect((await remove(forAdmin._id, admin)).status).toBe(200);
    expect(await remove(mine._id, office.token)).toMatchObject({ status: 404, body: { error: 'Photo not found' } });
    expect(await listPhotos(pin._id)).toEqual([]);
    expect((await pinOf(pin._id)).photos).toEqual([]);
    expect(await objectsOf(pin)).toEqual([]);
    expect((await kindsOf(pin._id)).filter((k) => k === 'pin.photo-removed')).toHaveLength(3);
  });
});

describe('the recycle bin', () => {
  it("deleted forever: the photos' objects and items go with the pin", async () => {
    const pin = await placePin(project._id, planSheet, {}, pm.token);
    await sendPinPhoto(pin._id, pm.token, { thumbnail: true });
    await addPinPhoto(pin._id, pm.token);
    expect(await objectsOf(pin)).toHaveLength(3);
    expect((await call(`/api/pins/${pin._id}`, { method: 'DELETE', token: pm.token })).status).toBe(200);
    expect(
      (await call(`/api/projects/${project._id}/recycle-bin/${pin._id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    expect(await objectsOf(pin)).toEqual([]);
    expect(await partitionItems(`PIN#${pin._id}`)).toEqual([]);
  });
});
