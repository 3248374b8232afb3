/**
 * Photos of a pin (docs/requirements.md#pins-on-a-sheet): the list with short-lived URLs, the two steps of
 * adding one, sent like a site-report photo (a JPEG thumbnail, straight to S3 with progress, then confirmed;
 * pin-outbox.ts scales it and runs the steps), and removing one.
 */
import type { PinPhoto } from '#shared/models/pins.ts';
import { api } from '../../../lib/api-client.ts';
import { makeJpegThumbnail } from '../../../lib/image-thumbnail.ts';
import { photoDeclaration, putPhoto } from '../../../lib/photo-upload.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { documentKeys } from './keys.ts';

/** GET /api/pins/{id}/photos; the URLs are short-lived, so the list is read again whenever it is shown. */
export const usePinPhotos = (pinId: string) =>
  useApiQuery(documentKeys.pinPhotos(pinId), 'listPinPhotos', { params: { id: pinId } }, { staleTime: 0 });

/**
 * A photo already scaled onto S3 for the pin: its thumbnail, the presigned start and the PUTs. Answers the
 * upload id to confirm; until it is confirmed the photo is not the pin's.
 */
export async function uploadPinPhoto(
  pinId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<string> {
  const thumbnail = await makeJpegThumbnail(file);
  const [target] = await api('startPinPhotoUpload', {
    params: { id: pinId },
    body: { files: [photoDeclaration(file, thumbnail)] },
  });
  if (!target) throw new Error('The server gave no upload address');
  await putPhoto(target, file, thumbnail, { ...(onProgress && { onProgress }) });
  return target.uploadId;
}

/** POST /api/pins/{id}/photos: the uploads become the pin's photos (the same upload twice adds it once). */
export const confirmPinPhotos = (pinId: string, uploadIds: string[]): Promise<PinPhoto[]> =>
  api('addPinPhotos', { params: { id: pinId }, body: { uploadIds } });

/** DELETE /api/pins/{id}/photos/{photoId}; the pin's photos are read again. */
export const useRemovePinPhoto = (pinId: string) =>
  useInvalidatingMutation(
    (photoId: string) => api('deletePinPhoto', { params: { id: pinId, photoId } }),
    () => documentKeys.pinPhotos(pinId),
  );
