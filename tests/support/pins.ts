/** Pins for tests: a sheet of a project and a pin placed on it (docs/requirements.md#pins-on-a-sheet). */
import { demoDrawingSet } from '../../local/seed/pdf.ts';
import type { Pin, PinPhoto } from '../../shared/models/pins.ts';
import type { Module } from '../../shared/roles.ts';
import type { CreatePinInput } from '../../shared/schemas/pins.ts';
import type { ImageUploadTarget } from '../../shared/task-models.ts';
import { asAdmin, call } from './api.ts';
import { uploadPresigned, uploadSmall } from './documents.ts';

/** A Letter page in points, as PDF.js's viewport measures it at scale 1, unrotated. */
export const LETTER = { pageWidth: 612, pageHeight: 792 };

/** The body of a pin on `fileId`'s version 1, page 1; `fields` override it. */
export function pinBody(fileId: string, fields: Partial<CreatePinInput> = {}): CreatePinInput {
  return {
    fileId,
    version: 1,
    spot: { page: 1, x: 100, y: 200, ...LETTER },
    title: 'Cracked slab at grid C4',
    category: 'defect',
    ...fields,
  };
}

/** A sheet of the project's `module`, uploaded by an admin. */
export async function sheet(projectId: string, module: Module = 'plan'): Promise<string> {
  return (await uploadSmall(await asAdmin(), { module, projectId, folderId: 'root' }))._id;
}

/** Places a pin on `fileId` (a sheet of `projectId`) as `token`, or as an admin; throws unless it is placed. */
export async function placePin(
  projectId: string,
  fileId: string,
  fields: Partial<CreatePinInput> = {},
  token?: string,
): Promise<Pin> {
  const res = await call<Pin>(`/api/projects/${projectId}/pins`, {
    method: 'POST',
    token: token ?? (await asAdmin()),
    body: pinBody(fileId, fields),
  });
  if (res.status !== 201) throw new Error(`pin: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A one-sheet PDF drawing set (the demo data's) uploaded to the project's Plan File root by `token`;
 * `versionOf`: as a new version of that file. Answers the file's id.
 */
export async function uploadDrawing(
  token: string,
  projectId: string,
  title: string,
  versionOf?: string,
): Promise<string> {
  const file = await uploadPresigned(
    token,
    {
      module: 'plan',
      projectId,
      folderId: 'root',
      fileName: `${title}.pdf`,
      contentType: 'application/pdf',
      size: 0,
      ...(versionOf && { versionOf }),
    },
    new Uint8Array(demoDrawingSet(title, 'A-1', 1)),
  );
  return file._id;
}

/** The first bytes of a PNG: enough for a photo the server accepts (it checks the type S3 recorded). */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** How a test photo is sent: its bytes, the type its PUT says they are, and whether a thumbnail goes too. */
export interface PhotoSend {
  bytes?: Buffer;
  type?: string;
  thumbnail?: boolean;
}

/**
 * The first half of sending a photo to a pin the site report's way, as `token`: the start, then the PUT to
 * the presigned URL (and the thumbnail's). Answers the upload id, not yet confirmed.
 */
export async function uploadPinPhotoBytes(
  pinId: string,
  token: string,
  { bytes = PNG, type = 'image/png', thumbnail = false }: PhotoSend = {},
): Promise<string> {
  const start = await call<ImageUploadTarget[]>(`/api/pins/${pinId}/photo-uploads`, {
    method: 'POST',
    token,
    body: { files: [{ name: 'photo.png', size: bytes.length, type, ...(thumbnail && { thumbnailSize: PNG.length }) }] },
  });
  if (start.status !== 201) throw new Error(`photo upload: ${start.status} ${JSON.stringify(start.body)}`);
  const target = start.body[0] as ImageUploadTarget;
  await fetch(target.url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'Content-Type': type } });
  if (target.thumbnailUrl) {
    await fetch(target.thumbnailUrl, {
      method: 'PUT',
      body: new Uint8Array(PNG),
      headers: { 'Content-Type': 'image/jpeg' },
    });
  }
  return target.uploadId;
}

/**
 * Sends a photo to a pin the site report's way (uploadPinPhotoBytes, then the confirmation) as `token`, or as
 * an admin. Answers the confirmation.
 */
export async function sendPinPhoto(pinId: string, token?: string, send: PhotoSend = {}) {
  const as = token ?? (await asAdmin());
  const uploadId = await uploadPinPhotoBytes(pinId, as, send);
  return call<PinPhoto[]>(`/api/pins/${pinId}/photos`, { method: 'POST', token: as, body: { uploadIds: [uploadId] } });
}

/** Adds a photo to a pin as `token`, or as an admin; throws unless it is added. */
export async function addPinPhoto(pinId: string, token?: string): Promise<PinPhoto> {
  const res = await sendPinPhoto(pinId, token);
  if (res.status !== 201) throw new Error(`photo: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body[0] as PinPhoto;
}
