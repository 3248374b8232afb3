/**
 * An in-memory stand-in for the document areas' data and storage functions, for the domain's unit tests
 * (the emulator suite in tests/integration keeps the real thing). It keeps what the table keeps, with the
 * same guards the intent functions write as conditions: a counted folder must exist and be neither under
 * deletion nor binned, a file must still be where it was read, a version goes only over the version read, a name
 * claim is unique among siblings ignoring case. A refused write changes nothing and throws the same
 * Refused kinds as functions/data.
 */
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { Folder, FolderDeleteStatus } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import type { VersionLeftovers, VersionRecord } from '../../data/file-versions.ts';
import type { FileRecord } from '../../data/files.ts';
import type { FinishedDelete } from '../../data/folder-delete.ts';
import type { FolderRecord } from '../../data/folders.ts';
import type { BinRecord } from '../../data/recycle-bin.ts';
import { Refused } from '../../data/refusals.ts';
import type { PendingUpload } from '../../data/uploads.ts';

/**
 * The real mapping of a file record to its version, read when called: a value import of a data module
 * here would run the mock factories of the tests that mock it before this module exists.
 */
const realVersions = () => import('../../data/file-versions.ts');
type ToVersion = (file: FileRecord, uploadId?: string) => VersionRecord;
/** Sibling names compare as data/folders.ts normalizedName does. */
const nameKey = (name: string) => name.normalize('NFC').toLowerCase();

/** restoreBinnedFolder's arguments after the path rule the fake is given. */
type RestoreArgs = Parameters<DocumentStore['restoreBinnedFolder']> extends [unknown, ...infer Rest] ? Rest : never;

type Counters = Pick<FolderRecord, 'fileCount' | 'totalFileCount' | 'subfolderCount' | 'descendantFolders'>;

export class DocumentStore {
  readonly folders = new Map<string, FolderRecord>();
  readonly files = new Map<string, FileRecord>();
  readonly versions = new Map<string, VersionRecord[]>();
  readonly finished = new Map<string, FinishedDelete>();
  /** Bin items by object id. */
  readonly bin = new Map<string, BinRecord>();
  readonly activity: ActivityEntry[] = [];
  /** Stored objects: their sizes by key. */
  readonly objects = new Map<string, number>();
  /** Pending uploads by id (a version's stays as its receipt, with confirmedFile). */
  readonly uploads = new Map<string, PendingUpload>();

  reset(): void {
    for (const m of [this.folders, this.files, this.versions, this.finished, this.objects, this.uploads, this.bin]) {
      m.clear();
    }
    this.activity.length = 0;
  }

  /** Empties the store and makes the usual tree of the plan area of P1: Drawings, with Structural in it. */
  resetToDrawings(): { drawings: FolderRecord; structural: FolderRecord } {
    this.reset();
    const drawings = this.addFolder('01JD00000000000000000000F1', 'Drawings');
    return { drawings, structural: this.addFolder('01JD00000000000000000000F2', 'Structural', drawings) };
  }

  folder(id: string): FolderRecord {
    const folder = this.folders.get(id);
    if (!folder) throw new Error(`no folder ${id} in the fake`);
    return folder;
  }

  /** A folder as the table holds it, counters at zero, below `parent` when given. */
  addFolder(id: string, name: string, parent?: FolderRecord, scope = { projectId: 'P1', module: 'plan' as Module }) {
    const folder: FolderRecord = {
      _id: id,
      name,
      level: parent ? parent.level + 1 : 1,
      module: parent?.module ?? scope.module,
      parent_id: parent?._id ?? null,
      projectId: parent?.projectId ?? scope.projectId,
      fileCount: 0,
      totalFileCount: 0,
      subfolderCount: 0,
      createdAt: '2026-11-01T12:00:00.000Z',
      updatedAt: '2026-11-01T12:00:00.000Z',
      ancestors: parent ? [...parent.ancestors, { _id: parent._id, name: parent.name }] : [],
      descendantFolders: 0,
    };
    this.apply(this.chain(parent), (own) => ({ descendantFolders: 1, subfolderCount: own ? 1 : 0 }));
    this.folders.set(id, folder);
    return folder;
  }

