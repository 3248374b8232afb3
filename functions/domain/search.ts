/**
 * Project search (docs/requirements.md#project-search): one Query of the term index on the longest query
 * word, the other words filtered on each result's terms, the caller's areas kept, then one BatchGetItem of
 * the live items behind the results and where they are (folder paths, note tasks): a result whose item has
 * since moved, left the caller's areas or been deleted is left out, however far the index lags. With the
 * session check: 3 DynamoDB requests (a fourth only when the results need more than 100 items read).
 */
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import type { SearchAnswer, SearchResult } from '#shared/models/search.ts';
import { canUseModule, type Module } from '#shared/roles.ts';
import {
  MIN_LEADING_WORD,
  matchesAll,
  queryIsCut,
  queryWords,
  RESULTS_PER_KIND,
  SEARCH_KINDS,
  SEARCH_TOO_SHORT,
  type SearchKind,
} from '#shared/search.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { invalid } from '../commons/errors.ts';
import type { FolderRecord } from '../data/folders.ts';
import { type IndexHit, type LiveItems, queryIndex, readLive } from '../data/search-query.ts';
import { assertProjectAccess } from './access.ts';

const AREA_LABELS: Record<Module, string> = { plan: 'Plan File', marketing: 'Marketing', construction: 'Construction' };

/** The first RESULTS_PER_KIND hits of each kind that match every word and lie in the caller's areas. */
export function pickHits(caller: Caller, words: string[], hits: IndexHit[]): Map<SearchKind, IndexHit[]> {
  const rest = words.slice(1);
  const picked = new Map<SearchKind, IndexHit[]>(SEARCH_KINDS.map((kind) => [kind, []]));
  const seen = new Set<string>();
  for (const hit of hits) {
    const key = `${hit.kind}#${hit.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = picked.get(hit.kind);
    if (!list || list.length >= RESULTS_PER_KIND) continue;
    if (!canUseModule(caller.role, hit.module)) continue;
    if (!matchesAll(rest, hit.terms.split(' '))) continue;
    list.push(hit);
  }
  return picked;
}

const pathOf = (module: Module, names: string[]) => [AREA_LABELS[module], ...names].join(' / ');
const ancestorNames = (folder: FolderRecord) => folder.ancestors.map((a) => a.name);

/**
 * Whether the live item behind a hit is still where the index says, in the caller's reach: the index
 * follows the table a little behind, so a moved, re-filed or deleted item may still have term items.
 */
function liveCheck(caller: Caller, projectId: string, live: LiveItems) {
  const inProject = <T extends { projectId: string }>(item: T | undefined): item is T => item?.projectId === projectId;
  const inArea = (item: { module: Module }, hit: IndexHit) =>
    item.module === hit.module && canUseModule(caller.role, item.module);
  // A folder is live when it and every folder above it is neither binned nor being deleted.
  const liveFolder = (folder: FolderRecord | undefined): boolean =>
    folder !== undefined && !folder.deleteStatus && !folder.binned;
  const folderOf = (id: string) => {
    const folder = live.folders.get(id);
    const chain = folder?.ancestors.map((a) => live.folders.get(a._id)) ?? [];
    return inProject(folder) && liveFolder(folder) && chain.every(liveFolder) ? folder : undefined;
  };
  return {
    file(hit: IndexHit): FolderRecord | 'root' | undefined {
      const file = live.files.get(hit.id);
      if (!inProject(file) || file.deletingAt || file.binned || !inArea(file, hit)) return undefined;
      const folderId = file.folderId ?? ROOT_FOLDER_ID;
      if (folderId !== (hit.folderId ?? ROOT_FOLDER_ID)) return undefined;
      return folderId === ROOT_FOLDER_ID ? 'root' : folderOf(folderId);
    },
    folder(hit: IndexHit): FolderRecord | undefined {
      const folder = folderOf(hit.id);
      return folder && inArea(folder, hit) ? folder : undefined;
    },
    task: (id: string) => {
      const task = live.tasks.get(id);
      return inProject(task) && !task.binned ? task : undefined;
    },
    marketingTask: (id: string) => {
      const task = live.marketingTasks.get(id);
      return inProject(task) && !task.binned;
    },
  };
}

/**
 * The live items behind the hits, and the ancestors of their folders (a second BatchGetItem, only when a
 * folder read is below one not read), so a file or folder below a binned folder is dropped.
 */
async function withAncestors(ids: Parameters<typeof readLive>[0]): Promise<LiveItems> {
  const live = await readLive(ids);
  const missing = [...live.folders.values()]
    .flatMap((f) => f.ancestors.map((a) => a._id))
    .filter((id) => !live.folders.has(id));
  if (missing.length === 0) return live;
  const above = await readLive({ files: [], folders: missing, tasks: [], marketingTasks: [] });
  for (const [id, folder] of above.folders) live.folders.set(id, folder);
  return live;
}

export async function searchProject(caller: Caller, projectId: string, query: string): Promise<SearchAnswer> {
  assertProjectAccess(caller, projectId);
  const words = queryWords(query);
  const leading = words[0];
  if (!leading || leading.length < MIN_LEADING_WORD) throw invalid(SEARCH_TOO_SHORT);
  const { hits, more } = await queryIndex(projectId, leading);
  const picked = pickHits(caller, words, hits);

  const files = picked.get('file') ?? [];
  const folders = picked.get('folder') ?? [];
  const tasks = picked.get('task') ?? [];
  const marketingTasks = picked.get('marketingTask') ?? [];
  const notes = picked.get('note') ?? [];
  const live = liveCheck(
    caller,
    projectId,
    await withAncestors({
      files: files.map((f) => f.id),
      folders: [
        ...files.map((f) => f.folderId ?? ROOT_FOLDER_ID).filter((id) => id !== ROOT_FOLDER_ID),
        ...folders.map((f) => f.id),
      ],
      tasks: [...tasks.map((t) => t.id), ...notes.map((n) => n.taskId ?? '')],
      marketingTasks: marketingTasks.map((t) => t.id),
    }),
  );

  const result = (hit: IndexHit, place: string): SearchResult => ({
    kind: hit.kind,
    id: hit.id,
    name: hit.name,
    detail: hit.detail,
    module: hit.module,
    place,
    ...(hit.folderId && { folderId: hit.kind === 'folder' ? hit.id : hit.folderId }),
    ...(hit.taskId && { taskId: hit.taskId }),
  });
  const placed: Record<SearchKind, SearchResult[]> = {
    file: files.flatMap((hit) => {
      const folder = live.file(hit);
      if (!folder) return [];
      return [
        result(
          hit,
          folder === 'root' ? AREA_LABELS[hit.module] : pathOf(hit.module, [...ancestorNames(folder), folder.name]),
        ),
      ];
    }),
    folder: folders.flatMap((hit) => {
      const folder = live.folder(hit);
      return folder ? [result(hit, pathOf(hit.module, ancestorNames(folder)))] : [];
    }),
    task: tasks.flatMap((hit) => (live.task(hit.id) ? [result(hit, 'Construction schedule')] : [])),
    marketingTask: marketingTasks.flatMap((hit) =>
      live.marketingTask(hit.id) ? [result(hit, 'Marketing schedule')] : [],
    ),
    note: notes.flatMap((hit) => {
      const task = live.task(hit.taskId ?? '');
      return task ? [result(hit, `Note on ${task.task_name}`)] : [];
    }),
  };
  return {
    words,
    groups: SEARCH_KINDS.map((kind) => ({ kind, results: placed[kind] })).filter((g) => g.results.length > 0),
    more,
    cut: queryIsCut(query),
  };
}
