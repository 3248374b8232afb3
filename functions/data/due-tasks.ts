/**
 * Construction tasks coming due and the day's notice of each (docs/data-model.md#tasks-coming-due).
 * Access patterns:
 * - a project's open construction tasks finishing before an instant: Query GSI1 GSI1PK=TASKS#<projectId>
 *   (the project's schedule; a binned task is not in it), filtered to schedule_finish (an ISO instant) before
 *   it and progress under 100, pages followed. One Query per project and MB of its tasks; no Scan.
 * - one task's notice of one day: TransactWriteItems of Put PK=TASKDUE#<taskId>, SK=<day> on condition it is
 *   not there yet, with the notice's events (NOTIFYQ#<subject>, notification-events.ts) beside it, so a
 *   second run of the day records nothing and no event is ever written without its mark. TTL removes the
 *   mark after a few days.
 */
import { type NotificationEventRecord, notificationEventItem } from './notification-events.ts';
import { type ConstructionTaskRecord, projectIndexKey, toConstructionTask } from './schedule-tasks.ts';
import { queryAll, table } from './table.ts';
import { TransactionRefused, transactWrite } from './transactions.ts';

/** A day's mark stays this long (the job only asks about today's). */
const MARK_TTL_SECONDS = 3 * 24 * 3600;
const MARK_LABEL = 'task-due-mark';

export async function openTasksFinishingBefore(projectId: string, instant: string): Promise<ConstructionTaskRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: 'schedule_finish < :before AND (attribute_not_exists(progress) OR progress < :done)',
    ExpressionAttributeValues: { ':pk': projectIndexKey('construction', projectId), ':before': instant, ':done': 100 },
  });
  return items.map(toConstructionTask);
}

/**
 * Records a task's notice of `day` with its events (one per recipient, at most 99); false when the day's
 * notice of that task was recorded before (a rerun), and then nothing is written.
 */
export async function recordTaskDueNotice(
  taskId: string,
  day: string,
  events: readonly NotificationEventRecord[],
  now: Date,
): Promise<boolean> {
  try {
    await transactWrite([
      {
        label: MARK_LABEL,
        item: {
          Put: {
            TableName: table(),
            Item: {
              PK: `TASKDUE#${taskId}`,
              SK: day,
              type: 'TaskDueMark',
              ttl: Math.floor(now.getTime() / 1000) + MARK_TTL_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      },
      ...events.map((e) => ({ label: 'event', item: { Put: { TableName: table(), Item: notificationEventItem(e) } } })),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefused && error.labels.includes(MARK_LABEL)) return false;
    throw error;
  }
}
