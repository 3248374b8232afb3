/**
 * Folder counters change in the same transaction as what they count (docs/architecture.md#one-dynamodb-table-designed-from-access-patterns). A change to a
 * folder is applied to both of its items (its own and its entry in the parent container), and every update
 * requires the folder to exist and be neither under deletion nor in the recycle bin, so nothing lands in a
 * folder being deleted or in a binned tree (each folder of the chain is updated, the binned one included).
 */
import { type FolderRecord, folderEntryKey, folderKey } from './folders.ts';
import { table } from './table.ts';
import type { Labeled } from './transactions.ts';

export interface CounterDelta {
  fileCount: number;
  totalFileCount: number;
  subfolderCount: number;
  descendantFolders: number;
}

interface FolderChange {
  folder: { _id: string; parent_id: string | null; projectId: string; module: FolderRecord['module'] };
  delta: CounterDelta;
  /** The folder's name must still be this (a folder created below it copied the name into its ancestors). */
  expectName?: string;
}

const ZERO: CounterDelta = { fileCount: 0, totalFileCount: 0, subfolderCount: 0, descendantFolders: 0 };

export const folderLabel = (id: string) => `folder:${id}`;

/** Whether a refused item is a folder's counter (the folder is gone or being deleted). */
export const isFolderLabel = (label: string) => label.startsWith('folder:');

/** Changes per folder id; several changes to one folder merge (a transaction may touch an item once). */
export class CounterChanges {
  private readonly changes = new Map<string, FolderChange>();

  private add(folder: FolderChange['folder'], delta: Partial<CounterDelta>, expectName?: string): void {
    const current = this.changes.get(folder._id) ?? { folder, delta: { ...ZERO } };
    for (const key of Object.keys(delta) as (keyof CounterDelta)[]) current.delta[key] += delta[key] ?? 0;
    if (expectName !== undefined) current.expectName = expectName;
    this.changes.set(folder._id, current);
  }

  /** The folder and its ancestors, root first; none for the module root. */
  private chain(folder: FolderRecord) {
    const ids = [...folder.ancestors.map((a) => a._id), folder._id];
    return ids.map((_id, i) => ({
      _id,
      parent_id: i === 0 ? null : (ids[i - 1] as string),
      projectId: folder.projectId,
      module: folder.module,
      name: i < folder.ancestors.length ? (folder.ancestors[i] as { name: string }).name : folder.name,
    }));
  }

  /** `files` files enter (or, negative, leave) `folder` directly. */
  files(folder: FolderRecord | undefined, files: number): this {
    if (!folder) return this;
    for (const f of this.chain(folder)) {
      this.add(f, { totalFileCount: files, ...(f._id === folder._id && { fileCount: files }) });
    }
    return this;
  }

  /** A new folder appears directly in `parent`: its names must be what the new folder copied. */
  folderCreated(parent: FolderRecord | undefined): this {
    if (!parent) return this;
    for (const f of this.chain(parent)) {
      this.add(f, { descendantFolders: 1, ...(f._id === parent._id && { subfolderCount: 1 }) }, f.name);
    }
    return this;
  }

  /** `folder` leaves its parent with all it holds (a delete into the recycle bin, or a recursive delete). */
  folderRemoved(folder: FolderRecord, parent: FolderRecord | undefined): this {
    return this.folderTotals(folder, parent, -1);
  }

  /** `folder` comes back into `parent` with all it holds (a restore from the recycle bin). */
  folderReturned(folder: FolderRecord, parent: FolderRecord | undefined): this {
    return this.folderTotals(folder, parent, 1);
  }

  private folderTotals(folder: FolderRecord, parent: FolderRecord | undefined, sign: 1 | -1): this {
    if (!parent) return this;
    for (const f of this.chain(parent)) {
      this.add(f, {
        totalFileCount: sign * folder.totalFileCount,
        descendantFolders: sign * (1 + folder.descendantFolders),
        ...(f._id === parent._id && { subfolderCount: sign }),
      });
    }
    return this;
  }

  items(): Labeled[] {
    return [...this.changes.values()].flatMap((c) => updateItems(c));
  }
}

function updateItems({ folder, delta, expectName }: FolderChange): Labeled[] {
  const values = {
    ':f': delta.fileCount,
    ':t': delta.totalFileCount,
    ':s': delta.subfolderCount,
  };
  const label = folderLabel(folder._id);
  const selfCondition = `attribute_exists(PK) AND attribute_not_exists(deleteStatus) AND attribute_not_exists(binned)${expectName === undefined ? '' : ' AND #name = :name'}`;
  return [
    {
      label,
      item: {
        Update: {
          TableName: table(),
          Key: folderKey(folder._id),
          UpdateExpression: 'ADD fileCount :f, totalFileCount :t, subfolderCount :s, descendantFolders :d',
          ConditionExpression: selfCondition,
          ...(expectName !== undefined && { ExpressionAttributeNames: { '#name': 'name' } }),
          ExpressionAttributeValues: {
            ...values,
            ':d': delta.descendantFolders,
            ...(expectName !== undefined && { ':name': expectName }),
          },
        },
      },
    },
    {
      label,
      item: {
        Update: {
          TableName: table(),
          Key: folderEntryKey({ ...folder, parent_id: folder.parent_id ?? null }),
          UpdateExpression: 'ADD fileCount :f, totalFileCount :t, subfolderCount :s',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: values,
        },
      },
    },
  ];
}
