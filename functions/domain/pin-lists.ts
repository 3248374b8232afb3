/**
 * Lists of pins (docs/requirements.md#pins-on-a-sheet): a sheet's, beside it in the viewer, and a project's
 * on the Issues screen, filtered and paged, and as a CSV file. A pin shows only to those who can open its
 * sheet's area; a pin whose sheet is in the recycle bin is left out while it is there.
 */
import { stringify } from 'csv-stringify/sync';
import type { Pin, PinsPage } from '#shared/models/pins.ts';
import { canUseModule, isAdmin, MODULES, type Module, NO_SECTION_ACCESS } from '#shared/roles.ts';
import { type ListPinsQuery, PIN_CATEGORY_LABELS, PIN_STATUS_LABELS, type PinFilters } from '#shared/schemas/pins.ts';
import { torontoDateKey } from '#shared/time.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden, notFound } from '../commons/errors.ts';
import { type FileAnswer, fileAnswer } from '../commons/results.ts';
import { getFileRecords } from '../data/files.ts';
import { listProjectPins, listSheetPins, type PinRecord } from '../data/pins.ts';
import { getProject } from '../data/projects.ts';
import { assertProjectAccess } from './access.ts';
import { loadFile, parseModule } from './document-access.ts';
import { pinAnswer, sheetStands } from './pin-access.ts';
import { orWorded } from './refusals.ts';
import { asText } from './schedule-exchange/csv.ts';

const DEFAULT_PIN_PAGE = 100;
/** The most pins one CSV export holds. */
export const MAX_EXPORTED_PINS = 5000;

/** Every pin of a sheet, whatever version it was placed on. */
export async function sheetPins(caller: Caller, moduleParam: string, fileId: string, now: Date): Promise<Pin[]> {
  parseModule(moduleParam);
  const sheet = await loadFile(caller, fileId);
  return (await listSheetPins(sheet._id)).map((pin) => pinAnswer(pin, sheet, now));
}

/** The areas of a project whose pins the caller reads (undefined: all); 403 with none. */
async function readableModules(caller: Caller, projectId: string): Promise<Module[] | undefined> {
  if (!(await getProject(projectId))) throw notFound('Project not found');
  assertProjectAccess(caller, projectId);
  if (isAdmin(caller.role)) return undefined;
  const modules = MODULES.filter((m) => canUseModule(caller.role, m));
  if (modules.length === 0) throw forbidden(NO_SECTION_ACCESS);
  return modules.length === MODULES.length ? undefined : modules;
}

/** The pins of a page answered with their sheets, those on a sheet gone left out. */
async function withSheets(pins: PinRecord[], now: Date): Promise<Pin[]> {
  const sheets = new Map((await getFileRecords(pins.map((p) => p.fileId))).map((f) => [f._id, f]));
  return pins.flatMap((pin) => {
    const sheet = sheets.get(pin.fileId);
    return sheetStands(sheet) ? [pinAnswer(pin, sheet, now)] : [];
  });
}

export async function projectPins(
  caller: Caller,
  projectId: string,
  query: ListPinsQuery,
  now: Date,
): Promise<PinsPage> {
  const modules = await readableModules(caller, projectId);
  const { limit, cursor, ...filters } = query;
  const page = await orWorded(
    listProjectPins(projectId, filters, modules, torontoDateKey(now), limit ?? DEFAULT_PIN_PAGE, cursor),
  );
  return { pins: await withSheets(page.pins, now), nextCursor: page.nextCursor };
}

export const PIN_CSV_COLUMNS = [
  'id',
  'title',
  'category',
  'status',
  'overdue',
  'assignee',
  'due date',
  'sheet',
  'version',
  'page',
  'x',
  'y',
  'check position on',
  'description',
  'created by',
  'created at',
];

const csvRow = (pin: Pin): string[] => [
  pin._id,
  asText(pin.title),
  PIN_CATEGORY_LABELS[pin.category],
  PIN_STATUS_LABELS[pin.status],
  pin.overdue ? 'yes' : 'no',
  asText(pin.assignee?.name ?? ''),
  pin.dueDate ?? '',
  asText(pin.fileName),
  String(pin.version),
  String(pin.spot.page),
  pin.spot.x.toFixed(1),
  pin.spot.y.toFixed(1),
  pin.checkPositionOn === null ? '' : `v${pin.checkPositionOn}`,
  asText(pin.description ?? ''),
  asText(pin.createdBy.name),
  pin.createdAt,
];

/** The project's pins that match `filters`, newest first, as a CSV file (at most MAX_EXPORTED_PINS). */
export async function exportPins(
  caller: Caller,
  projectId: string,
  filters: PinFilters,
  now: Date,
): Promise<FileAnswer> {
  const modules = await readableModules(caller, projectId);
  const pins: Pin[] = [];
  let cursor: string | undefined;
  do {
    const room = MAX_EXPORTED_PINS - pins.length;
    const page = await listProjectPins(projectId, filters, modules, torontoDateKey(now), Math.min(room, 1000), cursor);
    pins.push(...(await withSheets(page.pins, now)));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pins.length < MAX_EXPORTED_PINS);
  const csv = stringify([PIN_CSV_COLUMNS, ...pins.map(csvRow)]);
  return fileAnswer(csv, 'text/csv; charset=utf-8', `issues-${torontoDateKey(now)}.csv`);
}
