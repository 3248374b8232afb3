/**
 * Restoring a construction or marketing task from the recycle bin (docs/data-model.md#recycle-bin): back in
 * its schedule with its notes and photos (never touched while it was in the bin), its dependencies and its
 * place in its dependents' lists. A dependency on a task that is itself in the bin waits in that task's bin
 * item and comes back when both are back.
 */
import { deleteMarketingTask } from '#shared/endpoints/marketing-tasks.ts';
import { deleteTask } from '#shared/endpoints/tasks.ts';
import type { Restored } from '#shared/models/recycle-bin.ts';
import type { Role } from '#shared/roles.ts';
import { linksOf, plainLink, storedLinks, type TaskLink } from '#shared/schedule-links.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { conflict, forbidden, notFound } from '../commons/errors.ts';
import { retry } from '../commons/retry.ts';
import { type BinRecord, getBinItem } from '../data/recycle-bin.ts';
import { Refused } from '../data/refusals.ts';
import {
  getTaskRecord,
  getTaskRecords,
  listProjectTasks,
  type RestorePlan,
  restoreBinnedTask,
  type ScheduleKind,
  type TaskRecord,
  taskDates,
} from '../data/schedule-tasks.ts';
import { NOT_IN_BIN } from './refusals.ts';
import { isStale, SCHEDULE_CHANGED, STALE_TASK_RETRY, taskEntry } from './schedule-tasks.ts';

/** Who may restore a task: whoever may delete one in its schedule. */
const DELETERS: Record<ScheduleKind, readonly Role[]> = {
  construction: deleteTask.access.roles,
  marketing: deleteMarketingTask.access.roles,
};

const dependenciesOf = (task: TaskRecord) => task.dependencies ?? [];

/**
 * What comes back with the task, from the schedule as it is now: its own dependencies on live tasks (those
 * on tasks in the bin join their bin items' `dependents`; those on tasks erased meanwhile are dropped), and
 * its place in the list of every task that named it, live or in the bin.
 */
async function restorePlan<K extends ScheduleKind>(kind: K, task: TaskRecord<K>, bin: BinRecord): Promise<RestorePlan> {
  const live = new Map((await listProjectTasks(kind, task.projectId)).map((t) => [t._id, t]));
  const own = dependenciesOf(task);
  const binnedDependencies = await Promise.all(
    own.filter((id) => !live.has(id)).map((id) => getBinItem(task.projectId, id)),
  );
  const waiting = binnedDependencies
    .filter((b): b is BinRecord => b !== undefined && b.kind === bin.kind && !b.purgingAt)
    .filter((b) => !(b.dependents ?? []).includes(task._id))
    .map((b) => {
      // Its own typed link to that task waits in the bin item with it, as a delete would have kept it.
      const typed = (task.links ?? []).filter((l) => l.id === b._id && !(l.type === 'FS' && l.lag === 0));
      const dependentLinks = [...(b.dependentLinks ?? []), ...typed.map((l) => ({ ...l, id: task._id }))];
      return {
        bin: b,
        dependents: [...(b.dependents ?? []), task._id],
        ...(dependentLinks.length && { dependentLinks }),
      };
    });
  const named = (bin.dependents ?? []).filter((id) => id !== task._id);
  const binnedDependents = (
    await getTaskRecords(
      kind,
      named.filter((id) => !live.has(id)),
    )
  ).filter((t) => t.binned && t.projectId === task.projectId);
  const kept = own.filter((id) => live.has(id));
  // A live task the restored one now reaches through its dependencies would close a cycle (made while it
  // was in the bin): that one does not get it back.
  const reached = reachable(kept, live);
  const dependents = [...named.flatMap((id) => live.get(id) ?? []), ...binnedDependents]
    .filter((t) => !dependenciesOf(t).includes(task._id) && !reached.has(t._id))
    .map((t) => ({
      id: t._id,
      read: dependenciesOf(t),
      dependencies: [...dependenciesOf(t), task._id],
      // Its link back with the type and lag the bin item kept (finish-to-start without lag when it kept none).
      ...linkBack(t, task._id, bin.dependentLinks),
    }));
  const links = task.links && storedLinks(task.links.filter((l) => live.has(l.id)));
  const leavesPhase = task.parent_id !== undefined && !live.has(task.parent_id);
  return { dependencies: kept, ...(links && { links }), ...(leavesPhase && { leavesPhase }), dependents, waiting };
}

/** A dependent's links once the restored task is back in them: as read, plus its link to the task. */
function linkBack(
  dependent: TaskRecord,
  taskId: string,
  kept: readonly TaskLink[] | undefined,
): { readLinks?: TaskLink[]; links?: TaskLink[] } {
  const link = kept?.find((l) => l.id === dependent._id);
  const back = link ? { id: taskId, type: link.type, lag: link.lag } : plainLink(taskId);
  const links = storedLinks([...linksOf(dependent), back]);
  return { ...(dependent.links && { readLinks: dependent.links }), ...(links && { links }) };
}

/** Every live task reached from `from` along the dependency lists (`from` included). */
function reachable(from: string[], live: ReadonlyMap<string, TaskRecord>): Set<string> {
  const seen = new Set<string>();
  const next = [...from];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(...(live.get(id)?.dependencies ?? []));
  }
  return seen;
}

/**
 * The restore of one schedule's tasks, answering the task as `answer` shows it. Decided again on a fresh
 * read when a list or the task changed meanwhile; 404 once it is no longer in the bin.
 */
export function restoreTask<K extends ScheduleKind>(
  kind: K,
  answer: (task: TaskRecord<K>, now: Date) => Restored | Promise<Restored>,
) {
  return async (caller: Caller, bin: BinRecord, _toRoot: boolean, now: Date): Promise<Restored> => {
    if (!DELETERS[kind].includes(caller.role)) throw forbidden();
    try {
      return await retry(
        async () => {
          const task = await getTaskRecord(kind, bin._id);
          if (!task?.binned || task.projectId !== bin.projectId) throw notFound(NOT_IN_BIN);
          const plan = await restorePlan(kind, task, bin);
          const { binned: _b, ...rest } = task;
          const restored = {
            ...rest,
            dependencies: plan.dependencies,
            links: plan.links,
            parent_id: plan.leavesPhase ? undefined : task.parent_id,
          } as TaskRecord<K>;
          const entry = taskEntry(kind, caller, now, 'task.restored', restored);
          try {
            await restoreBinnedTask(kind, task, taskDates(task).start, plan, bin, entry);
          } catch (error) {
            if (error instanceof Refused && error.subject === 'bin') throw notFound(NOT_IN_BIN);
            throw error;
          }
          return answer(restored, now);
        },
        { ...STALE_TASK_RETRY, retryOn: isStale },
      );
    } catch (error) {
      if (isStale(error)) throw conflict(SCHEDULE_CHANGED);
      throw error;
    }
  };
}
