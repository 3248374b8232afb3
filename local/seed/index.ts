/**
 * First-start data: an admin when no user exists, and with SEED=demo the demo projects and one user
 * of every role. Runs once per data folder (a marker item records it).
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Caller } from '../../functions/commons/auth/authenticate.ts';
import { dynamo } from '../../functions/commons/aws-clients.ts';
import { table } from '../../functions/data/table.ts';
import { seedAdmin } from './admin.ts';
import { seedDailyLogs } from './daily-logs.ts';
import { seedDocuments } from './documents.ts';
import { seedProjectsAndUsers } from './projects-and-users.ts';
import { seedSchedules } from './schedules.ts';

export type SeedMode = 'demo' | 'none';

const MARKER = { PK: 'SEED', SK: 'SEED' };

async function hasUsers(): Promise<boolean> {
  const res = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': 'USERS' },
      Limit: 1,
    }),
  );
  return (res.Items ?? []).length > 0;
}

export async function seed(mode: SeedMode, admin: { email: string; password: string }, now = new Date()) {
  if (!(await hasUsers())) await seedAdmin(admin.email, admin.password, now);
  if (mode !== 'demo') return;
  const marker = await dynamo().send(new GetCommand({ TableName: table(), Key: MARKER }));
  if (marker.Item) return;
  const { projects, callers } = await seedProjectsAndUsers(now);
  const planner: Caller = { ...(callers.get('office') as Caller), role: 'admin', allowedProjects: [] };
  await seedSchedules(projects, planner, callers.get('site') as Caller, now);
  await seedDocuments(projects, planner, now);
  await seedDailyLogs(projects, callers.get('site') as Caller, callers.get('pm') as Caller, now);
  await dynamo().send(new PutCommand({ TableName: table(), Item: { ...MARKER, seededAt: now.toISOString() } }));
}
