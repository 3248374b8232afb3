/**
 * Print orders. Access patterns:
 * - an order by id: GetItem PK=PRINT#<id>, SK=PRINT
 * - a project's orders, newest first: Query GSI1 GSI1PK=PRINTS#<projectId>
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PrintRequestBody } from '#shared/schemas/sharing.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { table } from './table.ts';

export type PrintOrderStatus = 'pending' | 'sent' | 'email failed';

export interface PrintOrder {
  _id: string;
  projectId: string;
  fileId: string;
  fileName: string;
  module: string;
  order: Omit<PrintRequestBody, 'fileId' | 'module' | 'fileName'>;
  requested_by: string;
  requested_by_name: string;
  requested_by_email: string;
  createdAt: string;
  status: PrintOrderStatus;
  shareLinkId: string;
  emailMessageId?: string;
  emailError?: string;
}

const orderKey = (id: string) => ({ PK: `PRINT#${id}`, SK: 'PRINT' });

export async function insertPrintOrder(order: PrintOrder): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...orderKey(order._id),
        GSI1PK: `PRINTS#${order.projectId}`,
        GSI1SK: `${order.createdAt}#${order._id}`,
        ...order,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function setPrintOrderStatus(
  id: string,
  status: PrintOrderStatus,
  details: { emailMessageId?: string; emailError?: string },
): Promise<void> {
  const values: Record<string, string> = { ':s': status };
  const sets = ['#s = :s'];
  for (const [k, v] of Object.entries(details)) {
    if (v === undefined) continue;
    values[`:${k}`] = v;
    sets.push(`${k} = :${k}`);
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: orderKey(id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: values,
    }),
  );
}
