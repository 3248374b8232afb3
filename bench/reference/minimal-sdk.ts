/**
 * The bench's reference Lambda: only a DynamoDB document client and one GetCommand, bundled with the
 * same esbuild options as the real ones. A handler's import time is reported as a ratio to this one,
 * the least any function that reads the table can load.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event: { id: string }) =>
  (await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: event.id, SK: event.id } }))).Item;
