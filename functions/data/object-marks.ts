/**
 * Whether the objects an activity page names still stand (docs/data-model.md#recycle-bin): one BatchGetItem
 * of their own items, by the key of each entity module.
 */
import { ROOT_FOLDER_ID } from '#shared/documents.ts';
import { fileIdOf, fileKey } from './files.ts';
import { folderIdOf, folderKey } from './folders.ts';
import { taskIdOf, taskKey } from './schedule-tasks.ts';
import { batchGet, type Item, type Key } from './table.ts';

/** The objects with an item of their own that a delete can take away. */
export type MarkedObjectType = 'file' | 'folder' | 'task' | 'marketing-task';

export interface ObjectRef {
  type: MarkedObjectType;
  id: string;
}

/**
 * What the object's own item says: in the recycle bin, or in the middle of being erased, and the folder it
 * sits in (a file's folder, a folder's parent; none at the area root or for a task), which may be gone.
 */
export interface ObjectMarks {
  binned: boolean;
  deleting: boolean;
  folderId?: string;
}

/** The folder a file or folder item sits in, if any (a task sits in none). */
function folderOfItem(type: MarkedObjectType, item: Item): string | undefined {
  const id = type === 'file' ? item.folderId : type === 'folder' ? item.parent_id : undefined;
  return typeof id === 'string' && id !== ROOT_FOLDER_ID ? id : undefined;
}

// Arrows, not the functions themselves: the entity modules are read when a page is, not when this loads.
const KEY: Record<MarkedObjectType, (id: string) => Key> = {
  file: (id) => fileKey(id),
  folder: (id) => folderKey(id),
  task: (id) => taskKey('construction', id),
  'marketing-task': (id) => taskKey('marketing', id),
};

const ID_OF: Record<MarkedObjectType, (key: Key) => string | undefined> = {
  file: (key) => fileIdOf(key),
  folder: (key) => folderIdOf(key),
  task: (key) => taskIdOf('construction', key),
  'marketing-task': (key) => taskIdOf('marketing', key),
};

export const refKey = (ref: ObjectRef) => `${ref.type}:${ref.id}`;

/** The marks of each object whose item exists, by `type:id`; an object erased or never made is absent. */
export async function objectMarks(refs: readonly ObjectRef[]): Promise<Map<string, ObjectMarks>> {
  const unique = new Map(refs.map((ref) => [refKey(ref), ref]));
  const items = await batchGet([...unique.values()].map((ref) => KEY[ref.type](ref.id)));
  const marks = new Map<string, ObjectMarks>();
  for (const item of items) {
    const key = { PK: item.PK, SK: item.SK } as Key;
    for (const type of Object.keys(KEY) as MarkedObjectType[]) {
      const id = ID_OF[type](key);
      if (id === undefined) continue;
      const folderId = folderOfItem(type, item);
      marks.set(refKey({ type, id }), {
        binned: item.binned !== undefined,
        deleting: item.deletingAt !== undefined,
        ...(folderId && { folderId }),
      });
    }
  }
  return marks;
}
