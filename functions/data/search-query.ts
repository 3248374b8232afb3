/**
 * Reading the project search index (docs/data-model.md#project-search); it is written by search-index.ts.
 * Access patterns: the term items of a project whose term starts with a prefix (one Query), and the
 * places of the results (one BatchGetItem of folders and tasks).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Module } from '#shared/roles.ts';
import type { SearchKind } from '#shared/search.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { folderKey } from './folders.ts';
import { taskKey } from './schedule-tasks.ts';
import { batchGet, type Item, table } from './table.ts';

/** Term items are read per search at most this many (about 200 KB): enough for a page of each kind. */
export const SEARCH_READ_LIMIT = 500;

export const searchPartition = (projectId: string) => `SEARCH#${projectId}`;

/** What one result shows, as stored on each term item. */
export interface IndexHit {
  kind: SearchKind;
  id: string;
  module: Module;
  /** File or folder name, task name, or the start of a note. */
  name: string;
  /** A file's author, a task's owner, a note's writer. */
  detail: string;
  /** Files: their folder (or root); folders: their parent (or root). */
  folderId?: string;
  /** Notes: their task. */
  taskId?: string;
  /** Every term of the indexed text, space-separated. */
  terms: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One Query: the term items whose term starts with `prefix`, in term order, at most SEARCH_READ_LIMIT. */
export async function queryIndex(projectId: string, prefix: string): Promise<{ hits: IndexHit[]; more: boolean }> {
  const res = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': searchPartition(projectId), ':prefix': prefix },
      Limit: SEARCH_READ_LIMIT,
    }),
  );
  const hits = (res.Items ?? []).map((item) => ({
    kind: item.kind as SearchKind,
    id: item.id,
    module: item.module as Module,
    name: text(item.name),
    detail: text(item.detail),
    terms: text(item.terms),
    ...(item.folderId && { folderId: item.folderId }),
    ...(item.taskId && { taskId: item.taskId }),
  }));
  return { hits, more: Boolean(res.LastEvaluatedKey) };
}

/** Where results sit: folders (own items: name, ancestors, deletion) and construction tasks, in one BatchGetItem. */
export async function readPlaces(folderIds: string[], taskIds: string[]): Promise<{ folders: Item[]; tasks: Item[] }> {
  const keys = [...new Set(folderIds)]
    .map(folderKey)
    .concat([...new Set(taskIds)].map((id) => taskKey('construction', id)));
  if (keys.length === 0) return { folders: [], tasks: [] };
  const items = await batchGet(keys);
  return {
    folders: items.filter((item) => item.SK === '#FOLDER'),
    tasks: items.filter((item) => item.SK === 'TASK'),
  };
}
