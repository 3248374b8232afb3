/** Activity entries of the document areas: what changed, and where (the folder's path). */
import { type ActivityEntry, type ActivityKind, AREA_LABELS } from '#shared/models/activity.ts';
import type { Module } from '#shared/roles.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import type { FileRecord } from '../data/files.ts';
import type { FolderRecord } from '../data/folders.ts';
import { activityEntry } from './activity-log.ts';

/** "Plan File / Level 1 / Structural": the area, then the folder's ancestors and the folder. */
export function placeOf(module: Module, folder: Pick<FolderRecord, 'name' | 'ancestors'> | undefined): string {
  const names = folder ? [...folder.ancestors.map((a) => a.name), folder.name] : [];
  return [AREA_LABELS[module], ...names].join(' / ');
}

/** An entry of a document area: filed under the object's project and module, with its place and detail. */
function documentEntry(
  caller: Pick<Caller, 'userId' | 'name'> | null,
  now: Date,
  kind: ActivityKind,
  where: { projectId: string; module: Module },
  object: ActivityEntry['object'],
  place: string,
  detail: string | undefined,
): ActivityEntry {
  return activityEntry(caller, now, {
    projectId: where.projectId,
    area: where.module,
    kind,
    object,
    place,
    ...(detail ? { detail } : {}),
  });
}

type FileKind = Extract<ActivityKind, `file.${string}` | `share.${string}` | `print.${string}`>;

type FileOf = Pick<FileRecord, '_id' | 'original_name' | 'projectId' | 'module'>;
type PlaceOf = Pick<FolderRecord, 'name' | 'ancestors'> | undefined;

export function fileEntry(
  caller: Pick<Caller, 'userId' | 'name'> | null,
  now: Date,
  kind: FileKind,
  file: FileOf,
  folder: PlaceOf,
  detail?: string,
): ActivityEntry {
  const object = { type: 'file' as const, id: file._id, name: file.original_name };
  return documentEntry(caller, now, kind, file, object, placeOf(file.module, folder), detail);
}

type Side = Pick<FileRecord, 'projectId' | 'module'>;

/**
 * The other side of a move or copy as an entry names it: its folder path when the entry's readers are the
 * same people (same project and area), else only "another area" or "another project", so nobody reads the
 * name of a folder they cannot open.
 */
function otherSide(here: Side, there: Side, therePath: string): string {
  if (here.projectId !== there.projectId) return 'another project';
  return here.module === there.module ? therePath : 'another area';
}

/**
 * A move's entries: in the log the file leaves (where from, where to) and, when it goes to another area
 * or project, in the log it arrives in too.
 */
export function moveActivity(
  caller: Pick<Caller, 'userId' | 'name'>,
  now: Date,
  file: FileOf,
  moved: FileOf,
  from: PlaceOf,
  to: PlaceOf,
): ActivityEntry[] {
  const left = fileEntry(
    caller,
    now,
    'file.moved',
    file,
    from,
    `to ${otherSide(file, moved, placeOf(moved.module, to))}`,
  );
  if (file.projectId === moved.projectId && file.module === moved.module) return [left];
  const arrived = `from ${otherSide(moved, file, placeOf(file.module, from))}`;
  return [left, fileEntry(caller, now, 'file.moved', moved, to, arrived)];
}

/** A copy's entry, in the log of where the copy is: where from, as its readers may see it. */
export function copyActivity(
  caller: Pick<Caller, 'userId' | 'name'>,
  now: Date,
  file: FileOf,
  from: PlaceOf,
  copy: FileOf,
  to: PlaceOf,
): ActivityEntry {
  return fileEntry(caller, now, 'file.copied', copy, to, `from ${otherSide(copy, file, placeOf(file.module, from))}`);
}

/** Where a folder is: its parent's path (a folder sits in its parent, so the ancestors are that path). */
export function folderPlace(folder: Pick<FolderRecord, 'module' | 'ancestors'>): string {
  const parent = folder.ancestors.at(-1);
  return placeOf(folder.module, parent && { name: parent.name, ancestors: folder.ancestors.slice(0, -1) });
}

export function folderActivity(
  caller: Pick<Caller, 'userId' | 'name'>,
  now: Date,
  kind: Extract<ActivityKind, `folder.${string}`>,
  folder: FolderRecord,
  detail?: string,
): ActivityEntry {
  const object = { type: 'folder' as const, id: folder._id, name: folder.name };
  return documentEntry(caller, now, kind, folder, object, folderPlace(folder), detail);
}