  /** A file as the table holds it, counted in its folder and the folder's ancestors, its object stored. */
  addFile(id: string, name: string, folder?: FolderRecord, scope = { projectId: 'P1', module: 'plan' as Module }) {
    const file: FileRecord = {
      _id: id,
      original_name: name,
      author: 'Ada Architect',
      size: 1000,
      format: 'PDF',
      contentType: 'application/pdf',
      upload_date: '2026-11-02T12:00:00.000Z',
      upload_by: 'Pat Morgan',
      upload_by_id: 'U1',
      module: folder?.module ?? scope.module,
      projectId: folder?.projectId ?? scope.projectId,
      folderId: folder?._id ?? 'root',
      s3Key: `files/${id}`,
    };
    this.insertFile(file, folder);
    return file;
  }

  /** Marks a folder as the first step of a delete leaves it (its counters as they were). */
  beingDeleted(id: string): void {
    this.folder(id).deleteStatus = {
      folderId: id,
      state: 'deleting',
      deletedFiles: 0,
      totalFiles: 0,
      deletedFolders: 0,
      totalFolders: 1,
      startedAt: '2026-11-23T15:00:00.000Z',
    };
  }

  /** The folder (from the table, not the copy given) and its ancestors, root first. */
  private chain(folder: Pick<FolderRecord, '_id' | 'ancestors'> | undefined): FolderRecord[] {
    if (!folder) return [];
    return [...folder.ancestors.map((a) => a._id), folder._id].map((id) => this.folders.get(id) as FolderRecord);
  }

  /** The guard of every counter update: the folder exists and is neither being deleted nor binned. */
  private counted(folder: FolderRecord | undefined): FolderRecord[] {
    const chain = this.chain(folder);
    if (chain.some((f) => !f || f.deleteStatus || f.binned)) throw new Refused('not-found', 'folder');
    return chain;
  }

  private apply(chain: FolderRecord[], delta: (own: boolean) => Partial<Counters>): void {
    const last = chain.at(-1);
    for (const f of chain) {
      const d = delta(f === last);
      for (const key of Object.keys(d) as (keyof Counters)[]) f[key] += d[key] ?? 0;
    }
  }

  private record(activity: ActivityEntry | ActivityEntry[]): void {
    this.activity.push(...(Array.isArray(activity) ? activity : [activity]));
  }

  private stillAt(file: FileRecord): FileRecord {
    const stored = this.files.get(file._id);
    const same =
      stored &&
      stored.folderId === file.folderId &&
      stored.module === file.module &&
      stored.projectId === file.projectId;
    if (!same) throw new Refused('conflict', 'file');
    return stored;
  }

  // data/files.ts

  insertFile(file: FileRecord, folder: FolderRecord | undefined, activity?: ActivityEntry, consumedUpload?: string) {
    const chain = this.counted(folder);
    if (consumedUpload !== undefined && !this.uploads.delete(consumedUpload)) throw new Refused('conflict', 'upload');
    if (this.files.has(file._id)) throw new Error('file record exists');
    this.apply(chain, (own) => ({ totalFileCount: 1, fileCount: own ? 1 : 0 }));
    this.files.set(file._id, { ...file });
    if (!this.objects.has(file.s3Key)) this.objects.set(file.s3Key, file.size);
    if (activity) this.record(activity);
  }

  /** A delete begun before the recycle bin, cut short after its first step (deletingAt set). */
  markFileDeleting(file: FileRecord, at: string): void {
    this.stillAt(file).deletingAt = at;
  }

  moveFileRecord(
    file: FileRecord,
    moved: FileRecord,
    folders: { from: FolderRecord | undefined; to: FolderRecord | undefined },
    activity: ActivityEntry[],
  ): void {
    this.stillAt(file);
    const from = this.counted(folders.from);
    const to = this.counted(folders.to);
    this.apply(from, (own) => ({ totalFileCount: -1, fileCount: own ? -1 : 0 }));
    this.apply(to, (own) => ({ totalFileCount: 1, fileCount: own ? 1 : 0 }));
    this.files.set(file._id, { ...moved });
    this.record(activity);
  }

