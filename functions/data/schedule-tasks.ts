/**
 * Schedule task items, construction and marketing alike. Access patterns:
 * - task by id: GetItem PK=<PREFIX>#<id>, SK=<PREFIX>
 * - a project's tasks: Query GSI1 GSI1PK=<PREFIX>S#<projectId> (sorted by start), pages followed
 * - a project's first tasks in the chart's order (creation: ids are ULIDs): Query GSI2
 *   GSI2PK=<PREFIX>S#<projectId>, GSI2SK=<id>, one page of `limit`
 * Construction tasks keep their notes and photos in the same partition (see task-activity.ts).
 */
import { GetCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { TaskLink } from '#shared/schedule-links.ts';
import type { InspectionStatus, TaskStatus, TaskType } from '#shared/schemas/tasks.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import {
  BIN_LABEL,
  type BinMark,
  type BinRecord,
  binItemDependents,
  binItemPut,
  binItemRestored,
  binMarkOf,
  eraseBinnedItem,
} from './recycle-bin.ts';
import { Refused } from './refusals.ts';
import { batchGet, type Item, idOfKey, type Key, queryIndexPartition, table, updateIf } from './table.ts';
import type { ActivityCounters, ImageRecord, NoteRecord } from './task-activity.ts';
import {
  type Labeled,
  MAX_TRANSACTION_ITEMS,
  type TransactItem,
  TransactionRefused,
  transactWrite,
} from './transactions.ts';

export type ScheduleKind = 'construction' | 'marketing';

const PREFIX: Record<ScheduleKind, string> = { construction: 'TASK', marketing: 'MTASK' };

export const taskKey = (kind: ScheduleKind, id: string): Key => ({ PK: `${PREFIX[kind]}#${id}`, SK: PREFIX[kind] });

/** The task's id when `keys` are the item of a task of `kind`. */
export const taskIdOf = (kind: ScheduleKind, keys: Key) => idOfKey(keys, (id) => taskKey(kind, id));
export const projectIndexKey = (kind: ScheduleKind, projectId: string) => `${PREFIX[kind]}S#${projectId}`;

/** What both schedules store for a task. */
interface StoredTask {
  _id: string;
  projectId: string;
  task_name: string;
  type?: TaskType;
  progress?: number;
  dependencies: string[];
  /** The dependencies with types and lags, in the same order; absent: each is finish-to-start, lag 0. */
  links?: TaskLink[];
  /** Its phase: a task of type project of the same schedule. */
  parent_id?: string;
  owner?: string;
  /** Its notes from the plan, plain text (MS Project's task Notes; docs/data-model.md#task-descriptions). */
  description?: string;
  /** The import that made it (schedule-imports.ts), for a replace of that import. */
  importId?: string;
  createdAt: string;
  updatedAt: string;
  /** Moves with every guarded edit (dates, dependencies); absent = 0. */
  version?: number;
  /** While the task is in the recycle bin (binTask): out of its schedule, served to no one. */
  binned?: BinMark;
}

/** A construction task, with the counters and latest items its notes and photos keep on it (task-activity.ts). */
export interface ConstructionTaskRecord extends StoredTask {
  schedule_start: string;
  schedule_finish: string;
  status?: TaskStatus;
  inspection_status?: InspectionStatus;
  inspection_schedule_date?: string;
  estimate_start?: string;
  estimate_finish?: string;
  noteCounters?: ActivityCounters;
  imageCounters?: ActivityCounters;
  lastNote?: NoteRecord;
  lastImage?: ImageRecord;
}

export interface MarketingTaskRecord extends StoredTask {
  start_date: string;
  end_date: string;
}

interface TaskRecords {
  construction: ConstructionTaskRecord;
  marketing: MarketingTaskRecord;
}

/** A stored task of either schedule, or of the one named. */
export type TaskRecord<K extends ScheduleKind = ScheduleKind> = TaskRecords[K];

