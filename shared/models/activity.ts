/** The activity log (docs/requirements.md#activity-log): who did what, to which object, where and when. */
import type { Module } from '../roles.ts';

/** Every kind of entry, in the order the filter lists them. */
export const ACTIVITY_KINDS = [
  'file.uploaded',
  'file.versioned',
  'file.made-current',
  'file.copied',
  'file.moved',
  'file.deleted',
  'file.restored',
  'file.purged',
  'file.downloaded',
  'file.viewed',
  'folder.created',
  'folder.renamed',
  'folder.deleted',
  'folder.restored',
  'folder.purged',
  'share.created',
  'share.revoked',
  'share.opened',
  'print.ordered',
  'print.emailed',
  'print.failed',
  'task.created',
  'task.updated',
  'task.moved',
  'task.deleted',
  'task.restored',
  'task.purged',
  'task.reported',
  'task.noted',
  'task.photo',
  'log.saved',
  'log.signed',
  'log.reopened',
  'schedule.imported',
  'user.created',
  'user.updated',
  'project.created',
  'project.updated',
  'pin.created',
  'pin.updated',
  'pin.status',
  'pin.deleted',
  'pin.commented',
  'pin.restored',
  'pin.purged',
  'markup.created',
  'markup.updated',
  'markup.published',
  'markup.deleted',
  'pin.photo-added',
  'pin.photo-removed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What a person reads for each kind ("Ana Ruiz uploaded Kitchen Plan Rev C.pdf"). */
export const ACTIVITY_VERBS: Record<ActivityKind, string> = {
  'file.uploaded': 'uploaded',
  'file.versioned': 'uploaded a new version of',
  'file.made-current': 'made an older version current of',
  'file.copied': 'copied',
  'file.moved': 'moved',
  'file.deleted': 'deleted',
  'file.restored': 'restored',
  'file.purged': 'deleted forever',
  'file.downloaded': 'downloaded',
  'file.viewed': 'opened',
  'folder.created': 'created folder',
  'folder.renamed': 'renamed folder',
  'folder.deleted': 'deleted folder',
  'folder.restored': 'restored folder',
  'folder.purged': 'deleted forever folder',
  'share.created': 'made a share link for',
  'share.revoked': 'revoked a share link for',
  'share.opened': 'opened a share link for',
  'print.ordered': 'ordered prints of',
  'print.emailed': 'emailed the print order for',
  'print.failed': 'could not email the print order for',
  'task.created': 'added task',
  'task.updated': 'edited task',
  'task.moved': 'moved task',
  'task.deleted': 'deleted task',
  'task.restored': 'restored task',
  'task.purged': 'deleted forever task',
  'task.reported': 'reported on',
  'task.noted': 'added a note to',
  'task.photo': 'added photos to',
  'log.saved': 'wrote',
  'log.signed': 'signed off',
  'log.reopened': 'reopened',
  'schedule.imported': 'imported the schedule file',
  'user.created': 'created user',
  'user.updated': 'edited user',
  'project.created': 'created project',
  'project.updated': 'edited project',
  'pin.created': 'placed pin',
  'pin.updated': 'edited pin',
  'pin.status': 'changed the status of pin',
  'pin.deleted': 'deleted pin',
  'pin.commented': 'commented on pin',
  'pin.restored': 'restored pin',
  'pin.purged': 'deleted forever pin',
  'markup.created': 'drew markup',
  'markup.updated': 'edited markup',
  'markup.published': 'published markup',
  'markup.deleted': 'deleted markup',
  'pin.photo-added': 'added a photo to pin',
  'pin.photo-removed': 'removed a photo from pin',
};

/** A project's documents and schedules are filed under their module; user and project administration under `admin`. */
export const ACTIVITY_AREAS = ['plan', 'marketing', 'construction', 'admin'] as const;
export type ActivityArea = Module | 'admin';

export const AREA_LABELS: Record<ActivityArea, string> = {
  plan: 'Plan File',
  marketing: 'Marketing',
  construction: 'Construction',
  admin: 'Administration',
};

export type ActivityObjectType =
  | 'file'
  | 'folder'
  | 'task'
  | 'marketing-task'
  | 'share-link'
  | 'print-order'
  | 'daily-log'
  | 'user'
  | 'project'
  | 'pin'
  | 'markup';

export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

export interface ActivityEntry {
  _id: string;
  at: string;
  projectId: string | null;
  area: ActivityArea;
  kind: ActivityKind;
  /** Null when nobody signed in did it (a share link opened by its holder). */
  actor: { id: string; name: string } | null;
  /** `gone`: the object is in the recycle bin or erased, so the entry links nowhere (set when a page is read). */
  object: { type: ActivityObjectType; id: string; name: string; gone?: true };
  /** Where it happened: the folder path or the schedule. */
  place?: string;
  /** A short detail in words ("to Plans / Level 2", "24 hours", "Completed, 60%"). */
  detail?: string;
  changes?: FieldChange[];
}

export interface ActivityPage {
  entries: ActivityEntry[];
  nextCursor: string | null;
}