  /** data/files.ts binFile: the record marked, counted out of its folders, the bin item kept. */
  binFile(file: FileRecord, folder: FolderRecord | undefined, bin: BinRecord, activity: ActivityEntry): void {
    const stored = this.stillAt(file);
    if (stored.binned || stored.deletingAt || this.bin.has(bin._id)) throw new Refused('conflict', 'file');
    this.apply(this.counted(folder), (own) => ({ totalFileCount: -1, fileCount: own ? -1 : 0 }));
    stored.binned = { deletedAt: bin.deletedAt, deletedBy: bin.deletedBy, purgeAt: bin.purgeAt };
    stored.sharesEndedAt = bin.deletedAt;
    this.bin.set(bin._id, { ...bin });
    this.record(activity);
  }

  deleteFileRecord(file: FileRecord, folder: FolderRecord | undefined, activity: ActivityEntry): void {
    this.stillAt(file);
    this.apply(this.counted(folder), (own) => ({ totalFileCount: -1, fileCount: own ? -1 : 0 }));
    this.files.delete(file._id);
    this.record(activity);
  }

  // data/file-versions.ts

  commitFileVersion(
    toVersion: ToVersion,
    file: FileRecord,
    next: FileRecord,
    versionName: string,
    activity: ActivityEntry,
    uploadId?: string,
  ) {
    const upload = uploadId === undefined ? undefined : this.uploads.get(uploadId);
    if (uploadId !== undefined && (!upload || upload.confirmedFile)) throw new Refused('conflict', 'upload');
    const stored = this.stillAt(file);
    if (stored.deletingAt || (stored.version ?? 1) !== (file.version ?? 1)) throw new Refused('conflict', 'file');
    const versions = this.versions.get(file._id) ?? [toVersion(file)];
    versions.push({ ...toVersion(next, uploadId), original_name: versionName });
    this.versions.set(file._id, versions);
    this.files.set(file._id, { ...next });
    if (upload) upload.confirmedFile = file._id;
    this.record(activity);
  }

  listVersions(toVersion: ToVersion, file: FileRecord): VersionRecord[] {
    return [...(this.versions.get(file._id) ?? [toVersion(file)])].reverse();
  }

  getVersion(toVersion: ToVersion, file: FileRecord, version: number): VersionRecord | undefined {
    return this.listVersions(toVersion, file).find((v) => v.version === version);
  }

  /** Which file a leftovers answer was about (the fake keeps no item keys). */
  private readonly leftoversOf = new WeakMap<VersionLeftovers, string>();

  versionLeftovers(file: FileRecord): VersionLeftovers {
    const versions = this.versions.get(file._id) ?? [];
    const leftovers = { keys: [], objectKeys: [...new Set([file.s3Key, ...versions.map((v) => v.s3Key)])] };
    this.leftoversOf.set(leftovers, file._id);
    return leftovers;
  }

  deleteVersionItems(leftovers: VersionLeftovers): void {
    this.versions.delete(this.leftoversOf.get(leftovers) ?? '');
  }

  // data/folders.ts, data/container-lists.ts

  /** The module's folders not marked for deletion, in tree order (the module index of data/folders.ts). */
  moduleFolders(projectId: string, module: Module): FolderRecord[] {
    const path = (f: FolderRecord) => [...f.ancestors.map((a) => a._id), f._id].join('/');
    return [...this.folders.values()]
      .filter((f) => f.projectId === projectId && f.module === module && !f.deleteStatus && !f.binned)
      .sort((a, b) => path(a).localeCompare(path(b)))
      .map((f) => structuredClone(f));
  }

  /** The folder entries of a container: a folder's, or the module root's (`root`). */
  subfolders(place: { projectId: string; module: Module; folderId: string }): Folder[] {
    const parent = place.folderId === 'root' ? null : place.folderId;
    return [...this.folders.values()]
      .filter((f) => f.projectId === place.projectId && f.module === place.module && f.parent_id === parent)
      .filter((f) => !f.binned)
      .map(({ ancestors: _a, descendantFolders: _d, deleteStatus: _s, ...entry }) => entry);
  }

  // data/folder-create.ts, data/folder-rename.ts

