/**
 * What the construction and marketing schedules do alike: load a task the caller may use, check
 * dependencies against the project's tasks, apply an edit, and delete a task out of its dependents.
 */
import type { ActivityEntry, ActivityKind, FieldChange } from '#shared/models/activity.ts';
import type { BinKind } from '#shared/models/recycle-bin.ts';
import type { Module } from '#shared/roles.ts';
import {
  linksForDependencies,
  linksOf,
  storedLinks,
  type TaskLink,
  type WorkCalendar,
} from '#shared/schedule-links.ts';
import { rescheduleMoves, type ShiftTask, type TaskMove } from '#shared/schedule-shift.ts';
import { finishOf, type RescheduleBody } from '#shared/schemas/tasks.ts';
import { torontoDateKeyOf } from '#shared/time.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, invalid, notFound } from '../commons/errors.ts';
import { retry } from '../commons/retry.ts';
import { getProject } from '../data/projects.ts';
import {
  binTask,
  type DateMove,
  getTaskRecord,
  type ListChange,
  listProjectTasks,
  moveTaskDates,
  type ScheduleKind,
  StaleTask,
  type TaskRecord,
  taskDates,
  updateTaskFields,
} from '../data/schedule-tasks.ts';
import { assertModuleAccess } from './access.ts';
import { type Actor, activityEntry, fieldChanges } from './activity-log.ts';
import { newBinRecord } from './bin-records.ts';
import { workCalendarOfProject } from './project-calendar.ts';
import { worded } from './refusals.ts';
import { assertDatesInOrder, assertDependencies, assertPhase } from './schedule-rules.ts';

const MODULE: Record<ScheduleKind, Module> = { construction: 'construction', marketing: 'marketing' };
/** The schedule's name: where its tasks are, in the activity log and the recycle bin. */
export const SCHEDULE_NAME: Record<ScheduleKind, string> = {
  construction: 'Construction schedule',
  marketing: 'Marketing schedule',
};
const OBJECT_TYPE = { construction: 'task', marketing: 'marketing-task' } as const;

/** A task's kind in the recycle bin. */
const TASK_BIN_KIND: Record<ScheduleKind, BinKind> = { construction: 'task', marketing: 'marketing_task' };

type TaskEntryKind = Extract<ActivityKind, `task.${string}`>;

/** An activity entry about a task; `changes` are the edited fields, before and after. */
export function taskEntry(
  kind: ScheduleKind,
  caller: Caller,
  now: Date,
  entryKind: TaskEntryKind,
  task: TaskRecord,
  extra: { detail?: string; changes?: FieldChange[] } = {},
): ActivityEntry {
  return activityEntry(caller, now, {
    projectId: task.projectId,
    area: MODULE[kind],
    kind: entryKind,
    object: { type: OBJECT_TYPE[kind], id: task._id, name: String(task.task_name ?? '') },
    place: SCHEDULE_NAME[kind],
    ...(extra.detail ? { detail: extra.detail } : {}),
    ...(extra.changes?.length ? { changes: extra.changes } : {}),
  });
}

/** An activity entry about a file imported into a schedule: the object is the import, named by its file. */
export function importEntry(
  kind: ScheduleKind,
  caller: Actor,
  now: Date,
  projectId: string,
  file: { importId: string; fileName: string },
  detail: string,
): ActivityEntry {
  return activityEntry(caller, now, {
    projectId,
    area: MODULE[kind],
    kind: 'schedule.imported',
    object: { type: OBJECT_TYPE[kind], id: file.importId, name: file.fileName },
    place: SCHEDULE_NAME[kind],
    detail,
  });
}

const linkLabel = (l: TaskLink) => `${l.id} ${l.type}${l.lag === 0 ? '' : `${l.lag > 0 ? '+' : ''}${l.lag}d`}`;

/** The edited fields before and after; links as "id SS+2d", the dependencies they make shown with them. */
export function changesOf(before: TaskRecord, fields: Record<string, unknown>): FieldChange[] {
  const changes = fieldChanges(before, fields, { skipped: ['updatedAt', 'links'] });
  if (!('links' in fields || 'dependencies' in fields)) return changes;
  const from = linksOf(before).map(linkLabel).join(', ');
  const to = linksOf({ ...before, ...fields } as TaskRecord)
    .map(linkLabel)
    .join(', ');
  return from === to ? changes : [...changes.filter((c) => c.field !== 'dependencies'), { field: 'links', from, to }];
}

