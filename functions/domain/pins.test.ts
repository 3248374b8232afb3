/**
 * Pins on a sheet (docs/requirements.md#pins-on-a-sheet): a pin goes only on a sheet of its project, to an
 * assignee who may open the sheet's area; who may change its status; what a move and a delete write. Against
 * an in-memory pin table, user list and the in-memory document store (tests/integration/pins.test.ts and
 * recycle-bin-pins.test.ts keep the real ones).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { Role } from '#shared/roles.ts';
import type { CreatePinBody } from '#shared/schemas/pins.ts';
import type { FileRecord } from '../data/files.ts';
import type { PinRecord } from '../data/pins.ts';
import type { BinRecord } from '../data/recycle-bin.ts';
import { Refused } from '../data/refusals.ts';
import type { UserRecord } from '../data/users.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';
import { LATER, NOW, resetToSheet, SHEET } from './test-support/sheet-fixtures.ts';

/** The pin table, the bin items its deletes wrote, the users, and the notices the domain asked for. */
const table = {
  pins: new Map<string, PinRecord>(),
  bin: [] as BinRecord[],
  entries: [] as ActivityEntry[],
  users: new Map<string, UserRecord>(),
  notices: [] as string[],
};

/** Writes only over the pin as it was read, as the real conditional writes do. */
function write(before: PinRecord | undefined, next: PinRecord, activity: ActivityEntry): void {
  if (before && table.pins.get(before._id)?.updatedAt !== before.updatedAt) throw new Refused('conflict', 'pin');
  table.pins.set(next._id, next);
  table.entries.push(activity);
}

vi.doMock('#functions/data/pins.ts', async (original) => ({
  ...(await original<object>()),
  getPin: async (id: string) => table.pins.get(id),
  insertPin: async (pin: PinRecord, activity: ActivityEntry) => write(undefined, pin, activity),
  replacePin: async (before: PinRecord, next: PinRecord, activity: ActivityEntry) => write(before, next, activity),
  binPin: async (before: PinRecord, bin: BinRecord, activity: ActivityEntry) => {
    write(
      before,
      { ...before, binned: { deletedAt: bin.deletedAt, deletedBy: bin.deletedBy, purgeAt: bin.purgeAt } },
      activity,
    );
    table.bin.push(bin);
  },
}));
vi.doMock('#functions/data/projects.ts', () => ({
  getProject: async (id: string) => (id === 'P1' || id === 'P2' ? { _id: id, name: id } : undefined),
}));
vi.doMock('#functions/data/users.ts', () => ({
  getUser: async (id: string) => table.users.get(id),
  listUsers: async () => [...table.users.values()],
}));
vi.doMock('#functions/domain/pin-notices.ts', () => ({
  noticeAssigned: async (_caller: unknown, before: PinRecord | undefined, next: PinRecord) => {
    if (next.assignee && next.assignee.id !== before?.assignee?.id) table.notices.push(`assigned ${next.assignee.id}`);
  },
  noticeReady: async (_caller: unknown, pin: PinRecord) => {
    table.notices.push(`ready ${pin._id}`);
  },
}));
fakeDocumentStore('files', 'folders', 'fileVersions');
const { BAD_ASSIGNEE, changePinStatus, createPin, deletePin, NO_STATUS_RIGHT, NOT_THIS_PROJECT, updatePin } =
  await import('./pins.ts');

const OTHER_SHEET = '01JD0000000000000000000002';
const manager = caller('pm', ['P1'], 'U1');
const writer = caller('office', ['P1'], 'U2');
const assignee = caller('consultant', ['P1'], 'U3');

const user = (id: string, roles: Role, allowedProjects: string[]): UserRecord => ({
  _id: id,
  name: `User ${id}`,
  email: `${id.toLowerCase()}@example.com`,
  roles,
  allowedProjects,
  mustChangePassword: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  passwordHash: 'x',
  sessionVersion: 0,
  version: 1,
});

const spot = { page: 1, x: 100, y: 80, pageWidth: 600, pageHeight: 400 };
const body = (extra: Partial<CreatePinBody> = {}): CreatePinBody => ({
  fileId: SHEET,
  version: 1,
  spot,
  title: 'Cracked lintel',
  category: 'defect',
  assigneeId: null,
  dueDate: null,
  description: undefined,
  ...extra,
});

