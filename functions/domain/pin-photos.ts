/**
 * Photos of a pin (docs/requirements.md#pins-on-a-sheet, docs/data-model.md#pin-photos): sent the site
 * report's way, straight to S3 (docs/architecture.md#files-go-straight-to-s3). Start answers presigned PUT
 * URLs under the pending prefix, which S3 empties after a day; confirm checks what arrived (an image, at
 * most the site report's 20 MB), copies it to its own key and records it with the pin in one transaction
 * (at most MAX_PIN_PHOTOS a pin). Read by whoever can open the pin's sheet, added by the pin writers,
 * removed by a project manager, an admin or the person who added it; every change has its activity entry.
 */
import { counted } from '#shared/counted.ts';
import { isPhotoType } from '#shared/documents.ts';
import type { PinPhoto } from '#shared/models/pins.ts';
import { canManagePins } from '#shared/pin-rules.ts';
import { MAX_PIN_PHOTOS, type PinPhotoUploadBody, TOO_MANY_PIN_PHOTOS } from '#shared/schemas/pins.ts';
import { MAX_TASK_IMAGE_BYTES } from '#shared/schemas/tasks.ts';
import type { ImageUploadTarget } from '#shared/task-models.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden, invalid, notFound } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { log } from '../commons/observability.ts';
import {
  getPinPhoto,
  getPinPhotos,
  insertPinPhotos,
  listPinPhotos,
  type PinPhotoRecord,
  removePinPhoto,
} from '../data/pin-photos.ts';
import type { PinRecord } from '../data/pins.ts';
import { Refused } from '../data/refusals.ts';
import { copyObject, PENDING_PREFIX } from '../storage/file-transfers.ts';
import { deleteObjects, headObject, presignGet, presignPut } from '../storage/objects.ts';
import { loadPin, pinEntry } from './pin-access.ts';
import { orWorded, worded } from './refusals.ts';
import { THUMBNAIL_TYPE } from './task-view.ts';

export const PHOTO_NOT_FOUND = 'Photo not found';
const THUMBNAIL_SUFFIX = '.thumbnail.jpg';

/** Where a photo of a pin is kept, and (under the pending prefix) where the browser sends it. */
const photoKey = (pin: Pick<PinRecord, '_id' | 'projectId'>, uploadId: string) =>
  `pins/${pin.projectId}/${pin._id}/${uploadId}`;
const thumbnailOf = (key: string) => `${key}${THUMBNAIL_SUFFIX}`;
const pending = (key: string) => `${PENDING_PREFIX}${key}`;

/** Every object of a pin's photos (each photo's key and its thumbnail's), for the erase of a binned pin. */
export const pinPhotoObjects = (keys: readonly string[]): string[] => keys.flatMap((k) => [k, thumbnailOf(k)]);

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/gif': 'gif',
};
/** The name a photo is downloaded under (the confirmation names uploads, not files). */
const photoName = (contentType: string, n: number) => `pin-photo-${n}.${EXTENSIONS[contentType] ?? 'jpg'}`;

/** A photo with short-lived URLs. */
async function photoAnswer(photo: PinPhotoRecord): Promise<PinPhoto> {
  const { key, thumbnailKey, ...shown } = photo;
  const url = await presignGet(key, { contentType: photo.contentType, filename: photo.filename, inline: true });
  const thumbnailUrl = thumbnailKey
    ? await presignGet(thumbnailKey, { contentType: THUMBNAIL_TYPE, inline: true })
    : url;
  return { ...shown, url, thumbnailUrl };
}

function assertRoom(pin: PinRecord, adding: number): void {
  if (pin.photos.length + adding > MAX_PIN_PHOTOS) throw invalid(TOO_MANY_PIN_PHOTOS);
}

export async function startPinPhotoUpload(
  caller: Caller,
  id: string,
  body: PinPhotoUploadBody,
  now: Date,
): Promise<ImageUploadTarget[]> {
  const { pin } = await loadPin(caller, id);
  assertRoom(pin, body.files.length);
  return Promise.all(
    body.files.map(async (file) => {
      const uploadId = ulid(now.getTime());
      const key = pending(photoKey(pin, uploadId));
      return {
        uploadId,
        url: await presignPut(key, file.type, file.size),
        ...(file.thumbnailSize && {
          thumbnailUrl: await presignPut(thumbnailOf(key), THUMBNAIL_TYPE, file.thumbnailSize),
        }),
        headers: { 'Content-Type': file.type },
      };
    }),
  );
}