const asNode = (t: TaskRecord) => ({ _id: t._id, task_name: String(t.task_name), dependencies: t.dependencies ?? [] });

export async function loadScheduleTask<K extends ScheduleKind>(
  kind: K,
  caller: Caller,
  id: string,
): Promise<TaskRecord<K>> {
  const task = await getTaskRecord(kind, id);
  // A task in the recycle bin is gone until it is restored (docs/data-model.md#recycle-bin).
  if (!task || task.binned) throw notFound('Task not found');
  assertModuleAccess(caller, MODULE[kind], task.projectId);
  return task;
}

export async function assertCanAddTo(kind: ScheduleKind, caller: Caller, projectId: string): Promise<void> {
  assertModuleAccess(caller, MODULE[kind], projectId);
  if (!(await getProject(projectId))) throw notFound('Project not found');
}

/**
 * Checks `task`'s links and phase as the schedule will be with `task` saved (one Query of the project):
 * links only to tasks of the schedule and never in a circle; a phase of type project of the schedule, at
 * most five levels; a phase that holds tasks stays of type project.
 */
export async function assertTaskPlace(kind: ScheduleKind, task: TaskRecord): Promise<void> {
  const others = (await listProjectTasks(kind, task.projectId)).filter((t) => t._id !== task._id);
  const schedule = [...others, task];
  if ((task.dependencies ?? []).length > 0) assertDependencies(task._id, task.dependencies, schedule.map(asNode));
  assertPhase(task, schedule);
}

/**
 * A new task with the dependencies, links and phase that were sent (links stored only when one is not
 * finish-to-start without lag), checked against its schedule when it has any.
 */
export async function placeNewTask<T extends TaskRecord>(
  kind: ScheduleKind,
  task: T,
  sent: { dependencies?: string[]; links?: TaskLink[]; parent_id?: string },
): Promise<T> {
  // The schema gives dependencies [] when only links were sent.
  const given = sent.links && sent.dependencies?.length === 0 ? { links: sent.links } : sent;
  const { dependencies, links } = linkFields({ dependencies: [] }, given);
  const placed: T = {
    ...task,
    dependencies,
    ...(links && { links }),
    ...(sent.parent_id && { parent_id: sent.parent_id }),
  };
  if (dependencies.length > 0 || placed.parent_id) await assertTaskPlace(kind, placed);
  return placed;
}

/** The fields that change a task's place in its schedule: checked by assertTaskPlace when one is sent. */
export const PLACE_FIELDS = ['dependencies', 'links', 'parent_id', 'type'] as const;
export const movesPlace = (changes: object) =>
  PLACE_FIELDS.some((f) => (changes as Record<string, unknown>)[f] !== undefined);

/**
 * The dependencies and links a new or edited task stores: sent `links` as they are; sent `dependencies`
 * alone keep the type and lag of the ids kept (new ones are finish-to-start, lag 0). Both sent must name
 * the same tasks in the same order.
 */
export function linkFields(
  current: Pick<TaskRecord, 'dependencies' | 'links'>,
  sent: { dependencies?: string[]; links?: TaskLink[] },
): { dependencies: string[]; links: TaskLink[] | undefined } {
  if (sent.links && sent.dependencies && sent.links.map((l) => l.id).join() !== sent.dependencies.join()) {
    throw invalid('dependencies must be the ids of the links, in the same order');
  }
  const links = sent.links ?? linksForDependencies(linksOf(current), sent.dependencies ?? current.dependencies ?? []);
  return { dependencies: links.map((l) => l.id), links: storedLinks(links) };
}

/** Where each schedule keeps a task's first and last day. */
const DATE_FIELDS: Record<ScheduleKind, { start: string; end: string }> = {
  construction: { start: 'schedule_start', end: 'schedule_finish' },
  marketing: { start: 'start_date', end: 'end_date' },
};

/** The fields an edit writes: what was sent (a blank owner or description clears it), and the time of the edit. */
function sentFields(changes: object, now: Date): Record<string, unknown> {
  const sent: Record<string, unknown> = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (sent.owner === '') sent.owner = undefined;
  if (sent.description === '') sent.description = undefined;
  if (sent.parent_id === null) sent.parent_id = undefined;
  return { ...sent, updatedAt: now.toISOString() };
}

