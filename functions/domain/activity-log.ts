/**
 * The activity log's rules (docs/requirements.md#activity-log): what an entry holds, and who sees which
 * entries. Members see their project's entries in the areas their role reaches; admins see everything.
 */

import { encodeTime } from 'ulid';
import type { ActivityArea, ActivityEntry, ActivityPage, FieldChange } from '#shared/models/activity.ts';
import { canUseModule, isAdmin, MODULES } from '#shared/roles.ts';
import type { AdminActivityQuery, ProjectActivityQuery } from '#shared/schemas/activity.ts';
import { torontoDaySpan } from '#shared/time.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { forbidden, notFound } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { type ActivityFilter, ADMIN_SCOPE, listActivity } from '../data/activity-log.ts';
import { type MarkedObjectType, type ObjectMarks, type ObjectRef, objectMarks, refKey } from '../data/object-marks.ts';
import { getProject } from '../data/projects.ts';
import { assertProjectAccess, NO_SECTION_ACCESS } from './access.ts';
import { chainStands, folderChains } from './folder-chains.ts';
import { orWorded } from './refusals.ts';

export const DEFAULT_ACTIVITY_PAGE = 50;

export type NewEntry = Omit<ActivityEntry, '_id' | 'at' | 'actor'>;

/** Who did it: a signed-in caller, or a setup command (the seed, create-admin) acting as SETUP. */
export type Actor = Pick<Caller, 'userId' | 'name'>;
export const SETUP: Actor = { userId: 'setup', name: 'Site Office setup' };

/** An entry made now by the caller (null: nobody signed in). */
export function activityEntry(caller: Actor | null, now: Date, entry: NewEntry): ActivityEntry {
  return {
    _id: ulid(now.getTime()),
    at: now.toISOString(),
    actor: caller ? { id: caller.userId, name: caller.name } : null,
    ...entry,
  };
}

/** Toronto days (both included) as bounds on entry ids, which begin with their time. */
export function idRangeOf(from: string | undefined, to: string | undefined): ActivityFilter['idRange'] {
  if (!from && !to) return undefined;
  const { first, last } = torontoDaySpan(from, to);
  const start = first?.getTime() ?? 0;
  const end = last?.getTime() ?? 2 ** 48 - 1;
  return { from: `${encodeTime(start, 10)}${'0'.repeat(16)}`, to: `${encodeTime(end, 10)}${'Z'.repeat(16)}` };
}

/** The areas of a project the caller may read the activity of; undefined = all of them. */
function reachableAreas(caller: Caller): ActivityArea[] | undefined {
  if (isAdmin(caller.role)) return undefined;
  const modules = MODULES.filter((m) => canUseModule(caller.role, m));
  return modules.length === MODULES.length ? undefined : modules;
}

export async function projectActivity(
  caller: Caller,
  projectId: string,
  query: ProjectActivityQuery,
): Promise<ActivityPage> {
  // As everywhere: an unknown id is 404, a project that is not the caller's 403.
  if (!(await getProject(projectId))) throw notFound('Project not found');
  assertProjectAccess(caller, projectId);
  const areas = reachableAreas(caller);
  if (areas?.length === 0) throw forbidden(NO_SECTION_ACCESS);
  if (query.area && areas && !areas.includes(query.area)) throw forbidden(NO_SECTION_ACCESS);
  const filter: ActivityFilter = {
    areas: query.area ? undefined : areas,
    area: query.area,
    kind: query.kind,
    actorId: query.actorId,
    idRange: idRangeOf(query.from, query.to),
  };
  const limit = query.limit ?? DEFAULT_ACTIVITY_PAGE;
  const page = query.objectId
    ? await orWorded(listActivity({ objectId: query.objectId }, { ...filter, projectId }, limit, query.cursor))
    : await orWorded(listActivity({ projectId }, filter, limit, query.cursor));
  return withGoneObjects(page);
}

const MARKED_TYPES: ReadonlySet<string> = new Set<MarkedObjectType>(['file', 'folder', 'task', 'marketing-task']);

/**
 * Marks the entries whose object is in the recycle bin, being erased, or erased (docs/requirements.md#recycle-bin):
 * they stay in the log but link nowhere, as the object answers 404 to everyone.
 */
export async function withGoneObjects(page: ActivityPage): Promise<ActivityPage> {
  const refs = page.entries
    .map((e) => e.object)
    .filter((o): o is ActivityEntry['object'] & ObjectRef => MARKED_TYPES.has(o.type));
  if (refs.length === 0) return page;
  const marks = await objectMarks(refs);
  // A file or folder below a binned folder is gone too, though its own item says nothing.
  const chains = await folderChains([...marks.values()].flatMap((m) => m.folderId ?? []));
  const stands = (mark: ObjectMarks | undefined) =>
    mark !== undefined &&
    !mark.binned &&
    !mark.deleting &&
    (mark.folderId === undefined || chainStands(chains.get(mark.folderId) ?? []));
  const entries = page.entries.map((entry) => {
    if (!MARKED_TYPES.has(entry.object.type)) return entry;
    return stands(marks.get(refKey(entry.object as ObjectRef)))
      ? entry
      : { ...entry, object: { ...entry.object, gone: true as const } };
  });
  return { ...page, entries };
}

/** An entry of user or project administration (filed under the admin activity, not a project's). */
export function adminEntry(
  caller: Actor,
  now: Date,
  kind: 'user.created' | 'user.updated' | 'project.created' | 'project.updated',
  object: { id: string; name: string },
  changes: FieldChange[] = [],
): ActivityEntry {
  return activityEntry(caller, now, {
    projectId: null,
    area: 'admin',
    kind,
    object: { type: kind.startsWith('user.') ? 'user' : 'project', ...object },
    ...(changes.length ? { changes } : {}),
  });
}

const shown = (value: unknown): string | null =>
  value === undefined || value === null || value === ''
    ? null
    : Array.isArray(value)
      ? value.map(String).join(', ')
      : String(value);

/**
 * The fields a change alters, before and after (secrets and bookkeeping are named, never shown).
 * `hidden` fields appear as "changed"; `skipped` ones (times, versions) not at all.
 */
export function fieldChanges(
  before: object,
  after: object,
  options: { hidden?: readonly string[]; skipped?: readonly string[] } = {},
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || options.skipped?.includes(field)) continue;
    if (options.hidden?.includes(field)) {
      changes.push({ field, from: null, to: 'changed' });
      continue;
    }
    const change = { field, from: shown((before as Record<string, unknown>)[field]), to: shown(value) };
    if (change.from !== change.to) changes.push(change);
  }
  return changes;
}

export async function adminActivity(query: AdminActivityQuery): Promise<ActivityPage> {
  const filter: ActivityFilter = { kind: query.kind, actorId: query.actorId, idRange: idRangeOf(query.from, query.to) };
  return orWorded(listActivity({ projectId: ADMIN_SCOPE }, filter, query.limit ?? DEFAULT_ACTIVITY_PAGE, query.cursor));
}
