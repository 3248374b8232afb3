/** What a delete into the recycle bin records, and the activity entries of the bin (docs/data-model.md#recycle-bin). */
import type { ActivityEntry, ActivityKind, ActivityObjectType } from '#shared/models/activity.ts';
import { BIN_KEEP_DAYS, type BinKind } from '#shared/models/recycle-bin.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { type BinRecord, binAreaOf } from '../data/recycle-bin.ts';
import { type Actor, activityEntry } from './activity-log.ts';

const DAY_MS = 24 * 3600_000;

const OBJECT_TYPE: Record<BinKind, ActivityObjectType> = {
  file: 'file',
  folder: 'folder',
  task: 'task',
  marketing_task: 'marketing-task',
  pin: 'pin',
};

/** The purge's actor in the activity log. */
export const SCHEDULED_PURGE: Actor = { userId: 'scheduled-purge', name: 'Scheduled purge' };

type Deleted = Pick<
  BinRecord,
  '_id' | 'kind' | 'name' | 'module' | 'projectId' | 'place' | 'fromFolderId' | 'contains'
>;

/** The bin item of an object `caller` deletes `now`: purged BIN_KEEP_DAYS later. */
export function newBinRecord(caller: Pick<Caller, 'userId' | 'name'>, now: Date, deleted: Deleted): BinRecord {
  return {
    ...deleted,
    area: binAreaOf(deleted.kind, deleted.module),
    deletedBy: { id: caller.userId, name: caller.name },
    deletedAt: now.toISOString(),
    purgeAt: new Date(now.getTime() + BIN_KEEP_DAYS * DAY_MS).toISOString(),
  };
}

/** An entry about an object of the bin, where the bin says it was (the place may be gone by now). */
export function binActivity(
  actor: Actor,
  now: Date,
  kind: ActivityKind,
  bin: BinRecord,
  detail?: string,
): ActivityEntry {
  return activityEntry(actor, now, {
    projectId: bin.projectId,
    area: bin.module,
    kind,
    object: { type: OBJECT_TYPE[bin.kind], id: bin._id, name: bin.name },
    place: bin.place,
    ...(detail ? { detail } : {}),
  });
}

/** A restore's activity detail: "to the area root", "as {name}", both, or nothing when it came back as it was. */
export function restoreDetail(movedToRoot: boolean, name: string, formerName: string): string {
  const moved = movedToRoot ? 'to the area root' : undefined;
  const renamed = name !== formerName ? `as ${name}` : undefined;
  return [moved, renamed].filter(Boolean).join(', ');
}
