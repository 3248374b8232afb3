/**
 * An in-memory stand-in for data/schedule-tasks.ts's reads and writes, with the guards the real ones write
 * as conditions: a guarded edit lands only over the version read, a date move only over the dates the
 * mover saw (else its StaleTask), a delete into the recycle bin only of a task not binned yet. For the schedules' domain unit tests; the emulator suite keeps the real
 * table (tests/integration/construction-tasks.test.ts, marketing-tasks.test.ts, reschedule.test.ts).
 */
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { BinRecord } from '../../data/recycle-bin.ts';
import type { ConstructionTaskRecord, DateMove, ListChange, TaskRecord } from '../../data/schedule-tasks.ts';

/** A construction task as stored: "Pour slab" of P1, 20 to 25 November, with `extra` over it. */
export const constructionTask = (extra: Partial<ConstructionTaskRecord> = {}): ConstructionTaskRecord => ({
  _id: 'T1',
  projectId: 'P1',
  task_name: 'Pour slab',
  schedule_start: '2026-11-20T13:00:00.000Z',
  schedule_finish: '2026-11-25T13:00:00.000Z',
  dependencies: [],
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...extra,
});

export const taskTable = {
  tasks: new Map<string, TaskRecord>(),
  entries: [] as ActivityEntry[],
  /** Bin items of the tasks deleted into the recycle bin, by task id. */
  bins: new Map<string, BinRecord>(),
  /** Writes that lose a race with another edit (which renames the task) before they land. */
  racesLeft: 0,
  reset(): void {
    this.tasks.clear();
    this.entries.length = 0;
    this.bins.clear();
    this.racesLeft = 0;
  },
};

type Stored = TaskRecord & Record<string, unknown>;
const stored = (id: string) => taskTable.tasks.get(id) as Stored;

/** The fake functions; `Stale` is the real module's StaleTask (this module imports no data module's values). */
export function fakeTaskTable(Stale: new () => Error) {
  const { tasks, entries, bins } = taskTable;
  return {
    getTaskRecord: async (_kind: string, id: string) => (tasks.has(id) ? structuredClone(stored(id)) : undefined),
    // The schedule's tasks: one in the recycle bin is not among them.
    listProjectTasks: async (_kind: string, projectId: string) =>
      [...tasks.values()].filter((t) => t.projectId === projectId && !t.binned).map((t) => structuredClone(t)),
    insertTask: async (_kind: string, task: TaskRecord, _start: string, activity: ActivityEntry) => {
      if (tasks.has(task._id)) throw new Error('task exists');
      tasks.set(task._id, structuredClone(task));
      entries.push(activity);
    },
    updateTaskFields: async (
      _kind: string,
      current: TaskRecord,
      changes: Record<string, unknown>,
      options: { guarded: boolean },
      activity: ActivityEntry,
    ) => {
      const task = stored(current._id);
      if (taskTable.racesLeft > 0) {
        taskTable.racesLeft--;
        task.version = (task.version ?? 0) + 1;
        task.task_name = `${task.task_name} (renamed meanwhile)`;
      }
      if (options.guarded && (task.version ?? 0) !== (current.version ?? 0)) throw new Stale();
      Object.assign(task, changes, options.guarded ? { version: (task.version ?? 0) + 1 } : {});
      entries.push(activity);
    },
    moveTaskDates: async (
      _kind: string,
      fields: { start: string; end: string },
      moves: DateMove[],
      updatedAt: string,
      activity: ActivityEntry,
    ) => {
      const seen = ({ task, from }: DateMove) =>
        stored(task._id)[fields.start] === from.start && stored(task._id)[fields.end] === from.end;
      if (!moves.every(seen)) throw new Stale();
      for (const { task, to } of moves) {
        Object.assign(stored(task._id), { [fields.start]: to.start, [fields.end]: to.end, updatedAt });
      }
      entries.push(activity);
    },
    binTask: async (
      _kind: string,
      task: TaskRecord,
      dependents: ListChange[],
      bin: BinRecord,
      activity: ActivityEntry,
    ) => {
      if (stored(task._id).binned) throw new Stale();
      for (const d of dependents) {
        const t = stored(d.id);
        const linksRead = JSON.stringify(t.links) === JSON.stringify(d.readLinks);
        const parentRead = !d.parent || t.parent_id === d.parent.read;
        if (JSON.stringify(t.dependencies) !== JSON.stringify(d.read) || !linksRead || !parentRead) throw new Stale();
        Object.assign(t, { dependencies: d.dependencies, links: d.links });
        if (d.parent) t.parent_id = d.parent.to;
      }
      stored(task._id).binned = { deletedAt: bin.deletedAt, deletedBy: bin.deletedBy, purgeAt: bin.purgeAt };
      bins.set(task._id, bin);
      entries.push(activity);
    },
  };
}