/** A task's first and last day, whichever schedule it is in. */
export function taskDates(task: TaskRecord): { start: string; end: string } {
  return 'schedule_start' in task
    ? { start: task.schedule_start, end: task.schedule_finish }
    : { start: task.start_date, end: task.end_date };
}

/** The item of a task, listed in its project's schedule by `start` (GSI1) and by id (GSI2). */
export function taskItem(kind: ScheduleKind, task: TaskRecord, start: string): Item {
  return {
    ...task,
    ...taskKey(kind, task._id),
    itemType: `${kind}-task`,
    GSI1PK: projectIndexKey(kind, task.projectId),
    GSI1SK: `${start}#${task._id}`,
    GSI2PK: projectIndexKey(kind, task.projectId),
    GSI2SK: task._id,
  };
}

/** Field by field (a field never stored reads as undefined): renaming one breaks the type check here. */
function storedTask(item: Item): StoredTask {
  return {
    _id: item._id,
    projectId: item.projectId,
    task_name: item.task_name,
    type: item.type,
    progress: item.progress,
    dependencies: item.dependencies,
    ...(item.links && { links: item.links as TaskLink[] }),
    ...(item.parent_id && { parent_id: String(item.parent_id) }),
    owner: item.owner,
    ...(item.description && { description: String(item.description) }),
    ...(item.importId !== undefined && { importId: item.importId as string }),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
    ...(item.binned && { binned: item.binned as BinMark }),
  };
}

/** A construction task item as its typed record (the keys left behind). */
export function toConstructionTask(item: Item): ConstructionTaskRecord {
  return {
    ...storedTask(item),
    schedule_start: item.schedule_start,
    schedule_finish: item.schedule_finish,
    status: item.status,
    inspection_status: item.inspection_status,
    inspection_schedule_date: item.inspection_schedule_date,
    estimate_start: item.estimate_start,
    estimate_finish: item.estimate_finish,
    noteCounters: item.noteCounters,
    imageCounters: item.imageCounters,
    lastNote: item.lastNote,
    lastImage: item.lastImage,
  };
}

/** A marketing task item as its typed record. */
export function toMarketingTask(item: Item): MarketingTaskRecord {
  return { ...storedTask(item), start_date: item.start_date, end_date: item.end_date };
}

const READERS: { [K in ScheduleKind]: (item: Item) => TaskRecord<K> } = {
  construction: toConstructionTask,
  marketing: toMarketingTask,
};

/** The item of a task of `kind` as its typed record. */
export function toTaskRecord<K extends ScheduleKind>(kind: K, item: Item): TaskRecord<K> {
  return READERS[kind](item);
}

export async function getTaskRecord<K extends ScheduleKind>(kind: K, id: string): Promise<TaskRecord<K> | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: taskKey(kind, id) }));
  return res.Item ? toTaskRecord(kind, res.Item) : undefined;
}

/** Some tasks by id, in one BatchGetItem per 100 (a page of photos names its tasks this way). */
export async function getTaskRecords<K extends ScheduleKind>(
  kind: K,
  ids: readonly string[],
): Promise<TaskRecord<K>[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return (await batchGet(unique.map((id) => taskKey(kind, id)))).map((item) => toTaskRecord(kind, item));
}

/**
 * The first `limit` tasks of a project by id (the order they were made, the chart's), in one Query;
 * `more` when the schedule has others. A task stored before GSI2 held tasks is not among them.
 */
export async function listFirstProjectTasks<K extends ScheduleKind>(
  kind: K,
  projectId: string,
  limit: number,
): Promise<{ tasks: TaskRecord<K>[]; more: boolean }> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': projectIndexKey(kind, projectId) },
      Limit: limit,
    }),
  );
  return { tasks: (page.Items ?? []).map((item) => toTaskRecord(kind, item)), more: Boolean(page.LastEvaluatedKey) };
}

