/**
 * Project search (docs/requirements.md#project-search): one Query of the term index on the longest query
 * word, the other words filtered on each result's terms, the caller's areas kept, then one BatchGetItem for
 * where the results are (folder paths, note tasks). With the session check: 3 DynamoDB requests at most.
 */
import type { SearchAnswer, SearchResult } from '#shared/models/search.ts';
import { canUseModule, type Module } from '#shared/roles.ts';
import { SEARCH_TOO_SHORT } from '#shared/schemas/search.ts';
import {
  MIN_LEADING_WORD,
  matchesAll,
  queryWords,
  RESULTS_PER_KIND,
  SEARCH_KINDS,
  type SearchKind,
} from '#shared/search.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { invalid } from '../commons/errors.ts';
import { type IndexHit, queryIndex, readPlaces } from '../data/search-query.ts';
import type { Item } from '../data/table.ts';
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
const ancestorNames = (folder: Item) => ((folder.ancestors as { name: string }[] | undefined) ?? []).map((a) => a.name);

export async function searchProject(caller: Caller, projectId: string, query: string): Promise<SearchAnswer> {
  assertProjectAccess(caller, projectId);
  const words = queryWords(query);
  const leading = words[0];
  if (!leading || leading.length < MIN_LEADING_WORD) throw invalid(SEARCH_TOO_SHORT);
  const { hits, more } = await queryIndex(projectId, leading);
  const picked = pickHits(caller, words, hits);

  const files = picked.get('file') ?? [];
  const folders = picked.get('folder') ?? [];
  const notes = picked.get('note') ?? [];
  const places = await readPlaces(
    [...files.map((f) => f.folderId ?? 'root').filter((id) => id !== 'root'), ...folders.map((f) => f.id)],
    notes.map((n) => n.taskId ?? ''),
  );
  const folderById = new Map(
    places.folders.filter((f) => !f.deleteStatus && f.projectId === projectId).map((f) => [f._id as string, f]),
  );
  const taskById = new Map(places.tasks.filter((t) => t.projectId === projectId).map((t) => [t._id as string, t]));

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
      if (!hit.folderId || hit.folderId === 'root') return [result(hit, AREA_LABELS[hit.module])];
      const folder = folderById.get(hit.folderId);
      return folder ? [result(hit, pathOf(hit.module, [...ancestorNames(folder), folder.name]))] : [];
    }),
    folder: folders.flatMap((hit) => {
      const folder = folderById.get(hit.id);
      return folder ? [result(hit, pathOf(hit.module, ancestorNames(folder)))] : [];
    }),
    task: (picked.get('task') ?? []).map((hit) => result(hit, 'Construction schedule')),
    marketingTask: (picked.get('marketingTask') ?? []).map((hit) => result(hit, 'Marketing schedule')),
    note: notes.flatMap((hit) => {
      const task = taskById.get(hit.taskId ?? '');
      return task ? [result(hit, `Note on ${task.task_name}`)] : [];
    }),
  };
  return {
    words,
    groups: SEARCH_KINDS.map((kind) => ({ kind, results: placed[kind] })).filter((g) => g.results.length > 0),
    more,
  };
}