  private claimed(scope: Pick<Folder, 'projectId' | 'module' | 'parent_id'>, name: string, except?: string): boolean {
    return [...this.folders.values()].some(
      (f) =>
        f._id !== except &&
        !f.deleteStatus &&
        !f.binned &&
        f.projectId === scope.projectId &&
        f.module === scope.module &&
        f.parent_id === scope.parent_id &&
        nameKey(f.name) === nameKey(name),
    );
  }

  insertFolder(folder: FolderRecord, parent: FolderRecord | undefined, activity: ActivityEntry): void {
    if (this.claimed(folder, folder.name)) throw new Refused('conflict', 'folder-name');
    const chain = this.chain(parent);
    const copied = [...folder.ancestors.map((a) => a.name)];
    if (chain.some((f, i) => !f || f.deleteStatus || f.name !== copied[i])) throw new Refused('conflict', 'folder');
    this.apply(chain, (own) => ({ descendantFolders: 1, subfolderCount: own ? 1 : 0 }));
    this.folders.set(folder._id, { ...folder });
    this.record(activity);
  }

  descendantFolderIds(id: string): string[] {
    return [...this.folders.values()].filter((f) => f.ancestors.some((a) => a._id === id)).map((f) => f._id);
  }

  renameFolderTree(folder: FolderRecord, name: string, descendantIds: string[], at: string, activity: ActivityEntry) {
    const stored = this.folders.get(folder._id);
    if (this.claimed(folder, name, folder._id)) throw new Refused('conflict', 'folder-name');
    if (!stored || stored.deleteStatus || stored.name !== folder.name) throw new Refused('conflict', 'folder');
    stored.name = name;
    stored.updatedAt = at;
    for (const id of descendantIds) {
      for (const a of this.folder(id).ancestors) if (a._id === folder._id) a.name = name;
    }
    this.record(activity);
  }

  // data/folder-bin.ts

  /** binFolder: the folder marked with its totals as read, its parent chain counted down, the bin item kept. */
  binFolder(folder: FolderRecord, parent: FolderRecord | undefined, bin: BinRecord, activity: ActivityEntry): void {
    const chain = this.counted(parent);
    const stored = this.folders.get(folder._id);
    const same =
      stored &&
      !stored.deleteStatus &&
      !stored.binned &&
      stored.totalFileCount === folder.totalFileCount &&
      stored.descendantFolders === folder.descendantFolders;
    if (!same) throw new Refused('conflict', 'folder');
    this.apply(chain, (own) => ({
      totalFileCount: -folder.totalFileCount,
      descendantFolders: -(1 + folder.descendantFolders),
      subfolderCount: own ? -1 : 0,
    }));
    stored.binned = { deletedAt: bin.deletedAt, deletedBy: bin.deletedBy, purgeAt: bin.purgeAt };
    stored.sharesEndedAt = bin.deletedAt;
    this.bin.set(bin._id, { ...bin });
    this.record(activity);
  }

  /**
   * A binned folder back as `restored`, as data/folder-bin.ts restoreBinnedFolder: refused when it is no longer
   * in the bin (not-found bin), changed since read (conflict folder), its name is taken where it goes
   * (conflict folder-name) or its new parent chain went (not-found folder); its totals counted up that
   * chain; true, with the folder marked, when the folders below it must follow its new path.
   */
  restoreBinnedFolder(
    movesPaths: (binned: FolderRecord, restored: FolderRecord) => boolean,
    binned: FolderRecord,
    restored: FolderRecord,
    parent: FolderRecord | undefined,
    bin: BinRecord,
    activity: ActivityEntry,
  ): boolean {
    const stored = this.folders.get(binned._id);
    if (!this.bin.has(bin._id) || !stored?.binned || stored.deleteStatus) throw new Refused('not-found', 'bin');
    const same =
      stored.totalFileCount === binned.totalFileCount && stored.descendantFolders === binned.descendantFolders;
    if (!same) throw new Refused('conflict', 'folder');
    if (this.claimed(restored, restored.name, restored._id)) throw new Refused('conflict', 'folder-name');
    this.apply(this.counted(parent), (own) => ({
      totalFileCount: binned.totalFileCount,
      descendantFolders: 1 + binned.descendantFolders,
      subfolderCount: own ? 1 : 0,
    }));
    const moved = movesPaths(binned, restored);
    const { binned: _b, ...back } = restored;
    this.folders.set(binned._id, moved ? { ...back, pathsToRewrite: restored.updatedAt } : back);
    this.bin.delete(bin._id);
    this.record(activity);
    return moved;
  }

