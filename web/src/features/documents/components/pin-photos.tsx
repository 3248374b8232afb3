/**
 * A pin's photos under its details (docs/requirements.md#pins-on-a-sheet): thumbnails that open a larger
 * view, "Add photo" for the pin writers (the phone's camera, or a chosen file, scaled and sent like a
 * site-report photo with its progress), and Remove, asked in the app's confirm dialog, for a project
 * manager, an admin or the person who added the photo. Without a connection a photo is kept on the phone
 * and sent by the pin outbox when it returns (docs/requirements.md#pins-placed-without-a-connection).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { counted } from '#shared/counted.ts';
import type { Pin, PinPhoto } from '#shared/models/pins.ts';
import { MAX_PIN_PHOTOS } from '#shared/schemas/pins.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { failedForNow } from '../../../lib/outbox.ts';
import { useSession } from '../../../lib/session.ts';
import { requestOutboxFlush } from '../../../lib/use-outbox-sender.ts';
import { documentKeys } from '../api/keys.ts';
import {
  PIN_OUTBOX_TEXTS,
  photosLeft,
  pinOutbox,
  type QueuedPin,
  queuedPinPhotos,
  sendQueuedPin,
} from '../api/pin-outbox.ts';
import { usePinPhotos, useRemovePinPhoto } from '../api/pin-photos.ts';
import { AddPhotoButton } from './add-photo-button.tsx';
import '../../../components/ui/photo-grid.css';
import './pin-section.css';
import './pin-photos.css';

export interface PinPhotosProps {
  pin: Pin;
  /** The pin's entries waiting in the outbox on this phone. */
  waiting: readonly QueuedPin[];
  /** Whether the person may add photos (site, pm, office, admin). */
  mayAdd: boolean;
  /** Whether the person may remove any photo (project managers and admins); others remove their own. */
  mayRemoveAny: boolean;
}

export function PinPhotos({ pin, waiting, mayAdd, mayRemoveAny }: PinPhotosProps) {
  const pinId = pin._id;
  const photos = usePinPhotos(pinId);
  const queryClient = useQueryClient();
  const remove = useRemovePinPhoto(pinId);
  const toast = useToast();
  const [confirmDialog, confirm] = useConfirm();
  const { userId } = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  /** The photo shown larger, by id: read from the list, so a photo removed meanwhile closes it. */
  const [openId, setOpenId] = useState<string | null>(null);
  const list = photos.data ?? [];
  const open = list.find((p) => p._id === openId) ?? null;
  // A refused entry is listed beside the sheet with its reason, not counted as waiting here.
  const kept = waiting.reduce((n, e) => n + (e.refused ? 0 : photosLeft(e)), 0);
  const full = list.length + kept >= MAX_PIN_PHOTOS;

  /** Into the outbox, as it is (an upload already made is confirmed, not sent again): sent when the connection returns. */
  const keep = async (entry: QueuedPin) => {
    await pinOutbox.put(entry);
    requestOutboxFlush();
    toast(PIN_OUTBOX_TEXTS.photoQueued, 'info');
  };

  /** Sent at once with its progress; without a connection, or when it fails for now, it waits on the phone. */
  const onPick = async (file: File) => {
    if (!userId) return;
    setProgress(0);
    try {
      const where = { userId, projectId: pin.projectId, module: pin.module, fileId: pin.fileId };
      const entry = await queuedPinPhotos(where, { id: pinId, title: pin.title }, [file]);
      if (!navigator.onLine) return await keep(entry);
      try {
        await sendQueuedPin(entry, async () => undefined, setProgress);
      } catch (error) {
        if (!failedForNow(error)) throw error;
        return await keep(entry);
      }
      toast('Photo added', 'success');
    } catch (error) {
      toast(serverMessageOr(error, 'Failed to add the photo'), 'error');
    } finally {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: documentKeys.pinPhotos(pinId) });
    }
  };

  const onRemove = async (photo: PinPhoto) => {
    if (!(await confirm({ message: 'Remove this photo from the pin?', ...DELETE_ACTION, confirmLabel: 'Remove' }))) {
      return;
    }
    try {
      await remove.mutateAsync(photo._id);
      setOpenId(null);
      toast('Photo removed', 'success');
    } catch (error) {
      toast(serverMessageOr(error, 'Failed to remove the photo'), 'error');
    }
  };

  const mayRemove = (photo: PinPhoto) => mayRemoveAny || photo.addedBy.id === userId;

  return (
    <section className="pin-section" aria-label="Photos" data-testid="pin-photos">
      <h3 className="pin-section__title">Photos ({list.length})</h3>
      {photos.isError && !photos.data ? <Alert message="Could not load the photos" variant="error" /> : null}
      {photos.data && list.length === 0 && kept === 0 ? <p className="muted">No photos yet.</p> : null}
      {kept > 0 ? (
        <p className="muted" data-testid="pin-photos-waiting">
          {counted(kept, 'photo')} waiting to send: kept on this phone.
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="photo-grid">
          {list.map((photo, i) => (
            <li key={photo._id} className="photo-grid__item">
              <button
                type="button"
                className="photo-grid__button"
                onClick={() => setOpenId(photo._id)}
                aria-label={`Enlarge photo ${i + 1}`}
              >
                <img
                  src={photo.thumbnailUrl}
                  alt={`${i + 1} of ${list.length}, added by ${photo.addedBy.name}`}
                  loading="lazy"
                  className="photo-grid__thumb"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {mayAdd && !full ? (
        <AddPhotoButton
          onPick={([file]) => file && void onPick(file)}
          busy={progress !== null}
          testId="pin-photo-input"
        />
      ) : null}
      {progress !== null ? (
        <progress max={100} value={progress} aria-label="Uploading the photo">
          {progress}%
        </progress>
      ) : null}
      {open ? (
        <Dialog
          title="Pin photo"
          size="lg"
          onClose={() => setOpenId(null)}
          footer={
            <>
              {mayRemove(open) ? (
                <Button variant="danger" busy={remove.isPending} onClick={() => onRemove(open)}>
                  Remove
                </Button>
              ) : null}
              <a className="btn btn--secondary" href={open.url} target="_blank" rel="noreferrer">
                Open full size
              </a>
              <Button variant="secondary" onClick={() => setOpenId(null)}>
                Close
              </Button>
            </>
          }
        >
          <figure>
            <img
              src={open.url}
              alt={`Added by ${open.addedBy.name}`}
              className="pin-photos__enlarged"
              data-testid="pin-photo-enlarged"
            />
            <figcaption className="muted">
              {open.addedBy.name} · <time dateTime={open.addedAt}>{formatTorontoDateTime(open.addedAt)}</time>
            </figcaption>
          </figure>
        </Dialog>
      ) : null}
      {confirmDialog}
    </section>
  );
}
