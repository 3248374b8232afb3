/**
 * Reading pins (docs/requirements.md#pins-on-a-sheet): a pin is read by whoever can open its sheet's area
 * in its project, and answered with what is worked out on reading: whether the sheet has a newer version
 * than the one it was placed on ("check position on v{n}") and whether it is overdue.
 */

import type { ActivityEntry, ActivityKind } from '#shared/models/activity.ts';
import type { Pin } from '#shared/models/pins.ts';
import type { User } from '#shared/models.ts';
import { isOverdue } from '#shared/pin-rules.ts';
import { canUseModule, isAdmin, type Module } from '#shared/roles.ts';
import { isUlid } from '#shared/schemas/documents.ts';
import { torontoDateKey } from '#shared/time.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { notFound } from '../commons/errors.ts';
import { currentVersion } from '../data/file-versions.ts';
import { type FileRecord, getFileRecord } from '../data/files.ts';
import { getPin, type PinRecord } from '../data/pins.ts';
import { assertModuleAccess } from './access.ts';
import { activityEntry } from './activity-log.ts';

export const PIN_NOT_FOUND = 'Pin not found';

/** What a pin's answer needs of its sheet. */
export type SheetOf = Pick<FileRecord, '_id' | 'version'>;

export function pinAnswer(pin: PinRecord, sheet: SheetOf, now: Date): Pin {
  const current = currentVersion(sheet);
  const { binned: _b, ...shown } = pin;
  return {
    ...shown,
    checkPositionOn: current > pin.version ? current : null,
    overdue: isOverdue(pin, torontoDateKey(now)),
  };
}

/** A sheet that still stands: not in the recycle bin, not being deleted. */
export const sheetStands = (file: FileRecord | undefined): file is FileRecord =>
  file !== undefined && !file.binned && !file.deletingAt;

/** A pin the caller may read, with its sheet; 404 when either is gone, 403 outside the caller's reach. */
export async function loadPin(caller: Caller, id: string): Promise<{ pin: PinRecord; sheet: FileRecord }> {
  const pin = isUlid(id) ? await getPin(id) : undefined;
  // A pin in the recycle bin is read from the bin only.
  if (!pin || pin.binned) throw notFound(PIN_NOT_FOUND);
  assertModuleAccess(caller, pin.module, pin.projectId);
  const sheet = await getFileRecord(pin.fileId);
  if (!sheetStands(sheet)) throw notFound(PIN_NOT_FOUND);
  return { pin, sheet };
}

/** Whether a user may be given a pin of `module` in `projectId`: a user of the project who can open the area. */
export const canBeAssigned = (user: Pick<User, 'roles' | 'allowedProjects'>, projectId: string, module: Module) =>
  (isAdmin(user.roles) || user.allowedProjects.includes(projectId)) && canUseModule(user.roles, module);

/** Where a pin is, as the activity log and the recycle bin say it: its sheet's name and page. */
export const pinPlace = (pin: Pick<PinRecord, 'fileName' | 'spot'>) => `${pin.fileName}, page ${pin.spot.page}`;

/** The activity entry of a change to a pin: filed under its sheet's area, placed on the sheet and page. */
export function pinEntry(
  caller: Pick<Caller, 'userId' | 'name'>,
  now: Date,
  kind: Extract<ActivityKind, `pin.${string}`>,
  pin: PinRecord,
  detail?: string,
): ActivityEntry {
  return activityEntry(caller, now, {
    projectId: pin.projectId,
    area: pin.module,
    kind,
    object: { type: 'pin', id: pin._id, name: pin.title },
    place: pinPlace(pin),
    ...(detail ? { detail } : {}),
  });
}
