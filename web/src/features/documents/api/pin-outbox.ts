/**
 * Pins and pin photos made without a connection (docs/requirements.md#pins-placed-without-a-connection), in
 * the app's outbox (lib/outbox.ts): one entry per pin placed, with the photos picked with it, and one per
 * photo added to a pin meanwhile. The pin's id is made on the phone and the server places one pin per id,
 * so a pin sent again after a lost answer is answered with the pin the first one placed. The photos go after
 * the pin, one by one; each upload id is recorded in the entry before it is confirmed, and the server adds an
 * upload once however often it is confirmed, so a run cut off half-way resumes without a second photo.
 */

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { monotonicFactory } from 'ulid';
import { counted } from '#shared/counted.ts';
import { boundPinId } from '#shared/pin-ids.ts';
import type { Module } from '#shared/roles.ts';
import type { CreatePinBody } from '#shared/schemas/pins.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, api, serverMessageOr } from '../../../lib/api-client.ts';
import { scalePhoto } from '../../../lib/image-thumbnail.ts';
import { createOutbox, failedForNow, type OutboxEntry } from '../../../lib/outbox.ts';
import { documentKeys } from './keys.ts';
import { confirmPinPhotos, uploadPinPhoto } from './pin-photos.ts';

/** A photo waiting in an entry: scaled on the phone; its upload id once it is on S3; `added` once confirmed. */
export interface QueuedPinPhoto {
  file: File;
  uploadId?: string;
  added?: boolean;
}

export interface QueuedPin extends OutboxEntry {
  projectId: string;
  module: Module;
  /** The sheet the pin is on. */
  fileId: string;
  /** The pin: its id made on the phone for a new pin, the pin's own for photos added to a pin. */
  pinId: string;
  /** The pin's title, for what the person is told. */
  title: string;
  /** A new pin: what places it (with `id`: pinId). Photos added to a pin have none. */
  pin?: CreatePinBody;
  photos: QueuedPinPhoto[];
  /** Whether the pin went (always for photos added to a pin). */
  placed: boolean;
  /** When it was kept on the phone. */
  madeAt: string;
}

export const PIN_OUTBOX_TEXTS = {
  queued: 'No connection: the pin is kept on this phone and will be placed when the connection returns.',
  photoQueued: 'No connection: the photo is kept on this phone and will be sent when the connection returns.',
  waiting: 'Kept on this phone. It is sent by itself when the connection returns.',
  refused: 'The pin was not sent',
} as const;

/** "Pin Leak at C4 placed, with 1 photo." / "1 photo added to Leak at C4." */
export function sentText(entry: QueuedPin): string {
  const photos = counted(entry.photos.length, 'photo');
  if (!entry.pin) return `${photos} added to ${entry.title}.`;
  return entry.photos.length === 0 ? `Pin ${entry.title} placed.` : `Pin ${entry.title} placed, with ${photos}.`;
}

/** Kept under `pin:`; sent again later after a failure that may pass (failedForNow), else refused. */
export const PIN_OUTBOX = {
  prefix: 'pin:',
  isTransient: (error: unknown) => failedForNow(error),
  refusal: (error: unknown) => serverMessageOr(error, PIN_OUTBOX_TEXTS.refused),
};

export const pinOutbox = createOutbox<QueuedPin>(PIN_OUTBOX);

interface Where {
  userId: string;
  projectId: string;
  module: Module;
  fileId: string;
}

const scaled = (picked: readonly File[]) => Promise.all(picked.map((file) => scalePhoto(file)));

/**
 * Entry ids, in the order the entries were made even within one millisecond: the outbox sends by id, and
 * photos added to a pin still waiting must go after the pin's entry.
 */
const entryId = monotonicFactory();

/**
 * The entry of a new pin, its ids made now: the entry's, and the pin's bound to the person placing it
 * (shared/pin-ids.ts); its photos scaled as a site report's.
 */
export async function queuedPin(
  where: Where,
  body: Omit<CreatePinBody, 'id'>,
  picked: readonly File[],
): Promise<QueuedPin> {
  const id = entryId();
  const pinId = boundPinId(where.userId, id);
  return {
    id,
    ...where,
    pinId,
    title: body.title,
    pin: { ...body, id: pinId },
    photos: (await scaled(picked)).map((file) => ({ file })),
    placed: false,
    madeAt: new Date().toISOString(),
  };
}

/** The entry of photos added to a placed pin (or to one still waiting: it goes after the pin's entry). */
export async function queuedPinPhotos(
  where: Where,
  pin: { id: string; title: string },
  picked: readonly File[],
): Promise<QueuedPin> {
  return {
    id: entryId(),
    ...where,
    pinId: pin.id,
    title: pin.title,
    photos: (await scaled(picked)).map((file) => ({ file })),
    placed: true,
    madeAt: new Date().toISOString(),
  };
}

/**
 * Sends what is left of the entry: the pin, then each photo not yet added (`onProgress`: the upload's
 * percent). `keep` stores the entry after each step. An upload recorded by an earlier run is confirmed first; when the server says it did not
 * arrive (a 400: the run stopped before its PUT ended, or it waited past the day S3 keeps uploads) it is
 * sent afresh.
 */
export async function sendQueuedPin(
  entry: QueuedPin,
  keep: (entry: QueuedPin) => Promise<void>,
  onProgress?: (percent: number) => void,
): Promise<void> {
  if (entry.pin && !entry.placed) {
    await api('createPin', { params: { projectId: entry.projectId }, body: entry.pin });
    entry.placed = true;
    await keep(entry);
  }
  for (const photo of entry.photos) {
    if (photo.added) continue;
    if (photo.uploadId) {
      try {
        await confirmPinPhotos(entry.pinId, [photo.uploadId]);
        photo.added = true;
        await keep(entry);
        continue;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 400)) throw error;
      }
    }
    photo.uploadId = await uploadPinPhoto(entry.pinId, photo.file, onProgress);
    await keep(entry);
    await confirmPinPhotos(entry.pinId, [photo.uploadId]);
    photo.added = true;
    await keep(entry);
  }
}

/** What is shown while waiting: the photos of the entry not yet added. */
export const photosLeft = (entry: QueuedPin): number => entry.photos.filter((p) => !p.added).length;

/**
 * Sends the user's waiting pins and photos (the sender of lib/use-outbox-sender.ts calls it): each sent
 * entry is told and the sheet's pins and the pin's photos are read again; a refused one is told with the
 * server's reason and stays on the sheet until the person discards it.
 */
export function useFlushPins() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useCallback(
    (userId: string) =>
      pinOutbox.flush(userId, {
        send: (entry, keep) => sendQueuedPin(entry, keep),
        onSent: (entry) => {
          toast(sentText(entry), 'success');
          void queryClient.invalidateQueries({ queryKey: documentKeys.pins(entry.fileId) });
          void queryClient.invalidateQueries({ queryKey: documentKeys.pinPhotos(entry.pinId) });
        },
        onRefused: (entry) => toast(`${entry.title} was not sent: ${entry.refused}`, 'error'),
      }),
    [queryClient, toast],
  );
}