/**
 * An edit of a milestone's type or dates also sets its finish to its start (a milestone is one day), from
 * the stored task for what the edit leaves alone.
 */
function withMilestoneFinish(kind: ScheduleKind, task: TaskRecord, fields: Record<string, unknown>) {
  const { start, end } = DATE_FIELDS[kind];
  if (!('type' in fields || start in fields || end in fields)) return fields;
  const next: TaskRecord = { ...task, ...fields };
  const dates = taskDates(next);
  const finish = finishOf(next.type, dates.start, dates.end);
  return finish === dates.end ? fields : { ...fields, [end]: finish };
}

/** An edit of the dependencies or links writes both, as linkFields makes them from the stored task. */
function withLinks(task: TaskRecord, fields: Record<string, unknown>): Record<string, unknown> {
  if (!('dependencies' in fields || 'links' in fields)) return fields;
  const sent = fields as { dependencies?: string[]; links?: TaskLink[] };
  return { ...fields, ...linkFields(task, sent) };
}

/** A write that lost a race with another edit is decided again on a fresh read: 8 tries (full jitter from 20 ms). */
export const STALE_TASK_RETRY = { attempts: 8, baseMs: 20, maxMs: 1000 };
export const isStale = (error: unknown) => error instanceof StaleTask;
/** Fields whose rules read other fields or tasks (date order, dependency cycles): their edits are guarded. */
const GUARDED_FIELDS = new Set([
  'schedule_start',
  'schedule_finish',
  'start_date',
  'end_date',
  'dependencies',
  'links',
  'parent_id',
  'type',
]);

/**
 * Read, check, write, for an edit of a task: only the sent fields are written, and an edit of dates or
 * dependencies is checked against the task as it is when written (a write that lost a race is decided
 * again on a fresh read).
 */
export async function editTask<K extends ScheduleKind>(
  kind: K,
  caller: Caller,
  id: string,
  changes: object,
  now: Date,
  check: (task: TaskRecord<K>, next: TaskRecord<K>) => Promise<void>,
  startField: 'schedule_start' | 'start_date',
  entryKind: TaskEntryKind = 'task.updated',
): Promise<TaskRecord<K>> {
  const sent = sentFields(changes, now);
  try {
    return await retry(
      async () => {
        const task = await loadScheduleTask(kind, caller, id);
        const fields = withLinks(task, withMilestoneFinish(kind, task, sent));
        const guarded = Object.keys(fields).some((f) => GUARDED_FIELDS.has(f));
        const next: TaskRecord<K> = { ...task, ...fields };
        await check(task, next);
        try {
          const start = startField in fields ? String(fields[startField]) : undefined;
          const entry = taskEntry(kind, caller, now, entryKind, next, { changes: changesOf(task, fields) });
          await updateTaskFields(kind, task, fields, { guarded, ...(start !== undefined && { start }) }, entry);
          return next;
        } catch (error) {
          throw error instanceof StaleTask ? error : worded(error);
        }
      },
      { ...STALE_TASK_RETRY, retryOn: isStale },
    );
  } catch (error) {
    if (isStale(error)) {
      throw conflict('This task was changed by someone else at the same time. Please reload and try again.');
    }
    throw error;
  }
}

/**
 * What deleting `task` rewrites in the rest of its schedule: it leaves every dependency list and list of
 * links that named it, and the tasks of a phase move up to the phase's own phase (or out of any), each a
 * ListChange conditional on what was read; `children` counts the tasks moved.
 */
export function detachments(
  schedule: readonly TaskRecord[],
  task: TaskRecord,
): { dependents: ListChange[]; children: number } {
  let children = 0;
  const dependents = schedule.flatMap((t): ListChange[] => {
    const depends = t._id !== task._id && (t.dependencies ?? []).includes(task._id);
    const child = t._id !== task._id && t.parent_id === task._id;
    if (!depends && !child) return [];
    if (child) children++;
    const read = t.dependencies ?? [];
    const links = linksOf(t).filter((l) => l.id !== task._id);
    return [
      {
        id: t._id,
        read,
        dependencies: read.filter((d) => d !== task._id),
        ...(t.links && { readLinks: t.links }),
        ...(t.links && { links: storedLinks(links) }),
        ...(child && { parent: { read: task._id, ...(task.parent_id && { to: task.parent_id }) } }),
      },
    ];
  });
  return { dependents, children };
}

