/**
 * Reading pins (docs/requirements.md#pins-on-a-sheet): a pin is read by whoever opens its sheet's area in
 * its project, is gone with its sheet (binned or being deleted), and answers what is worked out on reading:
 * "check position on v{n}" once the sheet has a newer version, and whether it is overdue (Toronto's day).
 * Pins and files are in-memory fakes (tests/integration/pins.test.ts keeps the real table).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SECTION_ACCESS } from '#shared/roles.ts';
import type { PinRecord } from '../data/pins.ts';
import { caller, refusal } from './test-support/callers.ts';
import { store } from './test-support/document-store.ts';
import { BIN_MARK } from './test-support/folder-fixtures.ts';
import { fakeDocumentStore } from './test-support/mock-documents.ts';

const pins = new Map<string, PinRecord>();
vi.mock('../data/pins.ts', () => ({ getPin: async (id: string) => pins.get(id) }));
fakeDocumentStore('files');

const { canBeAssigned, loadPin, PIN_NOT_FOUND, pinAnswer, pinEntry } = await import('./pin-access.ts');

const PIN_ID = '01JD00000000000000000000P1';
const pin = (over: Partial<PinRecord> = {}): PinRecord => ({
  _id: PIN_ID,
  projectId: 'P1',
  fileId: 'SHEET',
  module: 'plan',
  fileName: 'A-101.pdf',
  version: 1,
  spot: { page: 2, x: 10, y: 20, pageWidth: 100, pageHeight: 100 },
  title: 'Cracked lintel',
  category: 'defect',
  status: 'open',
  assignee: null,
  dueDate: '2026-11-27',
  description: null,
  photos: [],
  createdBy: { id: 'U1', name: 'Pat Morgan' },
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...over,
});
const notFound = { kind: 'not-found', message: PIN_NOT_FOUND };

beforeEach(() => {
  store.reset();
  pins.clear();
  pins.set(PIN_ID, pin());
  store.addFile('SHEET', 'A-101.pdf');
});

describe('loadPin', () => {
  it('answers the pin and its sheet to a person of the project who opens the sheet’s area', async () => {
    expect(await loadPin(caller('consultant'), PIN_ID)).toMatchObject({
      pin: { _id: PIN_ID },
      sheet: { _id: 'SHEET' },
    });
  });

  it('403 outside the area or the project; 404 for an id that is not one, or no such pin', async () => {
    expect(await refusal(loadPin(caller('site'), PIN_ID))).toEqual({ kind: 'forbidden', message: NO_SECTION_ACCESS });
    expect((await refusal(loadPin(caller('pm', ['P2']), PIN_ID))).kind).toBe('forbidden');
    expect(await refusal(loadPin(caller('pm'), 'not-a-ulid'))).toEqual(notFound);
    expect(await refusal(loadPin(caller('pm'), '01JD00000000000000000000P9'))).toEqual(notFound);
  });

  it('a pin is gone with its sheet: binned, being deleted, or erased', async () => {
    const sheet = store.files.get('SHEET');
    if (!sheet) throw new Error('no sheet');
    sheet.binned = BIN_MARK;
    expect(await refusal(loadPin(caller('pm'), PIN_ID))).toEqual(notFound);
    sheet.binned = undefined;
    sheet.deletingAt = '2026-11-27T12:00:00.000Z';
    expect(await refusal(loadPin(caller('pm'), PIN_ID))).toEqual(notFound);
    store.files.delete('SHEET');
    expect(await refusal(loadPin(caller('pm'), PIN_ID))).toEqual(notFound);
  });
});

describe('pinAnswer', () => {
  it('asks to check the position on the sheet’s newer version, and on none while the pin is on the current one', () => {
    const now = new Date('2026-11-27T15:00:00.000Z');
    expect(pinAnswer(pin(), { _id: 'SHEET' }, now).checkPositionOn).toBeNull();
    expect(pinAnswer(pin(), { _id: 'SHEET', version: 3 }, now).checkPositionOn).toBe(3);
    expect(pinAnswer(pin({ version: 3 }), { _id: 'SHEET', version: 3 }, now).checkPositionOn).toBeNull();
  });

  it('is overdue from the day after its due date in Toronto, unless it is closed', () => {
    // 02:00 UTC on the 28th is still the 27th in Toronto: due today, not overdue yet
    expect(pinAnswer(pin(), { _id: 'SHEET' }, new Date('2026-11-28T02:00:00.000Z')).overdue).toBe(false);
    expect(pinAnswer(pin(), { _id: 'SHEET' }, new Date('2026-11-28T06:00:00.000Z')).overdue).toBe(true);
    const closed = pin({ status: 'closed' });
    expect(pinAnswer(closed, { _id: 'SHEET' }, new Date('2026-12-28T06:00:00.000Z')).overdue).toBe(false);
    expect(pinAnswer(pin({ dueDate: null }), { _id: 'SHEET' }, new Date('2026-12-28T06:00:00.000Z')).overdue).toBe(
      false,
    );
  });
});

describe('who a pin may be given to, and its activity entry', () => {
  it('a person of the project who opens the area; an admin on any project', () => {
    expect(canBeAssigned({ roles: 'site', allowedProjects: ['P1'] }, 'P1', 'construction')).toBe(true);
    expect(canBeAssigned({ roles: 'site', allowedProjects: ['P1'] }, 'P1', 'plan')).toBe(false);
    expect(canBeAssigned({ roles: 'pm', allowedProjects: ['P2'] }, 'P1', 'plan')).toBe(false);
    expect(canBeAssigned({ roles: 'admin', allowedProjects: [] }, 'P1', 'plan')).toBe(true);
  });

  it('is filed under the sheet’s area and placed on the sheet and page', () => {
    const now = new Date('2026-11-27T15:00:00.000Z');
    expect(pinEntry({ userId: 'U1', name: 'Pat Morgan' }, now, 'pin.created', pin())).toMatchObject({
      projectId: 'P1',
      area: 'plan',
      kind: 'pin.created',
      object: { type: 'pin', id: PIN_ID, name: 'Cracked lintel' },
      place: 'A-101.pdf, page 2',
    });
  });
});
