/**
 * Photos of a pin (docs/requirements.md#pins-on-a-sheet): the list with short-lived URLs, adding one sent
 * like a site-report photo (scaled on the phone, a JPEG thumbnail, straight to S3 with progress, then
 * confirmed), and removing one.
 */
import type { PinPhoto } from '#shared/models/pins.ts';
import { api } from '../../../lib/api-client.ts';
import { makeJpegThumbnail, scalePhoto } from '../../../lib/image-thumbnail.ts';
import { photoDeclaration, putPhoto } from '../../../lib/photo-upload.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { documentKeys } from './keys.ts';

/** GET /api/pins/{id}/photos; the URLs are short-lived, so the list is read again whenever it is shown. */
export const usePinPhotos = (pinId: string) =>
  useApiQuery(documentKeys.pinPhotos(pinId), 'listPinPhotos', { params: { id: pinId } }, { staleTime: 0 });

/** One photo onto the pin; `onProgress` is the upload's percent. */
export async function sendPinPhoto(
  pinId: string,
  picked: File,
  onProgress?: (percent: number) => void,
): Promise<PinPhoto[]> {
  const file = await scalePhoto(picked);
  const thumbnail = await makeJpegThumbnail(file);
  const [target] = await api('startPinPhotoUpload', {
    params: { id: pinId },
    body: { files: [photoDeclaration(file, thumbnail)] },
  });
  if (!target) throw new Error('The server gave no upload address');
  await putPhoto(target, file, thumbnail, { ...(onProgress && { onProgress }) });
  return api('addPinPhotos', { params: { id: pinId }, body: { uploadIds: [target.uploadId] } });
}

/** POST the photo, then the pin's photos are read again. */
export const useAddPinPhoto = (pinId: string) =>
  useInvalidatingMutation(
    ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      sendPinPhoto(pinId, file, onProgress),
    () => documentKeys.pinPhotos(pinId),
  );

/** DELETE /api/pins/{id}/photos/{photoId}; the pin's photos are read again. */
export const useRemovePinPhoto = (pinId: string) =>
  useInvalidatingMutation(
    (photoId: string) => api('deletePinPhoto', { params: { id: pinId, photoId } }),
    () => documentKeys.pinPhotos(pinId),
  );
