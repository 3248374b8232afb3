/**
 * A pin in the recycle bin (docs/data-model.md#recycle-bin): restored by a project manager or an admin with
 * its comments and photos (never touched while it was in the bin), or erased for good by a delete forever
 * or the scheduled purge: its photos' objects (and their thumbnails), then its photos' and comments' items, then its item with the bin item, each
 * step safe to repeat so a stopped erase leaves no orphan.
 */
import type { Pin } from '#shared/models/pins.ts';
import { canManagePins } from '#shared/pin-rules.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, forbidden, notFound } from '../commons/errors.ts';
import { getFileRecord } from '../data/files.ts';
import { deletePinComments } from '../data/pin-comments.ts';
import { deletePinPhotoItems } from '../data/pin-photos.ts';
import { eraseBinnedPin, getPin, type PinRecord, restoreBinnedPin } from '../data/pins.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { deleteObjects } from '../storage/objects.ts';
import type { Actor } from './activity-log.ts';
import { binActivity } from './bin-records.ts';
import { pinAnswer, pinEntry, sheetStands } from './pin-access.ts';
import { pinPhotoObjects } from './pin-photos.ts';
import { NOT_IN_BIN, orWorded } from './refusals.ts';

export const PIN_SHEET_GONE = 'The sheet of this pin is in the recycle bin or deleted. Restore the sheet first.';

/** The binned pin a bin item stands for; 404 when it is no longer in the bin. */
async function binnedPin(bin: BinRecord): Promise<PinRecord> {
  const pin = await getPin(bin._id);
  if (!pin?.binned || pin.projectId !== bin.projectId) throw notFound(NOT_IN_BIN);
  return pin;
}

export async function restorePin(caller: Caller, bin: BinRecord, _toRoot: boolean, now: Date): Promise<Pin> {
  if (!canManagePins(caller.role)) throw forbidden();
  const pin = await binnedPin(bin);
  const sheet = await getFileRecord(pin.fileId);
  if (!sheetStands(sheet)) throw conflict(PIN_SHEET_GONE);
  const { binned: _b, ...restored } = pin;
  await orWorded(restoreBinnedPin(pin, bin, pinEntry(caller, now, 'pin.restored', restored)));
  return pinAnswer(restored, sheet, now);
}

export async function erasePin(actor: Actor, bin: BinRecord, now: Date): Promise<void> {
  const pin = await binnedPin(bin);
  await deleteObjects(pinPhotoObjects(pin.photos));
  await deletePinPhotoItems(pin._id);
  await deletePinComments(pin._id);
  await orWorded(eraseBinnedPin(pin, bin, binActivity(actor, now, 'pin.purged', bin)));
}
