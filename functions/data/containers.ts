/**
 * A container is what holds subfolders and files: a folder, or the module root of a project. Its
 * partition holds, in sort-key order, the folder's own item (`#FOLDER`), one entry per subfolder (`DIR#<id>`)
 * and one per file (`FILE#<id>`), so a folder screen is one Query.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import type { Module } from '#shared/roles.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { type Item, table } from './table.ts';

export const SELF_SK = '#FOLDER';
export const DIR_PREFIX = 'DIR#';
export const FILE_PREFIX = 'FILE#';

export interface Place {
  projectId: string;
  module: Module;
  /** A folder id, or 'root'. */
  folderId: string;
}

/** A folder's partition: its own item and its container. */
export const folderPk = (folderId: string) => `FOLDER#${folderId}`;

export function containerPk(place: Place): string {
  return place.folderId === ROOT_FOLDER_ID ? `ROOT#${place.projectId}#${place.module}` : folderPk(place.folderId);
}

export interface Page {
  items: Item[];
  nextCursor: string | null;
}

type QueryShape = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>;

/** One Query (one request): at most `limit` items from `cursor` on; `partition` guards the cursor. */
export async function queryPage(
  input: QueryShape,
  partition: Record<string, string>,
  limit: number | undefined,
  cursor: string | undefined,
): Promise<Page> {
  const res = await dynamo().send(
    new QueryCommand({
      ...input,
      TableName: table(),
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, partition),
    }),
  );
  return { items: res.Items ?? [], nextCursor: encodeCursor(res.LastEvaluatedKey) };
}

/** Items of a container whose sort key starts with `prefix` (strongly consistent). */
export function containerQuery(pk: string, prefix: string): QueryShape {
  return {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ConsistentRead: true,
  };
}

/** Everything in a container: the folder's own item first, then subfolder entries, then files. */
export function wholeContainerQuery(pk: string): QueryShape {
  return { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true };
}

/** The folder's own item and its subfolder entries, without files ('#' and 'D' sort before 'F'). */
export function foldersOfContainerQuery(pk: string): QueryShape {
  return {
    KeyConditionExpression: 'PK = :pk AND SK < :files',
    ExpressionAttributeValues: { ':pk': pk, ':files': FILE_PREFIX },
    ConsistentRead: true,
  };
}
