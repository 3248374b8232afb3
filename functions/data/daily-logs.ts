/**
 * Daily site logs (docs/data-model.md#daily-site-log), one item per project and Toronto day in the project's
 * partition. Access patterns:
 * - a day's log: GetItem PK=PROJECT#<projectId>, SK=DAILYLOG#<date>
 * - the days of a range: Query PK=PROJECT#<projectId>, SK BETWEEN DAILYLOG#<from> AND DAILYLOG#<to>
 * Every write is conditional on the version read (a sign-off cannot slip past a save, nor a save past a
 * sign-off) and carries its activity entry in the same transaction.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { LogHistoryEntry } from '#shared/models/daily-logs.ts';
import type { DailyLogBody } from '#shared/schemas/daily-logs.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import { projectKey } from './projects.ts';
import { Refused } from './refusals.ts';
import { type Item, queryAll, recordOf, table } from './table.ts';
import { transactOrRefuse } from './transactions.ts';

export interface DailyLogRecord extends DailyLogBody {
  projectId: string;
  date: string;
  status: 'draft' | 'signed';
  history: LogHistoryEntry[];
  signedBy?: string;
  signedByName?: string;
  signedAt?: string;
  updatedAt: string;
  updatedBy: string;
  updatedByName: string;
  /** Moves with every write; each write is conditional on the one read (0: no item yet). */
  version: number;
}

export interface LogDayRecord {
  date: string;
  status: 'draft' | 'signed';
  updatedAt: string;
}

const SK_PREFIX = 'DAILYLOG#';
const logKey = (projectId: string, date: string) => ({ PK: projectKey(projectId).PK, SK: `${SK_PREFIX}${date}` });

const fromItem = (item: Item) => recordOf<DailyLogRecord>(item);

export async function getDailyLogRecord(projectId: string, date: string): Promise<DailyLogRecord | undefined> {
  const res = await dynamo().send(
    new GetCommand({ TableName: table(), Key: logKey(projectId, date), ConsistentRead: true }),
  );
  return res.Item ? fromItem(res.Item) : undefined;
}

/** The days of `from`..`to` (both included) that have a log, oldest first. */
export async function listDailyLogDays(projectId: string, from: string, to: string): Promise<LogDayRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ProjectionExpression: '#date, #status, updatedAt',
    ExpressionAttributeNames: { '#date': 'date', '#status': 'status' },
    ExpressionAttributeValues: {
      ':pk': projectKey(projectId).PK,
      ':from': `${SK_PREFIX}${from}`,
      ':to': `${SK_PREFIX}${to}`,
    },
  });
  return items.map((item) => ({ date: item.date, status: item.status, updatedAt: item.updatedAt }));
}

/**
 * Writes the log as `record` holds it (its version one past `readVersion`) with its activity entry, if the
 * stored log is still at `readVersion` (0: none yet). Refused('conflict', 'daily-log') otherwise.
 */
export async function writeDailyLog(record: DailyLogRecord, readVersion: number, activity: ActivityEntry) {
  const condition =
    readVersion === 0
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : {
          ConditionExpression: '#version = :read',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':read': readVersion },
        };
  const item = { ...logKey(record.projectId, record.date), type: 'DailyLog', ...record };
  await transactOrRefuse(
    [[{ label: 'log', item: { Put: { TableName: table(), Item: item, ...condition } } }, activityPut(activity)]],
    (labels) => (labels.includes('log') ? new Refused('conflict', 'daily-log') : undefined),
  );
}
