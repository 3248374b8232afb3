/**
 * The project search index (docs/data-model.md#project-search). Term items live in the same table:
 * - term item: PK=SEARCH#<projectId>, SK=<term>#<kind>#<id>, with what a result shows (name, detail, area,
 *   folder or task) and `terms`, every term of the indexed text (to filter the other words of a query)
 * - the index's own note of what it wrote for one indexed item: PK=SEARCHDOC#<kind>#<id>, SK=DOC, with the
 *   project and the term items' sort keys, so a change or a removal deletes exactly what is stale
 * The items are kept by a DynamoDB Streams consumer (functions/streams/search-indexer.ts; locally the
 * stream poller of local/search-stream.ts runs the same code): each change of a file, folder, task or
 * note item is turned into deterministic puts and deletes, so a record processed twice changes nothing.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import { MAX_TERMS_PER_TEXT, type SearchKind, searchTerms } from '#shared/search.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { type FileRecord, fileIdOf, toRecord as toFileRecord } from './files.ts';
import { type FolderRecord, folderIdOf, toRecord as toFolderRecord } from './folders.ts';
import {
  type ConstructionTaskRecord,
  getTaskRecord,
  type TaskRecord,
  taskIdOf,
  toConstructionTask,
  toMarketingTask,
} from './schedule-tasks.ts';
import { type IndexHit, searchPartition } from './search-query.ts';
import { batchGet, batchWrite, type Item, type Key, table } from './table.ts';
import { type NoteRecord, noteIdOf, toNoteRecord } from './task-activity.ts';

/** What one search result shows; stored on every term item of the indexed item. */
export interface IndexedDoc extends IndexHit {
  projectId: string;
}

/** A note's text is shown up to this many characters. */
export const NOTE_SNIPPET_LENGTH = 160;
const termSk = (term: string, doc: Pick<IndexedDoc, 'kind' | 'id'>) => `${term}#${doc.kind}#${doc.id}`;
const docRecordKey = (kind: SearchKind, id: string): Key => ({ PK: `SEARCHDOC#${kind}#${id}`, SK: 'DOC' });

/** One change of one table item, as a stream record carries it (images already unmarshalled). */
export interface ItemChange {
  keys: Key;
  oldImage?: Item;
  newImage?: Item;
}

/** An indexed item: its kind and id (and a note's task). */
type IndexedIdentity = { kind: SearchKind; id: string; taskId?: string };