/** What arrived at an upload's URL, checked as the site report checks its photos; refused ones are removed. */
async function arrived(pin: PinRecord, uploadId: string) {
  const key = pending(photoKey(pin, uploadId));
  const info = await headObject(key);
  if (!info) throw invalid('A photo did not arrive. Please upload it again.');
  const thumbnail = Boolean(await headObject(thumbnailOf(key)));
  if (!isPhotoType(info.contentType) || info.size > MAX_TASK_IMAGE_BYTES) {
    await deleteObjects([key, thumbnailOf(key)]);
    throw invalid(info.size > MAX_TASK_IMAGE_BYTES ? 'A photo is larger than 20 MB' : 'Only images can be added');
  }
  return { uploadId, key, size: info.size, contentType: info.contentType, thumbnail };
}

/**
 * Photos recorded by an earlier confirmation of the same uploads (a retry, a second tab), in the order of
 * `uploadIds` (distinct), or undefined when any of them is not; read in one request.
 */
async function addedBefore(pinId: string, uploadIds: string[]): Promise<PinPhotoRecord[] | undefined> {
  const found = new Map((await getPinPhotos(pinId, uploadIds)).map((p) => [p._id, p]));
  const photos = uploadIds.flatMap((u) => found.get(u) ?? []);
  return photos.length === uploadIds.length ? photos : undefined;
}

export async function addPinPhotos(caller: Caller, id: string, uploadIds: string[], now: Date): Promise<PinPhoto[]> {
  const { pin } = await loadPin(caller, id);
  const ids = [...new Set(uploadIds)];
  const before = await addedBefore(pin._id, ids);
  if (before) return Promise.all(before.map(photoAnswer));
  assertRoom(pin, ids.length);
  const checked = await Promise.all(ids.map((u) => arrived(pin, u)));
  const records: PinPhotoRecord[] = checked.map((c, i) => ({
    _id: c.uploadId,
    pinId: pin._id,
    key: photoKey(pin, c.uploadId),
    ...(c.thumbnail && { thumbnailKey: thumbnailOf(photoKey(pin, c.uploadId)) }),
    filename: photoName(c.contentType, pin.photos.length + i + 1),
    contentType: c.contentType,
    size: c.size,
    addedBy: { id: caller.userId, name: caller.name },
    addedAt: now.toISOString(),
  }));
  // Copies out of the pending prefix first: until the record is written, the uploads stay confirmable.
  await Promise.all(
    records.map(async (r) => {
      await copyObject(pending(r.key), r.key);
      if (r.thumbnailKey) await copyObject(pending(r.thumbnailKey), r.thumbnailKey);
    }),
  );
  const detail = counted(records.length, 'photo');
  try {
    await insertPinPhotos(pin._id, records, pinEntry(caller, now, 'pin.photo-added', pin, detail), now.toISOString());
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const again = await addedBefore(pin._id, ids);
    if (again) return Promise.all(again.map(photoAnswer));
    await deleteObjects(pinPhotoObjects(records.map((r) => r.key)));
    // Binned or deleted meanwhile: 404; else another upload filled the pin.
    const { pin: current } = await loadPin(caller, id);
    assertRoom(current, records.length);
    throw worded(error);
  }
  await removePending(records);
  return Promise.all(records.map(photoAnswer));
}

/** After the record is written the pending copies are not needed (the lifecycle rule removes any left). */
async function removePending(records: PinPhotoRecord[]): Promise<void> {
  try {
    await deleteObjects(pinPhotoObjects(records.map((r) => pending(r.key))));
  } catch (error) {
    log('warn', 'pending pin photo copies left for the lifecycle rule', {}, error);
  }
}

export async function pinPhotosOf(caller: Caller, id: string): Promise<PinPhoto[]> {
  const { pin } = await loadPin(caller, id);
  return Promise.all((await listPinPhotos(pin._id)).map(photoAnswer));
}

export async function deletePinPhoto(
  caller: Caller,
  id: string,
  photoId: string,
  now: Date,
): Promise<{ message: string }> {
  const { pin } = await loadPin(caller, id);
  const photo = await getPinPhoto(pin._id, photoId);
  const index = photo ? pin.photos.indexOf(photo.key) : -1;
  if (!photo || index < 0) throw notFound(PHOTO_NOT_FOUND);
  if (!canManagePins(caller.role) && photo.addedBy.id !== caller.userId) {
    throw forbidden('Only a project manager, an admin or the person who added a photo can remove it');
  }
  await orWorded(
    removePinPhoto(photo, index, pinEntry(caller, now, 'pin.photo-removed', pin, photo.filename), now.toISOString()),
  );
  await deleteObjects(pinPhotoObjects([photo.key]));
  return { message: 'Photo removed' };
}
