/**
 * Schedule imports (docs/data-model.md#schedule-imports): one record per file imported into a project's
 * schedule, keyed by the file's fingerprint, and the imported tasks written in batches. Access patterns:
 * - an import by fingerprint: GetItem PK=SCHEDULEIMPORTS#<kind>#<projectId>, SK=FILE#<sha256>
 * - an import by id (its status, polled by the screen): Query PK=SCHEDULEIMPORTS#<kind>#<projectId>, filter importId
 * - its tasks: the project's tasks (schedule-tasks.ts) whose `importId` is the record's
 *
 * The tasks' ids are made from the import's id before anything is written, so writing them again (a rerun
 * after a stop midway) puts the same items again: never a second copy.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import { Refused } from './refusals.ts';
import { listProjectTasks, type ScheduleKind, type TaskRecord, taskItem, taskKey } from './schedule-tasks.ts';
import { batchWrite, deleteItems, type Key, queryAll, table } from './table.ts';
import { TransactionRefused, transactWrite } from './transactions.ts';

/** `writing`: its tasks are being written (by the request or its job); `done`: all written, logged. */
export type ImportStatus = 'writing' | 'done';

export interface ImportRecord {
  kind: ScheduleKind;
  projectId: string;
  /** SHA-256 of the file's bytes, hex. */
  fingerprint: string;
  /** A ULID: the tasks' ids are made from it. */
  importId: string;
  fileName: string;
  status: ImportStatus;
  tasks: number;
  /** How many of its tasks are written so far (a queued import counts up as its job runs). */
  written: number;
  /** Who imported it and when (ISO). */
  by: { id: string; name: string };
  at: string;
}

const importsPartition = (kind: ScheduleKind, projectId: string) => `SCHEDULEIMPORTS#${kind}#${projectId}`;
const importKey = (kind: ScheduleKind, projectId: string, fingerprint: string): Key => ({
  PK: importsPartition(kind, projectId),
  SK: `FILE#${fingerprint}`,
});

function recordOf(item: Record<string, unknown>): ImportRecord {
  return {
    kind: item.kind as ScheduleKind,
    projectId: item.projectId as string,
    fingerprint: item.fingerprint as string,
    importId: item.importId as string,
    fileName: item.fileName as string,
    status: item.status as ImportStatus,
    tasks: item.tasks as number,
    written: Number(item.written ?? 0),
    by: item.by as ImportRecord['by'],
    at: item.at as string,
  };
}

export async function getImportRecord(
  kind: ScheduleKind,
  projectId: string,
  fingerprint: string,
): Promise<ImportRecord | undefined> {
  const res = await dynamo().send(
    new GetCommand({ TableName: table(), Key: importKey(kind, projectId, fingerprint), ConsistentRead: true }),
  );
  return res.Item ? recordOf(res.Item) : undefined;
}

/** The import of that id in the project's schedule (a schedule holds a few imports: one Query, filtered). */
export async function getImportById(
  kind: ScheduleKind,
  projectId: string,
  importId: string,
): Promise<ImportRecord | undefined> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'importId = :id',
    ExpressionAttributeValues: { ':pk': importsPartition(kind, projectId), ':id': importId },
  });
  return items[0] ? recordOf(items[0]) : undefined;
}

/** How many tasks of a queued import are written (its job's progress, read by the next step and the screen). */
export async function markWritten(record: ImportRecord, written: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: importKey(record.kind, record.projectId, record.fingerprint),
      UpdateExpression: 'SET written = :written',
      ConditionExpression: 'importId = :id',
      ExpressionAttributeValues: { ':written': written, ':id': record.importId },
    }),
  );
}

/**
 * Records an import as being written. A new file's record is refused (`conflict` `import`) if the same file
 * was recorded meanwhile; `replacing` names the import it takes the place of, and is refused if that record
 * changed since it was read.
 */
export async function startImport(record: ImportRecord, replacing?: ImportRecord): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...importKey(record.kind, record.projectId, record.fingerprint),
          itemType: 'schedule-import',
          ...record,
        },
        ...(replacing
          ? {
              ConditionExpression: 'importId = :previous',
              ExpressionAttributeValues: { ':previous': replacing.importId },
            }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      throw new Refused('conflict', 'import');
    }
    throw error;
  }
}

/** A task to write, with the day it is listed under (its start). */
export interface ImportedTask {
  task: TaskRecord;
  start: string;
}

/** Puts the imported tasks, 25 per BatchWriteItem; safe to repeat (the same ids put the same items). */
export async function insertImportedTasks(kind: ScheduleKind, tasks: readonly ImportedTask[]): Promise<void> {
  await batchWrite(tasks.map(({ task, start }) => ({ PutRequest: { Item: taskItem(kind, task, start) } })));
}

/** Removes the tasks an import wrote (BatchWriteItem; safe to repeat); answers how many there were. */
export async function deleteImportedTasks(kind: ScheduleKind, projectId: string, importId: string): Promise<number> {
  const tasks = (await listProjectTasks(kind, projectId)).filter((t) => t.importId === importId);
  await deleteItems(tasks.map((t) => taskKey(kind, t._id)));
  return tasks.length;
}

/** The import is written: its record says so, with the activity entry, in one transaction (once only). */
export async function finishImport(record: ImportRecord, activity: ActivityEntry): Promise<void> {
  try {
    await transactWrite([
      {
        label: 'import',
        item: {
          Update: {
            TableName: table(),
            Key: importKey(record.kind, record.projectId, record.fingerprint),
            UpdateExpression: 'SET #status = :done, written = :all',
            ConditionExpression: 'importId = :id AND #status = :writing',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':done': 'done',
              ':all': record.tasks,
              ':id': record.importId,
              ':writing': 'writing',
            },
          },
        },
      },
      activityPut(activity),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new Refused('conflict', 'import');
    throw error;
  }
}