/** Task index updates in flight at once while a backfill gives tasks their GSI2 keys. */
const BACKFILL_PARALLEL = 25;

/**
 * The backfill of the first-tasks index (docs/operations.md#tasks-stored-before-the-first-screenful): up
 * to `limit` of the project's tasks in its schedule (its GSI1 partition) that have no GSI2 keys get them,
 * each by an update conditional on still being in the schedule without them, so a task binned meanwhile
 * (out of both indexes) stays out and a repeated run changes nothing. `added`: the tasks given keys;
 * `more`: it stopped at the limit, and others may still lack them.
 */
export async function addFirstTasksKeys(
  kind: ScheduleKind,
  projectId: string,
  limit: number,
): Promise<{ added: number; more: boolean }> {
  const partition = projectIndexKey(kind, projectId);
  const missing: string[] = [];
  let start: Item | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        FilterExpression: 'attribute_not_exists(GSI2PK)',
        ProjectionExpression: '#id',
        ExpressionAttributeNames: { '#id': '_id' },
        ExpressionAttributeValues: { ':pk': partition },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) missing.push(String(item._id));
    start = page.LastEvaluatedKey;
  } while (start && missing.length < limit);
  const chosen = missing.slice(0, limit);
  let added = 0;
  for (let i = 0; i < chosen.length; i += BACKFILL_PARALLEL) {
    const written = await Promise.all(
      chosen.slice(i, i + BACKFILL_PARALLEL).map((id) =>
        updateIf({
          Key: taskKey(kind, id),
          UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :id',
          ConditionExpression: 'GSI1PK = :pk AND attribute_not_exists(GSI2PK)',
          ExpressionAttributeValues: { ':pk': partition, ':id': id },
        }),
      ),
    );
    added += written.filter(Boolean).length;
  }
  return { added, more: missing.length > limit || start !== undefined };
}

/** All tasks of a project: one Query per MB of tasks (1,000 tasks fit in one). */
export async function listProjectTasks<K extends ScheduleKind>(kind: K, projectId: string): Promise<TaskRecord<K>[]> {
  const items = await queryIndexPartition(projectIndexKey(kind, projectId));
  return items.map((item) => toTaskRecord(kind, item));
}

export async function insertTask(
  kind: ScheduleKind,
  task: TaskRecord,
  start: string,
  activity: ActivityEntry,
): Promise<void> {
  await transactWrite([
    {
      label: 'task',
      item: {
        Put: { TableName: table(), Item: taskItem(kind, task, start), ConditionExpression: 'attribute_not_exists(PK)' },
      },
    },
    activityPut(activity),
  ]);
}

/**
 * Written only by task-activity.ts, each under its own counter guard. A task edit reads the task, then
 * writes it: writing these back would undo a note or photo added in between (its count lost, and the
 * next photo's index reused, overwriting an image item).
 */
/** The task was written by someone else since it was read: read it again and decide again. */
export class StaleTask extends Error {}

/**
 * Writes the fields an edit changed (a field set to undefined is removed), and nothing else, so an edit
 * never writes back what another edit changed meanwhile. A `guarded` edit (dates, dependencies: rules
 * that read other fields) is written only if nobody made a guarded edit since it was read (the task's
 * `version`), else StaleTask: decide again on a fresh read. `start` is given when the start changed.
 */
