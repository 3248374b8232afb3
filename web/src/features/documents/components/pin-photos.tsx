/**
 * A pin's photos under its details (docs/requirements.md#pins-on-a-sheet): thumbnails that open a larger
 * view, "Add photo" for the pin writers (the phone's camera, or a chosen file, scaled and sent like a
 * site-report photo with its progress), and Remove, asked in the app's confirm dialog, for a project
 * manager, an admin or the person who added the photo.
 */
import { type ChangeEvent, useRef, useState } from 'react';
import type { PinPhoto } from '#shared/models/pins.ts';
import { MAX_PIN_PHOTOS } from '#shared/schemas/pins.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useAddPinPhoto, usePinPhotos, useRemovePinPhoto } from '../api/pin-photos.ts';
import '../../../components/ui/photo-grid.css';
import './pin-photos.css';

export interface PinPhotosProps {
  pinId: string;
  /** Whether the person may add photos (site, pm, office, admin). */
  mayAdd: boolean;
  /** Whether the person may remove any photo (project managers and admins); others remove their own. */
  mayRemoveAny: boolean;
}

export function PinPhotos({ pinId, mayAdd, mayRemoveAny }: PinPhotosProps) {
  const photos = usePinPhotos(pinId);
  const add = useAddPinPhoto(pinId);
  const remove = useRemovePinPhoto(pinId);
  const toast = useToast();
  const [confirmDialog, confirm] = useConfirm();
  const { userId } = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  const [open, setOpen] = useState<PinPhoto | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = photos.data ?? [];
  const full = list.length >= MAX_PIN_PHOTOS;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      await add.mutateAsync({ file, onProgress: setProgress });
      toast('Photo added', 'success');
    } catch (error) {
      toast(serverMessageOr(error, 'Failed to add the photo'), 'error');
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async (photo: PinPhoto) => {
    if (!(await confirm({ message: 'Remove this photo from the pin?', ...DELETE_ACTION, confirmLabel: 'Remove' }))) {
      return;
    }
    try {
      await remove.mutateAsync(photo._id);
      setOpen(null);
      toast('Photo removed', 'success');
    } catch (error) {
      toast(serverMessageOr(error, 'Failed to remove the photo'), 'error');
    }
  };

  const mayRemove = (photo: PinPhoto) => mayRemoveAny || photo.addedBy.id === userId;

  return (
    <section className="pin-photos" aria-label="Photos" data-testid="pin-photos">
      <h3 className="pin-photos__title">Photos ({list.length})</h3>
      {photos.isError && !photos.data ? <Alert message="Could not load the photos" variant="error" /> : null}
      {photos.data && list.length === 0 ? <p className="muted">No photos yet.</p> : null}
      {list.length > 0 ? (
        <ul className="photo-grid">
          {list.map((photo, i) => (
            <li key={photo._id} className="photo-grid__item">
              <button
                type="button"
                className="photo-grid__button"
                onClick={() => setOpen(photo)}
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
        <div>
          <input
            ref={input}
            hidden
            type="file"
            accept="image/*"
            capture="environment"
            onChange={onPick}
            disabled={progress !== null}
            data-testid="pin-photo-input"
          />
          <Button size="sm" variant="secondary" busy={progress !== null} onClick={() => input.current?.click()}>
            Add photo
          </Button>
        </div>
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
          onClose={() => setOpen(null)}
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
              <Button variant="secondary" onClick={() => setOpen(null)}>
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