beforeEach(() => {
  resetToSheet();
  for (const map of [table.pins, table.users]) map.clear();
  for (const list of [table.bin, table.entries, table.notices]) list.length = 0;
  store.addFile(OTHER_SHEET, 'B-101.pdf', undefined, { projectId: 'P2', module: 'plan' });
  table.users.set('U3', user('U3', 'consultant', ['P1']));
  table.users.set('U4', user('U4', 'site', ['P1']));
  table.users.set('U5', user('U5', 'consultant', ['P2']));
});

describe('placing a pin', () => {
  it("records its sheet and version, is open, and tells its assignee; another project's sheet is refused", async () => {
    const pin = await createPin(writer, 'P1', body({ assigneeId: 'U3' }), NOW);
    expect(pin).toMatchObject({
      projectId: 'P1',
      fileId: SHEET,
      module: 'plan',
      fileName: 'A-101.pdf',
      version: 1,
      status: 'open',
      assignee: { id: 'U3', name: 'User U3' },
      checkPositionOn: null,
    });
    expect(table.entries.map((e) => [e.kind, e.detail])).toEqual([['pin.created', 'on v1']]);
    expect(table.notices).toEqual(['assigned U3']);
    expect(await refusal(createPin(writer, 'P1', body({ fileId: OTHER_SHEET }), NOW))).toEqual({
      kind: 'invalid',
      message: NOT_THIS_PROJECT,
    });
  });

  it('refuses an assignee who is not a user of the project, or whose role cannot open the area', async () => {
    for (const id of ['U4', 'U5', 'U9']) {
      expect(await refusal(createPin(writer, 'P1', body({ assigneeId: id }), NOW)), id).toEqual({
        kind: 'invalid',
        message: BAD_ASSIGNEE,
      });
    }
    expect(table.pins.size).toBe(0);
  });
});

describe("a pin's status", () => {
  it('is changed by its assignee or a manager, not by another writer; the same status writes nothing', async () => {
    const pin = await createPin(writer, 'P1', body({ assigneeId: 'U3' }), NOW);
    expect(await refusal(changePinStatus(writer, pin._id, 'closed', LATER))).toEqual({
      kind: 'forbidden',
      message: NO_STATUS_RIGHT,
    });
    await expect(changePinStatus(assignee, pin._id, 'ready', LATER)).resolves.toMatchObject({ status: 'ready' });
    expect(table.notices).toEqual(['assigned U3', `ready ${pin._id}`]);
    const entries = table.entries.length;
    await expect(changePinStatus(manager, pin._id, 'ready', LATER)).resolves.toMatchObject({ status: 'ready' });
    expect(table.entries).toHaveLength(entries);
    await expect(changePinStatus(manager, pin._id, 'closed', LATER)).resolves.toMatchObject({ status: 'closed' });
    expect(table.entries.at(-1)).toMatchObject({ kind: 'pin.status', detail: 'Ready for review to Closed' });
  });
});

describe('moving and deleting', () => {
  it("a move puts the pin on the sheet's current version, and the entry says so", async () => {
    const pin = await createPin(writer, 'P1', body(), NOW);
    store.files.set(SHEET, { ...(store.files.get(SHEET) as FileRecord), version: 2 });
    expect((await changePinStatus(manager, pin._id, 'open', LATER)).checkPositionOn).toBe(2);
    const moved = await updatePin(writer, pin._id, { spot: { ...spot, x: 120 } }, LATER);
    expect(moved).toMatchObject({ version: 2, checkPositionOn: null, spot: { x: 120 } });
    expect(table.entries.at(-1)).toMatchObject({ kind: 'pin.updated', detail: 'moved on v2' });
  });

  it('a delete puts it in the recycle bin, marked binned, with a bin item naming its sheet and page', async () => {
    const pin = await createPin(writer, 'P1', body(), NOW);
    await expect(deletePin(manager, pin._id, LATER)).resolves.toEqual({ message: 'Pin deleted' });
    expect(table.pins.get(pin._id)?.binned).toMatchObject({ deletedAt: LATER.toISOString() });
    expect(table.bin).toEqual([
      expect.objectContaining({ _id: pin._id, kind: 'pin', name: 'Cracked lintel', place: 'A-101.pdf, page 1' }),
    ]);
    expect(await refusal(changePinStatus(manager, pin._id, 'closed', LATER))).toMatchObject({ kind: 'not-found' });
  });
});
