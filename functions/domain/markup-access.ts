/**
 * Reading markups (docs/requirements.md#markups): a markup belongs to one version of one sheet, is read by
 * whoever can open the sheet's area once published, and by its author alone while a draft.
 */
import type { ActivityEntry, ActivityKind } from '#shared/models/activity.ts';
import type { Markup } from '#shared/models/markups.ts';
import { isUlid } from '#shared/schemas/documents.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { invalid, notFound } from '../commons/errors.ts';
import { currentVersion, getVersion, type VersionRecord } from '../data/file-versions.ts';
import type { FileRecord } from '../data/files.ts';
import { getMarkup } from '../data/markups.ts';
import { activityEntry } from './activity-log.ts';
import { loadFile, parseModule } from './document-access.ts';

export const MARKUP_NOT_FOUND = 'Markup not found';

/** A sheet as a markup path names it: the area it says (checked to be one) and the file's id. */
export interface SheetPath {
  moduleParam: string;
  fileId: string;
}

/** One markup of a sheet, as its path names it. */
export interface MarkupPath extends SheetPath {
  markupId: string;
}

/** The sheet of a markup path, which the caller may open. */
export async function loadSheet(caller: Caller, path: SheetPath): Promise<FileRecord> {
  parseModule(path.moduleParam);
  return loadFile(caller, path.fileId);
}

/** A version of the sheet (undefined: the current one); 400 for one it does not have. */
export async function sheetVersion(sheet: FileRecord, version: number | undefined): Promise<VersionRecord> {
  const wanted = version ?? currentVersion(sheet);
  const found = wanted <= currentVersion(sheet) ? await getVersion(sheet, wanted) : undefined;
  if (!found) throw invalid(`The sheet has no version ${wanted}`);
  return found;
}

/** Whether the caller sees a markup: published, or their own draft. */
export const seesMarkup = (caller: Pick<Caller, 'userId'>, markup: Markup): boolean =>
  markup.published || markup.author.id === caller.userId;

/** A markup of this sheet the caller sees, with the sheet; 404 otherwise (a draft of someone else's too). */
export async function loadMarkup(caller: Caller, path: MarkupPath): Promise<{ markup: Markup; sheet: FileRecord }> {
  const sheet = await loadSheet(caller, path);
  const markup = isUlid(path.markupId) ? await getMarkup(path.markupId) : undefined;
  if (!markup || markup.fileId !== sheet._id || !seesMarkup(caller, markup)) throw notFound(MARKUP_NOT_FOUND);
  return { markup, sheet };
}

/** The activity entry of a change to a markup: filed under its sheet's area, placed on the sheet, version and page. */
export function markupEntry(
  caller: Pick<Caller, 'userId' | 'name'>,
  now: Date,
  kind: Extract<ActivityKind, `markup.${string}`>,
  markup: Markup,
): ActivityEntry {
  return activityEntry(caller, now, {
    projectId: markup.projectId,
    area: markup.module,
    kind,
    object: { type: 'markup', id: markup._id, name: `Markup by ${markup.author.name}` },
    place: `${markup.fileName} v${markup.version}, page ${markup.page}`,
    detail: `${markup.shapes.length} shape${markup.shapes.length === 1 ? '' : 's'}`,
  });
}