/** Which indexed item a table item is, by its key (each entity module parses its own); undefined for the rest. */
export function indexedIdentity(keys: Key): IndexedIdentity | undefined {
  const file = fileIdOf(keys);
  if (file) return { kind: 'file', id: file };
  const folder = folderIdOf(keys);
  if (folder) return { kind: 'folder', id: folder };
  const task = taskIdOf('construction', keys);
  if (task) return { kind: 'task', id: task };
  const marketingTask = taskIdOf('marketing', keys);
  if (marketingTask) return { kind: 'marketingTask', id: marketingTask };
  const note = noteIdOf(keys);
  if (note) return { kind: 'note', id: note.noteId, taskId: note.taskId };
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The project a note is filed under is its task's. */
type NoteTask = Partial<ConstructionTaskRecord>;

/** The terms of an item's texts, at most MAX_TERMS_PER_TEXT of all of them together. */
const termsOf = (...parts: string[]) => searchTerms(parts.join(' '), MAX_TERMS_PER_TEXT).join(' ');

/**
 * A file's or folder's doc: shown by its name and detail in its project's area and the folder it sits in
 * (its module's root when none), found by its name, its detail and any `more` texts.
 */
function documentDoc(
  identity: IndexedIdentity,
  at: Pick<FileRecord, 'projectId' | 'module'> & { folderId?: string | null },
  name: string,
  detail: string,
  ...more: string[]
): IndexedDoc {
  const { projectId, module } = at;
  const folderId = at.folderId ?? ROOT_FOLDER_ID;
  return { ...identity, projectId, module, name, detail, folderId, terms: termsOf(name, detail, ...more) };
}

/**
 * What the search shows of an item and its terms, read through the entity modules' typed records; undefined
 * when it is not searchable in its state (a file or folder being deleted). A note needs its task's project
 * (`noteTask`), which the note item does not hold.
 */
export function docOf(change: { keys: Key; image: Item }, noteTask?: NoteTask): IndexedDoc | undefined {
  const identity = indexedIdentity(change.keys);
  if (!identity) return undefined;
  switch (identity.kind) {
    case 'file': {
      const file = toFileRecord(change.image);
      if (file.deletingAt || file.binned) return undefined;
      return documentDoc(identity, file, text(file.original_name), text(file.author), text(file.version_note));
    }
    case 'folder': {
      const folder = toFolderRecord(change.image);
      if (folder.deleteStatus || folder.binned) return undefined;
      return documentDoc(identity, { ...folder, folderId: folder.parent_id }, text(folder.name), '');
    }
    case 'task':
    case 'marketingTask': {
      const task = identity.kind === 'task' ? toConstructionTask(change.image) : toMarketingTask(change.image);
      if (task.binned) return undefined;
      return {
        ...identity,
        projectId: task.projectId,
        module: identity.kind === 'task' ? 'construction' : 'marketing',
        name: text(task.task_name),
        detail: text(task.owner),
        terms: termsOf(text(task.task_name), text(task.owner)),
      };
    }
    case 'note': {
      if (!noteTask?.projectId) return undefined;
      const note = toNoteRecord(change.image);
      return {
        ...identity,
        projectId: noteTask.projectId,
        module: 'construction',
        name: text(note.text).slice(0, NOTE_SNIPPET_LENGTH),
        detail: text(note.user_name),
        terms: termsOf(text(note.text)),
      };
    }
  }
}

/** The term items of a document: one per term. */
export function termItemsOf(doc: IndexedDoc): Item[] {
  const { projectId: _p, ...shown } = doc;
  return doc.terms
    .split(' ')
    .filter(Boolean)
    .map((term) => ({ PK: searchPartition(doc.projectId), SK: termSk(term, doc), itemType: 'search-term', ...shown }));
}

/** The index's note of what it wrote for one document: the project and the term items' sort keys. */
function docNoteOf(identity: { kind: SearchKind; id: string }, projectId: string, sortKeys: string[]): Item {
  return { ...docRecordKey(identity.kind, identity.id), itemType: 'search-doc', projectId, sortKeys };
}

/** Everything the index holds for a new document: its term items and the index's note (the backfill and the bench write these in bulk). */
export function indexItemsFor(doc: IndexedDoc): Item[] {
  const terms = termItemsOf(doc);
  return terms.length === 0
    ? []
    : [
        ...terms,
        docNoteOf(
          doc,
          doc.projectId,
          terms.map((t) => t.SK as string),
        ),
      ];
}

/**
 * Fields whose change changes the index; other changes (progress, counters) are skipped without a read.
 * Named as fields of each entity's record, so renaming one breaks the type check here.
 */
const SEARCHED_FIELDS: readonly string[] = [
  ...new Set([
    ...([
      'original_name',
      'author',
      'version_note',
      'folderId',
      'deletingAt',
      'binned',
      'projectId',
      'module',
    ] satisfies (keyof FileRecord)[]),
    ...(['name', 'parent_id', 'deleteStatus', 'binned', 'projectId', 'module'] satisfies (keyof FolderRecord)[]),
    ...(['task_name', 'owner', 'projectId', 'binned'] satisfies (keyof TaskRecord)[]),
    ...(['text', 'user_name'] satisfies (keyof NoteRecord)[]),
  ]),
];

function searchedFieldsEqual(a: Item, b: Item): boolean {
  return SEARCHED_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

/** Reads a note's task once per batch of changes. */
export type TaskReader = (taskId: string) => Promise<NoteTask | undefined>;

export function cachedTaskReader(): TaskReader {
  const cache = new Map<string, Promise<NoteTask | undefined>>();
  return (taskId) => {
    let found = cache.get(taskId);
    if (!found) {
      found = getTaskRecord('construction', taskId);
      cache.set(taskId, found);
    }
    return found;
  };
}

/**
 * Brings the index in line with one changed item. Idempotent: the same change applied again writes the
 * same items (`rebuild`, for the backfill, compares with the index's note even for an item seen as new); a new item costs one BatchWriteItem (its terms and the index's note), a change of searched
 * fields a GetItem of that note, a BatchWriteItem and a PutItem; other changes nothing.
 */
export async function applyChange(
  change: ItemChange,
  readTask: TaskReader = cachedTaskReader(),
  options: { rebuild?: boolean } = {},
): Promise<void> {
  const identity = indexedIdentity(change.keys);
  if (!identity) return;
  const { oldImage, newImage } = change;
  if (!options.rebuild && oldImage && newImage && searchedFieldsEqual(oldImage, newImage)) return;
  const noteTask =
    identity.kind === 'note' && newImage && identity.taskId ? await readTask(identity.taskId) : undefined;
  const doc = newImage ? docOf({ keys: change.keys, image: newImage }, noteTask) : undefined;
  if (!oldImage && !options.rebuild) {
    // A new item: nothing of it can be in the index yet (ids are never reused), so all goes in one batch.
    if (doc) await batchWrite(indexItemsFor(doc).map((Item) => ({ PutRequest: { Item } })));
    return;
  }
  const wanted = doc ? termItemsOf(doc) : [];
  const wantedKeys = new Set(wanted.map((item) => item.SK as string));
  const recordKey = docRecordKey(identity.kind, identity.id);
  const record = docNoteOf(identity, doc?.projectId ?? '', [...wantedKeys]);
  const stored = (await dynamo().send(new GetCommand({ TableName: table(), Key: recordKey, ConsistentRead: true })))
    .Item;
  const stale = staleTermKeys(
    stored && { projectId: stored.projectId as string, sortKeys: stored.sortKeys as string[] },
    doc && { projectId: doc.projectId, sortKeys: [...wantedKeys] },
  );
  // Term items first, the note last: a failure in between leaves a note that still names every stale item.
  await batchWrite([
    ...wanted.map((Item) => ({ PutRequest: { Item } })),
    ...stale.map((Key) => ({ DeleteRequest: { Key } })),
  ]);
  if (wanted.length > 0) await dynamo().send(new PutCommand({ TableName: table(), Item: record }));
  else if (stored) await batchWrite([{ DeleteRequest: { Key: recordKey } }]);
}

/** What the index holds (or should hold) for one item: its project and its term items' sort keys. */
export interface IndexedTerms {
  projectId: string;
  sortKeys: readonly string[];
}

/**
 * The term items to delete: those stored that are not wanted, compared as (project, sort key) pairs. A
 * term's sort key does not name the project, so an item moved to another project keeps none of its old
 * project's items, even for terms that did not change.
 */
export function staleTermKeys(stored: IndexedTerms | undefined, wanted: IndexedTerms | undefined): Key[] {
  if (!stored) return [];
  const kept = new Set(wanted && wanted.projectId === stored.projectId ? wanted.sortKeys : []);
  return stored.sortKeys.filter((sk) => !kept.has(sk)).map((SK) => ({ PK: searchPartition(stored.projectId), SK }));
}

/**
 * Deletes the term items of a page that the index's note of their item does not name in that project: the
 * leftovers of moves to another project made before stale items were compared by project. Answers how many
 * were deleted. One BatchGetItem of the notes, then BatchWriteItem.
 */
export async function removeOrphanTerms(termItems: Item[]): Promise<number> {
  const terms = termItems.filter((item) => item.itemType === 'search-term' && String(item.PK).startsWith('SEARCH#'));
  if (terms.length === 0) return 0;
  const noteKeys = new Map(terms.map((t) => [`${t.kind}#${t.id}`, docRecordKey(t.kind as SearchKind, t.id as string)]));
  const notes = new Map((await batchGet([...noteKeys.values()])).map((note) => [note.PK as string, note as Item]));
  const orphans = terms.filter((term) => {
    const note = notes.get(docRecordKey(term.kind as SearchKind, term.id as string).PK);
    return !note || searchPartition(note.projectId) !== term.PK || !(note.sortKeys as string[]).includes(term.SK);
  });
  await batchWrite(orphans.map((t) => ({ DeleteRequest: { Key: { PK: t.PK as string, SK: t.SK as string } } })));
  return orphans.length;
}

/**
 * The version of the index's layout and rules; a data folder whose index was built by an older version is
 * rebuilt and repaired once at start (version 2: term items left in a project an item moved out of).
 */
export const SEARCH_INDEX_VERSION = 2;
const versionKey: Key = { PK: 'SEARCHMETA', SK: 'VERSION' };

export async function searchIndexVersion(): Promise<number> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: versionKey, ConsistentRead: true }));
  return typeof res.Item?.version === 'number' ? res.Item.version : 1;
}

export async function markSearchIndexVersion(): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...versionKey, itemType: 'search-meta', version: SEARCH_INDEX_VERSION },
    }),
  );
}
