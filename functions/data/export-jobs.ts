/**
 * Queued exports (docs/data-model.md#daily-site-log): one item per job, read by its requester's screen while
 * the job consumer fills in its progress. Access patterns:
 * - a job: GetItem PK=JOB#<id>, SK=JOB
 * DynamoDB's TTL removes a job a week after it was made; its PDF stays in the bucket under exports/ until the
 * bucket's lifecycle rule removes it.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/aws-clients.ts';
import { putNewItem, recordOf, table } from './table.ts';

export interface ExportJobRecord {
  _id: string;
  kind: 'daily-logs';
  projectId: string;
  from: string;
  to: string;
  requestedBy: string;
  status: 'running' | 'done' | 'failed';
  progress: number;
  /** The PDF's key in the files bucket, once done. */
  resultKey?: string;
  /** The download's file name. */
  filename: string;
  error?: string;
  createdAt: string;
  /** Epoch seconds. */
  ttl: number;
}

const jobKey = (id: string) => ({ PK: `JOB#${id}`, SK: 'JOB' });

export async function insertExportJob(job: ExportJobRecord): Promise<void> {
  await putNewItem({ ...jobKey(job._id), type: 'ExportJob', ...job });
}

export async function getExportJob(id: string): Promise<ExportJobRecord | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: jobKey(id), ConsistentRead: true }));
  if (!res.Item) return undefined;
  return recordOf<ExportJobRecord>(res.Item);
}

/** Sets the job's progress, and its outcome when it ends. */
export async function updateExportJob(
  id: string,
  change: Pick<ExportJobRecord, 'progress'> & Partial<Pick<ExportJobRecord, 'status' | 'resultKey' | 'error'>>,
): Promise<void> {
  const fields = Object.entries(change).filter(([, v]) => v !== undefined);
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: jobKey(id),
      UpdateExpression: `SET ${fields.map(([k]) => `#${k} = :${k}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: Object.fromEntries(fields.map(([k]) => [`#${k}`, k])),
      ExpressionAttributeValues: Object.fromEntries(fields.map(([k, v]) => [`:${k}`, v])),
    }),
  );
}