export async function updateTaskFields(
  kind: ScheduleKind,
  current: TaskRecord,
  changes: Record<string, unknown>,
  options: { guarded: boolean; start?: string },
  activity: ActivityEntry,
): Promise<void> {
  const version = Number(current.version ?? 0);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  for (const [n, [name, value]] of Object.entries(changes).entries()) {
    names[`#f${n}`] = name;
    if (value === undefined) removes.push(`#f${n}`);
    else {
      values[`:v${n}`] = value;
      sets.push(`#f${n} = :v${n}`);
    }
  }
  if (options.start !== undefined) {
    sets.push('GSI1SK = :gsi1sk');
    values[':gsi1sk'] = `${options.start}#${current._id}`;
  }
  // A task in the recycle bin takes no edit: refused, read again, and then gone (404).
  let condition = 'attribute_exists(PK) AND attribute_not_exists(binned)';
  if (options.guarded) {
    names['#version'] = 'version';
    values[':expected'] = version;
    values[':next'] = version + 1;
    sets.push('#version = :next');
    condition +=
      version === 0 ? ' AND (attribute_not_exists(#version) OR #version = :expected)' : ' AND #version = :expected';
  }
  try {
    await transactWrite([
      {
        label: 'task',
        item: {
          Update: {
            TableName: table(),
            Key: taskKey(kind, current._id),
            UpdateExpression: [
              `SET ${sets.join(', ')}`,
              ...(removes.length ? [`REMOVE ${removes.join(', ')}`] : []),
            ].join(' '),
            ConditionExpression: condition,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
      },
      activityPut(activity),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.items.task) throw new StaleTask();
    throw new Refused('not-found', 'task');
  }
}

/**
 * A task whose dependency list (and its links, when it has them) or phase is rewritten, conditional on
 * what was read.
 */
export interface ListChange {
  id: string;
  read: string[];
  dependencies: string[];
  /** The links read (undefined: it had none) and the ones to write (undefined: none). */
  readLinks?: TaskLink[];
  links?: TaskLink[];
  /** Its phase read and the one it moves to (undefined: out of any phase). */
  parent?: { read: string; to?: string };
}

/**
 * A dependency list rewritten only if it is still the one read (its links and phase too). It counts as a
 * guarded edit (the version moves), so an edit of the dependencies read before it is decided again.
 */
function dependencyListItem(kind: ScheduleKind, change: ListChange): Labeled {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':deps': change.dependencies, ':read': change.read, ':one': 1 };
  const sets = ['dependencies = :deps'];
  const removes: string[] = [];
  const conditions = ['attribute_exists(PK)', 'dependencies = :read'];
  if (change.readLinks) {
    values[':readLinks'] = change.readLinks;
    conditions.push('links = :readLinks');
  } else conditions.push('attribute_not_exists(links)');
  if (change.links) {
    values[':links'] = change.links;
    sets.push('links = :links');
  } else if (change.readLinks) removes.push('links');
  if (change.parent) {
    values[':readParent'] = change.parent.read;
    conditions.push('parent_id = :readParent');
    if (change.parent.to) {
      values[':parent'] = change.parent.to;
      sets.push('parent_id = :parent');
    } else removes.push('parent_id');
  }
  return taskUpdate(kind, change.id, {
    UpdateExpression: [
      `SET ${sets.join(', ')}`,
      ...(removes.length ? [`REMOVE ${removes.join(', ')}`] : []),
      'ADD #version :one',
    ].join(' '),
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

type UpdateParts = Pick<
  NonNullable<TransactItem['Update']>,
  'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
>;

/** One task item's update in a transaction. */
function taskUpdate(kind: ScheduleKind, id: string, parts: UpdateParts): Labeled {
  return { label: 'task', item: { Update: { TableName: table(), Key: taskKey(kind, id), ...parts } } };
}

/**
 * `first` in transactions of at most 100 items, then `last` in the final one with the rest: the list
 * rewrites go ahead of the step that decides (each safe to repeat, as they are conditional on what was read).
 */
function chunked(first: Labeled[], last: Labeled[]): Labeled[][] {
  const chunks: Labeled[][] = [];
  let rest = first;
  while (rest.length > MAX_TRANSACTION_ITEMS - last.length) {
    chunks.push(rest.slice(0, MAX_TRANSACTION_ITEMS));
    rest = rest.slice(MAX_TRANSACTION_ITEMS);
  }
  chunks.push([...rest, ...last]);
  return chunks;
}

/**
 * A bin step's transactions in order. A refusal is `final(labels)` when that names one, else StaleTask:
 * something changed since it was read, so read again and decide again.
 */
async function transactOrStale(
  transactions: Labeled[][],
  final: (labels: string[]) => Refused | undefined = () => undefined,
): Promise<void> {
  for (const items of transactions) {
    try {
      await transactWrite(items);
    } catch (error) {
      if (error instanceof TransactionRefused) throw final(error.labels) ?? new StaleTask();
      throw error;
    }
  }
}

/**
 * A task goes to the recycle bin (docs/data-model.md#recycle-bin): every dependency list that named it is
 * rewritten without it, then, in one transaction, the task is marked binned and leaves its schedule's GSI1
 * partition (if its version is still the one read), and the bin item (with `dependents`) and the activity
 * entry are written. Notes and photos stay. StaleTask when anything changed since it was read.
 */
export function binTask(
  kind: ScheduleKind,
  task: TaskRecord,
  dependents: ListChange[],
  bin: BinRecord,
  activity: ActivityEntry,
): Promise<void> {
  const mark = binMarkOf(bin);
  const version = Number(task.version ?? 0);
  const last: Labeled[] = [
    taskUpdate(kind, task._id, {
      UpdateExpression: 'SET binned = :bin, #version = :next REMOVE GSI1PK, GSI1SK, GSI2PK, GSI2SK',
      ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(binned) AND ${
        version === 0 ? '(attribute_not_exists(#version) OR #version = :read)' : '#version = :read'
      }`,
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':bin': mark, ':read': version, ':next': version + 1 },
    }),
    binItemPut(bin),
    activityPut(activity),
  ];
  return transactOrStale(
    chunked(
      dependents.map((d) => dependencyListItem(kind, d)),
      last,
    ),
  );
}

/** What a restore writes besides the task: the lists it returns to, and the bin items that wait for it. */
export interface RestorePlan {
  /** Its own dependencies: the live ones (the rest wait in `waiting`), and their links when it has any. */
  dependencies: string[];
  links?: TaskLink[];
  /** Its phase is no longer in the schedule: it comes back out of any phase. */
  leavesPhase?: boolean;
  /** Live or binned tasks that named it when it was binned, each getting it back in its list. */
  dependents: ListChange[];
  /** Bin items of binned tasks it depends on: it joins their `dependents`, to get them back with them. */
  waiting: { bin: BinRecord; dependents: string[]; dependentLinks?: TaskLink[] }[];
}

/**
 * A binned task comes back to its schedule (docs/data-model.md#recycle-bin): the lists of its dependents
 * first, then in one transaction the task (binned mark off, back in the GSI1 partition at `start` and in
 * GSI2, if still binned by the same delete), the bin items that wait for it, its own bin item gone and the activity entry.
 * Refused: not-found bin (no longer in the bin, or being erased); StaleTask for any other change.
 */
export async function restoreBinnedTask(
  kind: ScheduleKind,
  task: TaskRecord,
  start: string,
  plan: RestorePlan,
  bin: BinRecord,
  activity: ActivityEntry,
): Promise<void> {
  const last: Labeled[] = [
    taskUpdate(kind, task._id, {
      UpdateExpression: `SET dependencies = :deps, ${plan.links ? 'links = :links, ' : ''}GSI1PK = :pk, GSI1SK = :sk, GSI2PK = :pk, GSI2SK = :id ADD #version :one REMOVE binned${plan.links ? '' : ', links'}${plan.leavesPhase ? ', parent_id' : ''}`,
      ConditionExpression: '#binned.#deletedAt = :deletedAt',
      ExpressionAttributeNames: { '#binned': 'binned', '#deletedAt': 'deletedAt', '#version': 'version' },
      ExpressionAttributeValues: {
        ':deps': plan.dependencies,
        ...(plan.links && { ':links': plan.links }),
        ':pk': projectIndexKey(kind, task.projectId),
        ':sk': `${start}#${task._id}`,
        ':id': task._id,
        ':deletedAt': task.binned?.deletedAt ?? '',
        ':one': 1,
      },
    }),
    ...plan.waiting.map((w) => binItemDependents(w.bin, w.dependents, w.dependentLinks)),
    binItemRestored(bin),
    activityPut(activity),
  ];
  // Only the bin item's own refusal is final (restored or being erased meanwhile); the rest is read again.
  await transactOrStale(
    chunked(
      plan.dependents.map((d) => dependencyListItem(kind, d)),
      last,
    ),
    (labels) => (labels.includes(BIN_LABEL) ? new Refused('not-found', 'bin') : undefined),
  );
}

/**
 * The last step of erasing a binned task (its notes, photos and objects are gone): the task item and the
 * bin item together, with the activity entry.
 */
export function eraseBinnedTask(
  kind: ScheduleKind,
  task: TaskRecord,
  bin: BinRecord,
  activity: ActivityEntry,
): Promise<void> {
  return eraseBinnedItem({ label: 'task', key: taskKey(kind, task._id), subject: 'task' }, bin, activity);
}

export interface DateMove {
  task: TaskRecord;
  from: { start: string; end: string };
  to: { start: string; end: string };
}

/**
 * One task's move: only if its dates are the ones the mover saw, or already the new ones (a batch repeated
 * after a failure writes the same again); it counts as a guarded edit (the version moves).
 */
function dateMoveItem(
  kind: ScheduleKind,
  fields: { start: string; end: string },
  { task, from, to }: DateMove,
  updatedAt: string,
): Labeled {
  return taskUpdate(kind, task._id, {
    UpdateExpression: 'SET #s = :toStart, #e = :toEnd, GSI1SK = :sortKey, updatedAt = :at ADD #version :one',
    ConditionExpression:
      'attribute_exists(PK) AND attribute_not_exists(binned) AND ((#s = :fromStart AND #e = :fromEnd) OR (#s = :toStart AND #e = :toEnd))',
    ExpressionAttributeNames: { '#s': fields.start, '#e': fields.end, '#version': 'version' },
    ExpressionAttributeValues: {
      ':toStart': to.start,
      ':toEnd': to.end,
      ':fromStart': from.start,
      ':fromEnd': from.end,
      ':sortKey': `${to.start}#${task._id}`,
      ':at': updatedAt,
      ':one': 1,
    },
  });
}

/**
 * Moves tasks to new dates with the activity entry: in one transaction up to 99 moves, else in batches of
 * 100 (chunked), the entry in the last. Each batch is all or none and safe to repeat. A batch refused (a task
 * changed since it was read) moves the batches already written back, and throws StaleTask.
 */
export async function moveTaskDates(
  kind: ScheduleKind,
  fields: { start: string; end: string },
  moves: DateMove[],
  updatedAt: string,
  activity: ActivityEntry,
): Promise<void> {
  const batches = chunked(
    moves.map((m) => dateMoveItem(kind, fields, m, updatedAt)),
    [activityPut(activity)],
  );
  let written = 0;
  try {
    for (const batch of batches) {
      await transactWrite(batch);
      written += batch.length;
    }
  } catch (error) {
    if (written > 0) await moveBack(kind, fields, moves.slice(0, written), updatedAt);
    if (error instanceof TransactionRefused) throw new StaleTask();
    throw error;
  }
}

/** The moves of the batches written, back to the dates they had (each only if it still has the new ones). */
async function moveBack(
  kind: ScheduleKind,
  fields: { start: string; end: string },
  moves: DateMove[],
  updatedAt: string,
): Promise<void> {
  const back = moves.map((m) => dateMoveItem(kind, fields, { task: m.task, from: m.to, to: m.from }, updatedAt));
  for (const batch of chunked(back, [])) {
    try {
      await transactWrite(batch);
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
    }
  }
}
