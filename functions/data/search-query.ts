/**
 * Reading the project search index (docs/data-model.md#project-search); it is written by search-index.ts.
 * Access patterns: the term items of a project whose term starts with a prefix (one Query), and the
 * live items behind the results and their places (one BatchGetItem of files, folders and tasks).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Module } from '#shared/roles.ts';
import type { SearchKind } from '#shared/search.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { type FileRecord, fileKey, toRecord as toFileRecord } from './files.ts';
import { type FolderRecord, folderKey, toRecord as toFolderRecord } from './folders.ts';
import {
  type ConstructionTaskRecord,
  type MarketingTaskRecord,
  taskKey,
  toConstructionTask,
  toMarketingTask,
} from './schedule-tasks.ts';
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

/** The live items behind results, by id: what the index says may lag behind the table. */
export interface LiveItems {
  files: Map<string, FileRecord>;
  folders: Map<string, FolderRecord>;
  tasks: Map<string, ConstructionTaskRecord>;
  marketingTasks: Map<string, MarketingTaskRecord>;
}

/**
 * One BatchGetItem (two past 100 keys) of the items behind results and where they sit: files, folders
 * (results and the folders of file results: name, ancestors, deletion) and construction and marketing tasks
 * (results and the tasks of note results).
 */
export async function readLive(ids: {
  files: string[];
  folders: string[];
  tasks: string[];
  marketingTasks: string[];
}): Promise<LiveItems> {
  const unique = (values: string[]) => [...new Set(values)];
  const keys = [
    ...unique(ids.files).map(fileKey),
    ...unique(ids.folders).map(folderKey),
    ...unique(ids.tasks).map((id) => taskKey('construction', id)),
    ...unique(ids.marketingTasks).map((id) => taskKey('marketing', id)),
  ];
  const items = keys.length === 0 ? [] : await batchGet(keys);
  const bySk = <T>(sk: string, read: (item: Item) => T) =>
    new Map(items.filter((item) => item.SK === sk).map((item) => [item._id as string, read(item)]));
  return {
    files: bySk(fileKey('').SK, toFileRecord),
    folders: bySk(folderKey('').SK, toFolderRecord),
    tasks: bySk(taskKey('construction', '').SK, toConstructionTask),
    marketingTasks: bySk(taskKey('marketing', '').SK, toMarketingTask),
  };
}
