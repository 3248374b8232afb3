/**
 * Schedule task items, construction and marketing alike. Access patterns:
 * - task by id: GetItem PK=<PREFIX>#<id>, SK=<PREFIX>
 * - a project's tasks: Query GSI1 GSI1PK=<PREFIX>S#<projectId> (sorted by start), pages followed
 * Construction tasks keep their notes and photos in the same partition (see task-activity.ts).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { InspectionStatus, TaskStatus, TaskType } from '#shared/schemas/tasks.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import { Refused } from './refusals.ts';
import { batchGet, type Item, idOfKey, type Key, queryIndexPartition, table } from './table.ts';
import type { ActivityCounters, ImageRecord, NoteRecord } from './task-activity.ts';
import { type Labeled, MAX_TRANSACTION_ITEMS, TransactionRefused, transactWrite } from './transactions.ts';

export type ScheduleKind = 'construction' | 'marketing';

const PREFIX: Record<ScheduleKind, string> = { construction: 'TASK', marketing: 'MTASK' };

export const taskKey = (kind: ScheduleKind, id: string): Key => ({ PK: `${PREFIX[kind]}#${id}`, SK: PREFIX[kind] });

/** The task's id when `keys` are the item of a task of `kind`. */
export const taskIdOf = (kind: ScheduleKind, keys: Key) => idOfKey(keys, (id) => taskKey(kind, id));
const projectIndexKey = (kind: ScheduleKind, projectId: string) => `${PREFIX[kind]}S#${projectId}`;

/** What both schedules store for a task. */
interface StoredTask {
  _id: string;
  projectId: string;
  task_name: string;
  type?: TaskType;
  progress?: number;
  dependencies: string[];
  owner?: string;
  createdAt: string;
  updatedAt: string;
  /** Moves with every guarded edit (dates, dependencies); absent = 0. */
  version?: number;
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

function toItem(kind: ScheduleKind, task: TaskRecord, start: string): Item {
  return {
    ...task,
    ...taskKey(kind, task._id),
    itemType: `${kind}-task`,
    GSI1PK: projectIndexKey(kind, task.projectId),
    GSI1SK: `${start}#${task._id}`,
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
    owner: item.owner,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
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
        Put: { TableName: table(), Item: toItem(kind, task, start), ConditionExpression: 'attribute_not_exists(PK)' },
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
  let condition = 'attribute_exists(PK)';
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
 * Deletes a task and rewrites the dependency lists that named it, 100 writes per transaction. Each list
 * is written only if it is still the one read (StaleTask otherwise: list the dependents again), so a
 * dependency added meanwhile is never dropped.
 */
export async function deleteTaskAndDetach(
  kind: ScheduleKind,
  id: string,
  dependents: { id: string; read: string[]; dependencies: string[] }[],
  activity: ActivityEntry,
): Promise<void> {
  const detaches: Labeled[] = dependents.map((d) => ({
    label: 'task',
    item: {
      Update: {
        TableName: table(),
        Key: taskKey(kind, d.id),
        // A detach is a guarded edit too: it moves the version, so an edit of the dependencies read
        // before it is decided again (and then refused, since the task it named is gone).
        UpdateExpression: 'SET dependencies = :deps ADD #version :one',
        ConditionExpression: 'attribute_exists(PK) AND dependencies = :read',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':deps': d.dependencies, ':read': d.read, ':one': 1 },
      },
    },
  }));
  // The delete and its entry go in the last transaction together, after the detaches.
  const last: Labeled[] = [
    { label: 'task', item: { Delete: { TableName: table(), Key: taskKey(kind, id) } } },
    activityPut(activity),
  ];
  const chunks: Labeled[][] = [];
  let rest = detaches;
  while (rest.length > MAX_TRANSACTION_ITEMS - last.length) {
    chunks.push(rest.slice(0, MAX_TRANSACTION_ITEMS));
    rest = rest.slice(MAX_TRANSACTION_ITEMS);
  }
  chunks.push([...rest, ...last]);
  for (const chunk of chunks) {
    try {
      await transactWrite(chunk);
    } catch (error) {
      if (error instanceof TransactionRefused) throw new StaleTask();
      throw error;
    }
  }
}

export interface DateMove {
  task: TaskRecord;
  from: { start: string; end: string };
  to: { start: string; end: string };
}

/**
 * Moves tasks to new dates in one transaction with the activity entry: each only if its dates are still
 * the ones the mover saw (StaleTask otherwise), and each move counts as a guarded edit (the version moves).
 */
export async function moveTaskDates(
  kind: ScheduleKind,
  fields: { start: string; end: string },
  moves: DateMove[],
  updatedAt: string,
  activity: ActivityEntry,
): Promise<void> {
  const items: Labeled[] = moves.map(({ task, from, to }) => ({
    label: 'task',
    item: {
      Update: {
        TableName: table(),
        Key: taskKey(kind, task._id),
        UpdateExpression: 'SET #s = :toStart, #e = :toEnd, GSI1SK = :sortKey, updatedAt = :at ADD #version :one',
        ConditionExpression: 'attribute_exists(PK) AND #s = :fromStart AND #e = :fromEnd',
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
      },
    },
  }));
  try {
    await transactWrite([...items, activityPut(activity)]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new StaleTask();
    throw error;
  }
}