/**
 * The links of `dependents` to `taskId` that are not finish-to-start without lag, each under the dependent's
 * id: what the bin item keeps so a restore gives them back as they were.
 */
function typedLinksTo(dependents: readonly ListChange[], taskId: string): TaskLink[] {
  return dependents.flatMap((d) =>
    (d.readLinks ?? [])
      .filter((l) => l.id === taskId && !(l.type === 'FS' && l.lag === 0))
      .map((l) => ({ id: d.id, type: l.type, lag: l.lag })),
  );
}

/**
 * Deletes a task into the recycle bin (docs/data-model.md#recycle-bin): out of its schedule and of every
 * other task's dependencies, which its bin item remembers for a restore. Notes and photos stay with it.
 * A write that lost a race is decided again on a fresh read (a task binned meanwhile is then 404).
 */
export async function deleteFromSchedule(
  kind: ScheduleKind,
  caller: Caller,
  id: string,
  now: Date,
): Promise<{ message: string }> {
  return retry(
    async () => {
      const task = await loadScheduleTask(kind, caller, id);
      const { dependents, children } = detachments(await listProjectTasks(kind, task.projectId), task);
      const named = dependents.filter((d) => d.read.includes(task._id)).map((d) => d.id);
      const dependentLinks = typedLinksTo(dependents, task._id);
      const detail = [
        named.length ? `detached from ${named.length} dependent task(s)` : '',
        children ? `${children} task(s) moved out of the phase` : '',
      ]
        .filter(Boolean)
        .join('; ');
      const bin = newBinRecord(caller, now, {
        _id: task._id,
        kind: TASK_BIN_KIND[kind],
        name: String(task.task_name ?? ''),
        module: MODULE[kind],
        projectId: task.projectId,
        place: SCHEDULE_NAME[kind],
      });
      await binTask(
        kind,
        task,
        dependents,
        { ...bin, dependents: named, ...(dependentLinks.length && { dependentLinks }) },
        taskEntry(kind, caller, now, 'task.deleted', task, { ...(detail && { detail }) }),
      );
      return { message: 'Task deleted' };
    },
    { ...STALE_TASK_RETRY, retryOn: isStale },
  );
}

export const SCHEDULE_CHANGED =
  'The schedule was changed by someone else at the same time. Please reload and try again.';

const dayRange = (start: string, end: string) => `${torontoDateKeyOf(start)} to ${torontoDateKeyOf(end)}`;

/** A stored task as the shared rescheduling rule reads it. */
const asShiftTask = (t: TaskRecord): ShiftTask => ({
  id: t._id,
  name: String(t.task_name ?? t._id),
  ...taskDates(t),
  dependencies: t.dependencies ?? [],
  ...(t.links && { links: t.links }),
  ...(t.type && { type: t.type }),
  ...(t.parent_id && { parentId: t.parent_id }),
});

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

/**
 * An undo (docs/requirements.md#successors-follow): every task back to the dates named, once the rule
 * is seen to make the stored dates from them (the move from the dates named to the stored ones moves
 * exactly the tasks named, to where they are). Else 409 when other tasks would follow (a link changed
 * since), 400 when the dates named are not where such a move came from.
 */
function undoneMoves(
  stored: ReadonlyMap<string, TaskRecord>,
  task: TaskRecord,
  body: RescheduleBody,
  to: { start: string; end: string },
  calendar: WorkCalendar,
): TaskMove[] {
  const back = new Map(body.successors.map((s) => [s.id, s.to as { start: string; end: string }]));
  const before = [...stored.values()]
    .map(asShiftTask)
    .map((t) => (t.id === task._id ? { ...t, ...to } : { ...t, ...back.get(t.id) }));
  const redone = rescheduleMoves(before, task._id, body.from, calendar).moves.slice(1);
  if (redone.length !== back.size || redone.some((m) => !back.has(m.id))) throw conflict(SCHEDULE_CHANGED);
  const astray = redone.filter((m) => {
    const now = taskDates(stored.get(m.id) as TaskRecord);
    return now.start !== m.to.start || now.end !== m.to.end;
  });
  if (astray.length > 0) {
    throw invalid(
      `An undo puts back only what a move changed: ${quoted(astray.map((m) => m.name))} did not move from the dates named`,
    );
  }
  return [
    { id: task._id, name: task.task_name, from: body.from, to },
    ...body.successors.map((s) => ({
      id: s.id,
      name: String(stored.get(s.id)?.task_name ?? s.id),
      from: { start: s.start, end: s.end },
      to: back.get(s.id) as { start: string; end: string },
    })),
  ];
}

