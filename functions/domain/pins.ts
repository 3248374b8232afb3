/**
 * Pins on a sheet (docs/requirements.md#pins-on-a-sheet): placing, editing, moving, confirming, status and
 * delete into the recycle bin, with their notification events (pin-notices.ts). The contract lets only the
 * pin writers place and edit, and only project managers and admins delete; here the sheet's area and
 * project are checked, and who may change a status.
 */

import { decodeTime } from 'ulid';
import type { Pin, PinAssignee } from '#shared/models/pins.ts';
import { isBoundPinId } from '#shared/pin-ids.ts';
import { canManagePins } from '#shared/pin-rules.ts';
import type { Module } from '#shared/roles.ts';
import {
  type CreatePinBody,
  PIN_ID_BINNED,
  PIN_ID_FUTURE,
  PIN_ID_NOT_YOURS,
  PIN_ID_TAKEN,
  PIN_STATUS_LABELS,
  type PinFields,
  type PinStatus,
  type UpdatePinBody,
} from '#shared/schemas/pins.ts';
import { MADE_AT_SKEW_MS } from '#shared/schemas/tasks.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, forbidden, invalid, notFound } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { currentVersion } from '../data/file-versions.ts';
import { getFileRecord } from '../data/files.ts';
import { binPin, getPin, insertPin, type PinRecord, replacePin } from '../data/pins.ts';
import { getProject } from '../data/projects.ts';
import { getUser, listUsers } from '../data/users.ts';
import { assertProjectAccess } from './access.ts';
import { fieldChanges } from './activity-log.ts';
import { newBinRecord } from './bin-records.ts';
import { loadFile, onSheet, parseModule } from './document-access.ts';
import { canBeAssigned, loadPin, pinAnswer, pinEntry, pinPlace } from './pin-access.ts';
import { noticeAssigned, noticeReady } from './pin-notices.ts';
import { orWorded } from './refusals.ts';

export const NOT_THIS_PROJECT = 'The sheet is not a file of this project';
export const BAD_ASSIGNEE = 'The assignee must be a user of this project who can open this area';
export const NO_STATUS_RIGHT = 'Only the assignee, a project manager or an admin can change the status';

/**
 * The pin an earlier request with the same phone-made id placed (a resend after a lost answer, or two at
 * once), or undefined when the id is free. An id another person's pin, or a pin elsewhere, has is refused
 * with 409, as is one whose pin went to the recycle bin meanwhile.
 */
async function placedBefore(caller: Caller, projectId: string, body: CreatePinBody): Promise<PinRecord | undefined> {
  if (!body.id) return undefined;
  const pin = await getPin(body.id);
  if (!pin) return undefined;
  if (pin.createdBy.id !== caller.userId || pin.projectId !== projectId || pin.fileId !== body.fileId) {
    throw conflict(PIN_ID_TAKEN);
  }
  if (pin.binned) throw conflict(PIN_ID_BINNED);
  return pin;
}

/** The assignee as a pin names them: a user of the project who can open the sheet's area. */
async function assigneeOf(id: string | null | undefined, projectId: string, module: Module): Promise<Pin['assignee']> {
  if (!id) return null;
  const user = await getUser(id);
  if (!user || !canBeAssigned(user, projectId, module)) throw invalid(BAD_ASSIGNEE);
  return { id: user._id, name: user.name };
}

export async function getPinFor(caller: Caller, id: string, now: Date): Promise<Pin> {
  const { pin, sheet } = await loadPin(caller, id);
  return pinAnswer(pin, sheet, now);
}

export async function createPin(caller: Caller, projectId: string, body: CreatePinBody, now: Date): Promise<Pin> {
  if (!(await getProject(projectId))) throw notFound('Project not found');
  assertProjectAccess(caller, projectId);
  // Another project's sheet is refused like one that does not exist, so nothing is told about it.
  const found = await getFileRecord(body.fileId);
  if (!found || found.projectId !== projectId) throw invalid(NOT_THIS_PROJECT);
  const sheet = await loadFile(caller, body.fileId);
  if (body.version > currentVersion(sheet)) throw invalid(`The sheet has no version ${body.version}`);
  // Only an id made for this person (shared/pin-ids.ts): never another object's, whose bin item and history it would share.
  if (body.id && !isBoundPinId(caller.userId, body.id)) throw invalid(PIN_ID_NOT_YOURS);
  const before = await placedBefore(caller, projectId, body);
  if (before) return pinAnswer(before, sheet, now);
  // A phone's id carries when it was placed; a clock far ahead would keep the pin first in every list.
  if (body.id && decodeTime(body.id) > now.getTime() + MADE_AT_SKEW_MS) throw invalid(PIN_ID_FUTURE);
  const at = now.toISOString();
  const pin: PinRecord = {
    _id: body.id ?? ulid(now.getTime()),
    ...onSheet(sheet, body.version),
    spot: body.spot,
    ...written(body),
    assignee: await assigneeOf(body.assigneeId, projectId, sheet.module),
    status: 'open',
    photos: [],
    createdBy: { id: caller.userId, name: caller.name },
    createdAt: at,
    updatedAt: at,
  };
  try {
    await insertPin(pin, pinEntry(caller, now, 'pin.created', pin, `on v${pin.version}`));
  } catch (error) {
    // The same id placed by a request at the same time: that one's pin is the answer.
    const placed = await placedBefore(caller, projectId, body);
    if (placed) return pinAnswer(placed, sheet, now);
    throw error;
  }
  await noticeAssigned(caller, undefined, pin, now);
  return pinAnswer(pin, sheet, now);
}

