/**
 * API overhead: an endpoint through the HTTP adapter (auth, validation, mapping) beside the raw
 * DynamoDB calls it needs, made directly against the same emulator.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, type RunningStack, TABLE_NAME } from '../local/stack.ts';
import type { LoginResponse, Project } from '../shared/models.ts';
import type { ConstructionTask } from '../shared/task-models.ts';
import { BenchClient } from './client.ts';
import { BENCH_ADMIN } from './stack.ts';
import { round, sideBySide } from './timing.ts';

export interface OverheadRow {
  endpoint: string;
  api: { p50: number; p95: number };
  raw: { p50: number; p95: number };
  rawCalls: string;
  ratioP50: number;
}

export async function measureApiOverhead(stack: RunningStack, taskCount = 100): Promise<OverheadRow[]> {
  const anonymous = new BenchClient(stack.endpoints.web);
  const session = (await anonymous.call<LoginResponse>('POST', '/api/auth/login', BENCH_ADMIN)).body;
  const api = anonymous.withToken(session.access_token);
  const project = (await api.call<Project>('POST', '/api/projects', { name: 'Overhead bench' })).body;
  let task: ConstructionTask | undefined;
  for (let i = 0; i < taskCount; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, j) =>
        api.call<ConstructionTask>('POST', '/api/tasks', {
          projectId: project._id,
          task_name: `Task ${i + j}`,
          schedule_start: '2026-04-01',
          schedule_finish: '2026-04-08',
        }),
      ),
    );
    task ??= batch[0]?.body;
  }
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, region: 'ca-central-1', credentials: LOCAL_CREDENTIALS }),
  );
  const getUser = () =>
    db.send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `USER#${session.userId}`, SK: 'USER' } }));
  const rows: OverheadRow[] = [];
  const compare = async (
    endpoint: string,
    callApi: () => Promise<unknown>,
    raw: () => Promise<unknown>,
    rawCalls: string,
  ) => {
    const { a, b } = await sideBySide(callApi, raw);
    rows.push({
      endpoint,
      api: { p50: round(a.p50), p95: round(a.p95) },
      raw: { p50: round(b.p50), p95: round(b.p95) },
      rawCalls,
      ratioP50: round(a.p50 / b.p50),
    });
  };
  await compare(
    `GET /api/tasks (${taskCount} tasks)`,
    () => api.call('GET', `/api/tasks?projectId=${project._id}`),
    async () => {
      await getUser();
      await db.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': `TASKS#${project._id}` },
        }),
      );
    },
    'GetItem user + Query GSI1',
  );
  await compare(
    'GET /api/tasks/{id}',
    () => api.call('GET', `/api/tasks/${task?._id}`),
    async () => {
      await getUser();
      await db.send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `TASK#${task?._id}`, SK: 'TASK' } }));
    },
    'GetItem user + GetItem task',
  );
  await compare(
    'PUT /api/tasks/{id}',
    () => api.call('PUT', `/api/tasks/${task?._id}`, { progress: 50 }),
    async () => {
      await getUser();
      const read = await db.send(
        new GetCommand({ TableName: TABLE_NAME, Key: { PK: `TASK#${task?._id}`, SK: 'TASK' } }),
      );
      await db.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...read.Item, progress: 50 } }));
    },
    'GetItem user + GetItem task + Put task',
  );
  return rows;
}