  startBinnedFolderErase(folder: Pick<FolderRecord, '_id'>, status: FolderDeleteStatus, activity: ActivityEntry) {
    const stored = this.folders.get(folder._id);
    if (!stored?.binned || stored.deleteStatus) return false;
    stored.deleteStatus = status;
    this.record(activity);
    return true;
  }

  // data/folder-delete.ts

  markSubfolder(id: string, status: FolderDeleteStatus): void {
    const folder = this.folders.get(id);
    if (folder && !folder.deleteStatus) folder.deleteStatus = status;
  }

  addProgress(rootId: string, files: number, folders: number): void {
    const status = this.folders.get(rootId)?.deleteStatus;
    if (!status) return;
    status.deletedFiles += files;
    status.deletedFolders += folders;
  }

  filesLeftIn(folderId: string, limit: number): FileRecord[] {
    return [...this.files.values()].filter((f) => f.folderId === folderId).slice(0, limit);
  }

  subfolderLeftIn(folderId: string): Folder | undefined {
    return [...this.folders.values()].find((f) => f.parent_id === folderId);
  }

  removeClearedFiles(files: FileRecord[], leftovers: VersionLeftovers[]): void {
    for (const l of leftovers) this.deleteVersionItems(l);
    for (const f of files) this.files.delete(f._id);
  }

  removeClearedFolder(folder: Folder): void {
    this.folders.delete(folder._id);
  }

  finishFolderDelete(folder: { _id: string; projectId: string; module: Module }, status: FolderDeleteStatus): void {
    this.folders.delete(folder._id);
    this.bin.delete(folder._id);
    this.finished.set(folder._id, { projectId: folder.projectId, module: folder.module, deleteStatus: status });
  }

  readDeleteState(id: string): { folder?: FolderRecord; finished?: FinishedDelete } {
    return { folder: this.folders.get(id), finished: this.finished.get(id) };
  }

  // storage

  deleteObjects(keys: string[]): void {
    for (const key of keys) this.objects.delete(key);
  }

  copyObject(from: string, to: string): void {
    const size = this.objects.get(from);
    if (size === undefined) throw Object.assign(new Error('no such key'), { name: 'NoSuchKey' });
    this.objects.set(to, size);
  }
}

export const store = new DocumentStore();

