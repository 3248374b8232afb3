/**
 * Project items. Access patterns:
 * - project by id: GetItem PK=PROJECT#<id>, SK=PROJECT
 * - projects by ids (a user's allowed projects): BatchGetItem
 * - all projects by name (admin): Query GSI1 GSI1PK=PROJECTS
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { Project } from '#shared/models.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import { Refused } from './refusals.ts';
import { batchGet, type Item, queryIndexPartition, table } from './table.ts';
import { type Labeled, TransactionRefused, transactWrite } from './transactions.ts';

export const projectKey = (id: string) => ({ PK: `PROJECT#${id}`, SK: 'PROJECT' });

function toItem(project: Project): Item {
  return {
    ...projectKey(project._id),
    type: 'Project',
    GSI1PK: 'PROJECTS',
    GSI1SK: `${project.name.toLowerCase()}#${project._id}`,
    ...project,
  };
}

function fromItem(item: Item): Project {
  return {
    _id: item._id,
    name: item.name,
    description: item.description ?? '',
    status: item.status === 'active' ? 'active' : 'inactive',
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

const byName = (a: Project, b: Project) => a.name.localeCompare(b.name, 'en-CA', { sensitivity: 'base' });

export async function getProject(id: string): Promise<Project | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: projectKey(id) }));
  return res.Item ? fromItem(res.Item) : undefined;
}

export async function listAllProjects(): Promise<Project[]> {
  const items = await queryIndexPartition('PROJECTS');
  return items.map(fromItem);
}

export async function getProjects(ids: string[]): Promise<Project[]> {
  if (ids.length === 0) return [];
  const items = await batchGet(ids.map(projectKey));
  return items.map(fromItem).sort(byName);
}

const projectPut = (project: Project, condition: string): Labeled => ({
  label: 'project',
  item: { Put: { TableName: table(), Item: toItem(project), ConditionExpression: condition } },
});

/** The project and its activity entry, in one transaction. */
export async function insertProject(project: Project, activity: ActivityEntry): Promise<void> {
  await transactWrite([projectPut(project, 'attribute_not_exists(PK)'), activityPut(activity)]);
}

export async function replaceProject(project: Project, activity: ActivityEntry): Promise<void> {
  try {
    await transactWrite([projectPut(project, 'attribute_exists(PK)'), activityPut(activity)]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new Refused('not-found', 'project');
    throw error;
  }
}