/** The typed fields as stored: a blank description or no due date is null. */
function written(fields: PinFields): Pick<PinRecord, 'title' | 'category' | 'dueDate' | 'description'> {
  return {
    title: fields.title,
    category: fields.category,
    dueDate: fields.dueDate ?? null,
    description: fields.description || null,
  };
}

export async function updatePin(caller: Caller, id: string, body: UpdatePinBody, now: Date): Promise<Pin> {
  const { pin, sheet } = await loadPin(caller, id);
  const next: PinRecord = {
    ...pin,
    ...(body.title !== undefined && { title: body.title }),
    ...(body.category !== undefined && { category: body.category }),
    ...(body.dueDate !== undefined && { dueDate: body.dueDate }),
    ...(body.description !== undefined && { description: body.description || null }),
    ...(body.assigneeId !== undefined && {
      assignee: await assigneeOf(body.assigneeId, pin.projectId, pin.module),
    }),
    ...(body.spot && { spot: body.spot }),
    // Moving or confirming it puts the pin on the sheet's current version: the mark is cleared.
    ...((body.spot || body.confirmPosition) && { version: currentVersion(sheet) }),
    updatedAt: now.toISOString(),
  };
  const changes = fieldChanges({ ...shownFields(pin) }, { ...shownFields(next) });
  const detail = body.spot
    ? `moved on v${next.version}`
    : body.confirmPosition
      ? `position confirmed on v${next.version}`
      : undefined;
  const entry = pinEntry(caller, now, 'pin.updated', next, detail);
  await orWorded(replacePin(pin, next, changes.length ? { ...entry, changes } : entry));
  await noticeAssigned(caller, pin, next, now);
  return pinAnswer(next, sheet, now);
}

/** The fields an edit's activity entry compares, as a person reads them. */
const shownFields = (pin: PinRecord) => ({
  title: pin.title,
  category: pin.category,
  assignee: pin.assignee?.name ?? null,
  dueDate: pin.dueDate,
  description: pin.description,
});

export async function changePinStatus(caller: Caller, id: string, status: PinStatus, now: Date): Promise<Pin> {
  const { pin, sheet } = await loadPin(caller, id);
  if (!canManagePins(caller.role) && pin.assignee?.id !== caller.userId) throw forbidden(NO_STATUS_RIGHT);
  if (pin.status === status) return pinAnswer(pin, sheet, now);
  const next: PinRecord = { ...pin, status, updatedAt: now.toISOString() };
  const detail = `${PIN_STATUS_LABELS[pin.status]} to ${PIN_STATUS_LABELS[status]}`;
  await orWorded(replacePin(pin, next, pinEntry(caller, now, 'pin.status', next, detail)));
  if (status === 'ready') await noticeReady(caller, next, now);
  return pinAnswer(next, sheet, now);
}

export const PIN_DELETED = 'Pin deleted';

/** Into the recycle bin (docs/data-model.md#recycle-bin), with its comments and photos kept for a restore. */
export async function deletePin(caller: Caller, id: string, now: Date): Promise<{ message: string }> {
  const { pin } = await loadPin(caller, id);
  const bin = newBinRecord(caller, now, {
    _id: pin._id,
    kind: 'pin',
    name: pin.title,
    module: pin.module,
    projectId: pin.projectId,
    place: pinPlace(pin),
  });
  await orWorded(binPin(pin, bin, pinEntry(caller, now, 'pin.deleted', pin)));
  return { message: PIN_DELETED };
}

/** The users a pin on the sheet may be assigned to, by name. */
export async function pinAssignees(caller: Caller, moduleParam: string, fileId: string): Promise<PinAssignee[]> {
  parseModule(moduleParam);
  const sheet = await loadFile(caller, fileId);
  return (await listUsers())
    .filter((user) => canBeAssigned(user, sheet.projectId, sheet.module))
    .map((user) => ({ id: user._id, name: user.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
