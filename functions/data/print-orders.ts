/**
 * Print orders. Access patterns:
 * - an order by id: GetItem PK=PRINT#<id>, SK=PRINT
 * - a project's orders, newest first: Query GSI1 GSI1PK=PRINTS#<projectId>
 * The order and each change of its status are written with their activity entry in one transaction.
 */
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { PdfSheet } from '#shared/print-sheets.ts';
import type { PrintRequestBody } from '#shared/schemas/print-requests.ts';
import { activityPut, insertWithActivity } from './activity-log.ts';
import { table } from './table.ts';
import { transactWrite } from './transactions.ts';

export type PrintOrderStatus = 'pending' | 'sent' | 'email failed';

export interface PrintOrder {
  _id: string;
  projectId: string;
  fileId: string;
  fileName: string;
  /** The version the order is for: the link delivers exactly it. */
  fileVersion?: number;
  versionNote?: string;
  /** The PDF's page count and first-page size when the order was made (absent: not a PDF, or unreadable). */
  sheet?: PdfSheet;
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

export async function insertPrintOrder(order: PrintOrder, activity: ActivityEntry): Promise<void> {
  const item = {
    ...orderKey(order._id),
    GSI1PK: `PRINTS#${order.projectId}`,
    GSI1SK: `${order.createdAt}#${order._id}`,
    ...order,
  };
  await insertWithActivity('order', item, activity);
}

export async function setPrintOrderStatus(
  id: string,
  status: PrintOrderStatus,
  details: { emailMessageId?: string; emailError?: string },
  activity: ActivityEntry,
): Promise<void> {
  const values: Record<string, string> = { ':s': status };
  const sets = ['#s = :s'];
  for (const [k, v] of Object.entries(details)) {
    if (v === undefined) continue;
    values[`:${k}`] = v;
    sets.push(`${k} = :${k}`);
  }
  await transactWrite([
    {
      label: 'order',
      item: {
        Update: {
          TableName: table(),
          Key: orderKey(id),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: values,
        },
      },
    },
    activityPut(activity),
  ]);
}