/** The data and storage modules as the fake answers them, for `vi.mock` factories (spread over the real module). */
export const fakeData = {
  files: {
    getFileRecord: async (id: string) => store.files.get(id) && { ...store.files.get(id) },
    insertFile: async (...a: Parameters<DocumentStore['insertFile']>) => store.insertFile(...a),
    binFile: async (...a: Parameters<DocumentStore['binFile']>) => store.binFile(...a),
    moveFileRecord: async (...a: Parameters<DocumentStore['moveFileRecord']>) => store.moveFileRecord(...a),
    deleteFileRecord: async (...a: Parameters<DocumentStore['deleteFileRecord']>) => store.deleteFileRecord(...a),
  },
  folders: {
    getFolderRecord: async (id: string) => store.folders.get(id) && structuredClone(store.folders.get(id)),
    ancestorRecords: async (folder: Pick<FolderRecord, 'ancestors'>) =>
      folder.ancestors.flatMap((a) => (store.folders.has(a._id) ? [structuredClone(store.folder(a._id))] : [])),
    folderRecords: async (ids: string[]) =>
      ids.flatMap((id) => (store.folders.has(id) ? [structuredClone(store.folder(id))] : [])),
    descendantFolderIds: async (id: string) => store.descendantFolderIds(id),
    listModuleFolderRecords: async (projectId: string, module: Module) => store.moduleFolders(projectId, module),
  },
  containerLists: {
    listSubfolders: async (place: Parameters<DocumentStore['subfolders']>[0]) => store.subfolders(place),
    /** One page: the whole list, after the real check of the cursor against the container. */
    listSubfolderPage: async (place: Parameters<DocumentStore['subfolders']>[0], _l: number, cursor?: string) => {
      (await import('../../data/cursor.ts')).decodeCursor(cursor, { container: place.folderId });
      return { folders: store.subfolders(place), nextCursor: null };
    },
  },
  folderCreate: {
    insertFolder: async (...a: Parameters<DocumentStore['insertFolder']>) => store.insertFolder(...a),
  },
  folderRename: {
    renameFolderTree: async (...a: Parameters<DocumentStore['renameFolderTree']>) => store.renameFolderTree(...a),
  },
  fileVersions: {
    commitFileVersion: async (file: FileRecord, next: FileRecord, name: string, activity: ActivityEntry, id?: string) =>
      store.commitFileVersion((await realVersions()).versionOfRecord, file, next, name, activity, id),
    listVersions: async (file: FileRecord) => store.listVersions((await realVersions()).versionOfRecord, file),
    getVersion: async (file: FileRecord, version: number) =>
      store.getVersion((await realVersions()).versionOfRecord, file, version),
    versionLeftovers: async (file: FileRecord) => store.versionLeftovers(file),
    deleteVersionItems: async (l: VersionLeftovers) => store.deleteVersionItems(l),
  },
  folderDelete: {
    markSubfolder: async (...a: Parameters<DocumentStore['markSubfolder']>) => store.markSubfolder(...a),
    addProgress: async (...a: Parameters<DocumentStore['addProgress']>) => store.addProgress(...a),
    filesLeftIn: async (...a: Parameters<DocumentStore['filesLeftIn']>) => store.filesLeftIn(...a),
    subfolderLeftIn: async (id: string) => store.subfolderLeftIn(id),
    removeClearedFiles: async (...a: Parameters<DocumentStore['removeClearedFiles']>) => store.removeClearedFiles(...a),
    removeClearedFolder: async (folder: Folder) => store.removeClearedFolder(folder),
    finishFolderDelete: async (...a: Parameters<DocumentStore['finishFolderDelete']>) => store.finishFolderDelete(...a),
    finishedDelete: async (id: string) => store.finished.get(id),
    readDeleteState: async (id: string) => structuredClone(store.readDeleteState(id)),
  },
  folderBin: {
    binFolder: async (...a: Parameters<DocumentStore['binFolder']>) => store.binFolder(...a),
    startBinnedFolderErase: async (...a: Parameters<DocumentStore['startBinnedFolderErase']>) =>
      store.startBinnedFolderErase(...a),
    restoreBinnedFolder: async (...a: RestoreArgs) =>
      store.restoreBinnedFolder((await import('../../data/folder-paths.ts')).movesPaths, ...a),
  },
  recycleBin: {
    markBinHandedOff: async (record: Pick<BinRecord, '_id'>, at: string) => {
      const item = store.bin.get(record._id);
      if (item) item.handedOffAt = at;
    },
  },
  activityLog: {
    putActivity: async (entry: ActivityEntry) => void store.activity.push(entry),
  },
  uploads: {
    insertUpload: async (upload: PendingUpload) => void store.uploads.set(upload._id, { ...upload }),
    getUpload: async (id: string) => store.uploads.get(id) && { ...store.uploads.get(id) },
    deleteUpload: async (id: string) => void store.uploads.delete(id),
    countPendingUploads: async (projectId: string) =>
      [...store.uploads.values()].filter((u) => u.projectId === projectId && !u.confirmedFile).length,
  },
  objects: {
    deleteObjects: async (keys: string[]) => store.deleteObjects(keys),
    headObject: async (key: string) => (store.objects.has(key) ? { size: store.objects.get(key) } : undefined),
    readFirstBytes: async () => new TextEncoder().encode('%PDF-1.7'),
    presignPut: async (key: string) => `https://files.example/${key}?put`,
    putObject: async (key: string, body: Buffer) => void store.objects.set(key, body.length),
    presignGet: async (key: string, o: { inline: boolean }) => `https://files.example/${key}?inline=${o.inline}`,
  },
  transfers: {
    copyObject: async (from: string, to: string) => store.copyObject(from, to),
  },
};