/** The most moves the activity entry lists one by one; its detail counts them all. */
const LISTED_MOVES = 100;

/**
 * Moves a task and the tasks that follow it (docs/requirements.md#successors-follow), as the server works
 * them out from the stored tasks and links with the rule both sides share (rescheduleMoves,
 * shared/schedule-shift.ts): a successor of any link type by what its link's date moved, the tasks a phase
 * holds with the phase. Refused, writing nothing: a named task that cannot follow this one (400); a view
 * that is not the stored one, the moved task's or a named task's dates, or other tasks following than the
 * ones named (409). An undo puts back the dates it names, checked by the same rule (undoneMoves). One
 * activity entry, on the moved task, lists every move.
 */
export async function rescheduleTasks(
  kind: ScheduleKind,
  caller: Caller,
  body: RescheduleBody,
  now: Date,
): Promise<{ message: string; moved: number }> {
  await assertCanAddTo(kind, caller, body.projectId);
  const stored = new Map((await listProjectTasks(kind, body.projectId)).map((t) => [t._id, t]));
  const task = stored.get(body.id);
  if (!task) throw notFound('Task not found');
  const to = { start: body.to.start, end: finishOf(task.type, body.to.start, body.to.end) };
  assertDatesInOrder(to.start, to.end);
  const calendar = await workCalendarOfProject(body.projectId);
  const { moves: planned, followers } = rescheduleMoves([...stored.values()].map(asShiftTask), task._id, to, calendar);
  const strangers = body.successors.filter((s) => !followers.has(s.id));
  if (strangers.length > 0) {
    const names = strangers.map((s) => String(stored.get(s.id)?.task_name ?? s.id));
    throw invalid(
      `${quoted(names)} ${names.length === 1 ? 'is not a task that follows' : 'are not tasks that follow'} "${task.task_name}": only its successors move with it`,
    );
  }
  const named = body.successors.filter((s) => s.to).length;
  if (body.undo && named < body.successors.length) throw invalid('An undo names the dates each task goes back to');
  if (!body.undo && named > 0) throw invalid('Only an undo names the dates the tasks that follow go back to');
  const seen = [{ id: task._id, ...body.from }, ...body.successors];
  const changed = seen.some((s) => {
    const dates = taskDates(stored.get(s.id) as TaskRecord);
    return dates.start !== s.start || dates.end !== s.end;
  });
  if (changed) throw conflict(SCHEDULE_CHANGED);
  const moves = body.undo
    ? undoneMoves(stored, task, body, to, calendar)
    : planned.length > 0
      ? planned
      : [{ id: task._id, name: task.task_name, from: body.from, to }];
  const shown = new Set(body.successors.map((s) => s.id));
  if (moves.length - 1 !== shown.size || moves.slice(1).some((m) => !shown.has(m.id))) {
    throw conflict(SCHEDULE_CHANGED);
  }
  const others = moves.length - 1;
  const entry = taskEntry(kind, caller, now, 'task.moved', task, {
    ...(others > 0 && { detail: `with ${others} ${others === 1 ? 'successor' : 'successors'}` }),
    changes: moves.slice(0, LISTED_MOVES).map((m) => ({
      field: m.name,
      from: dayRange(m.from.start, m.from.end),
      to: dayRange(m.to.start, m.to.end),
    })),
  });
  const writes: DateMove[] = moves.map((m) => ({ task: stored.get(m.id) as TaskRecord, from: m.from, to: m.to }));
  try {
    await moveTaskDates(kind, DATE_FIELDS[kind], writes, now.toISOString(), entry);
  } catch (error) {
    if (error instanceof StaleTask) throw conflict(SCHEDULE_CHANGED);
    throw error;
  }
  return { message: moves.length === 1 ? 'Task moved' : `${moves.length} tasks moved`, moved: moves.length };
}
