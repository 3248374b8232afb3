/**
 * Least privilege, per endpoint: what each contract key's Lambda may touch.
 *
 * This is a Record over EndpointKey, so adding an endpoint to shared/contract.ts fails the typecheck
 * until its grants are declared here (and removing one fails until its entry goes).
 * Each grant also sets the environment variable that goes with it (bindTable-style), see AppFunction.
 * tests/infra/permissions.test.ts checks these entries against the AWS SDK calls in each handler's bundle.
 *
 * - table reads: every function may GetItem, BatchGetItem, Query and ConditionCheckItem (table and its
 *          GSIs): authentication loads the caller's user item. No Scan: nothing scans the table on a request
 *          path (design 3).
 * - writes: the item writes the function makes, by IAM action, and no others (TransactWriteItems is
 *          authorised per item through PutItem, UpdateItem and DeleteItem). The permissions test derives
 *          them from the bundle and fails on a missing grant and on a grant the code does not use.
 *          `dynamodb:LeadingKeys` is not used: the writers' partition keys (ACTIVITY#, FILE#, FOLDER#...)
 *          are shared by several modules in one bundle, so no function writes a single key family
 *          (docs/architecture.md, "Least privilege").
 * - bucket: files bucket; 'read' = GetObject (also what a presigned GET needs), 'put' = PutObject and
 *          the multipart calls a presigned upload needs, 'delete' = DeleteObject.
 * - sendEmail: SES SendEmail/SendRawEmail from the MAIL_FROM identity; sets PRINT_SHOP_EMAIL and MAIL_FROM.
 * - publicBaseUrl: the function builds links people open (share links, the print-shop email): sets
 *   PUBLIC_BASE_URL from config, or PUBLIC_BASE_URL_PARAMETER and ssm:GetParameter on that one parameter.
 * - jwtPrivateKey: read the token signing key's secret; sets JWT_PRIVATE_KEY_SECRET_ARN.
 *   Only functions that SIGN tokens hold it; every function gets the public key.
 * - enqueue: the job kinds the function starts (functions/commons/job-queue.ts): sqs:SendMessage on each
 *   kind's queue and nothing else; sets JOB_QUEUE_URL_<KIND>. No function invokes another.
 *
 * `jobPermissions` declares the same for each job kind's queue consumer (functions/jobs/<kind>.ts).
 */
import type { JobKind } from '#functions/commons/metric-names.ts';
import type { EndpointKey } from '#shared/contract.ts';

export type TableWrite = 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';
export type BucketAccess = 'read' | 'put' | 'delete';

export interface FunctionPermissions {
  readonly writes?: readonly TableWrite[];
  readonly bucket?: readonly BucketAccess[];
  readonly sendEmail?: boolean;
  readonly jwtPrivateKey?: boolean;
  readonly publicBaseUrl?: boolean;
  readonly enqueue?: readonly JobKind[];
}

export const functionPermissions = {
  // auth: login writes the failed-sign-in throttle items and signs the token
  login: { writes: ['UpdateItem', 'DeleteItem'], jwtPrivateKey: true },
  getMe: {},
  // changes name/password (bumps sessionVersion) and signs a fresh token
  updateProfile: { writes: ['PutItem', 'UpdateItem', 'DeleteItem'], jwtPrivateKey: true },
  // writes the ended-session marker, or bumps sessionVersion to end every session
  logout: { writes: ['PutItem', 'UpdateItem', 'DeleteItem'] },
  // email notifications: the caller's settings item; the one-click unsubscribe sets one choice; followed
  // folders: the list and a follower item per folder (transactions of puts and deletes)
  getNotificationSettings: {},
  putNotificationSettings: { writes: ['UpdateItem', 'PutItem', 'DeleteItem'] },
  unsubscribeNotification: { writes: ['UpdateItem'] },
  // the admin's list of addresses suppressed after a bounce or complaint (Query), and lifting one
  listEmailSuppressions: {},
  liftEmailSuppression: { writes: ['DeleteItem'] },

  // users and projects (admin management)
  listUsers: {},
  createUser: { writes: ['PutItem'] },
  updateUser: { writes: ['PutItem', 'UpdateItem', 'DeleteItem'] },
  listProjects: {},
  createProject: { writes: ['PutItem'] },
  updateProject: { writes: ['PutItem'] },

  // folders of the three document areas (counters live in the table)
  listFolders: {},
  getFolder: {},
  getFolderBreadcrumbs: {},
  getFolderDeleteStatus: {},
  createFolder: { writes: ['PutItem', 'UpdateItem'] },
  updateFolder: { writes: ['PutItem', 'UpdateItem', 'DeleteItem'] },
  // removes a small folder tree's records and their files' objects; queues the job of a large one
  deleteFolder: {
    writes: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    bucket: ['delete'],
    enqueue: ['deleteFolder'],
  },

  // files: bytes go browser <-> S3 with presigned URLs; the API signs them with these grants
  listFiles: {},
  // small files through the API (multipart body); the object is removed again if the record fails
  // (read: the storage module it shares with the download paths is bundled whole; the permissions test
  // reads SDK imports per module, so it asks for what that module can do)
  // (enqueue: the followers of the file's folder are told, notify.ts)
  uploadFile: {
    writes: ['PutItem', 'UpdateItem', 'DeleteItem'],
    bucket: ['read', 'put', 'delete'],
    enqueue: ['sendNotifications'],
  },
  // records the upload, starts a multipart upload / presigns PUTs
  startUpload: { writes: ['PutItem'], bucket: ['put'] },
  // presigns part PUTs; an expired upload is discarded on the way (abort, delete object and item)
  getUploadParts: { writes: ['DeleteItem'], bucket: ['put', 'delete'] },
  // completes the multipart upload, checks what arrived (HEAD), removes what fails the checks
  // (enqueue: the followers of the file's folder are told of a new file or version)
  completeUpload: {
    writes: ['PutItem', 'UpdateItem', 'DeleteItem'],
    bucket: ['put', 'read', 'delete'],
    enqueue: ['sendNotifications'],
  },
  abortUpload: { writes: ['DeleteItem'], bucket: ['put', 'delete'] },
  // deleteFile moves the file to the recycle bin (one transaction); a delete begun before the bin is finished
  // as it was begun (objects, version items)
  deleteFile: { writes: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'], bucket: ['delete'] },
  // writes: records the download or viewer open in the activity log
  downloadFile: { writes: ['PutItem'], bucket: ['read'] },
  getFileUrl: { writes: ['PutItem'], bucket: ['read'] },
  moveFile: { writes: ['PutItem', 'UpdateItem', 'DeleteItem'] },
  listFileVersions: {},
  // ranged GETs of the PDF's trailer, cross-reference and first page
  getFileSheet: { bucket: ['read'] },
  // copies the older version's object to a new key (removed again if the record is refused)
  // (enqueue: the version commit it shares with uploads tells a folder's followers of an uploaded version;
  // a version made current tells nobody)
  makeVersionCurrent: {
    writes: ['PutItem', 'UpdateItem', 'DeleteItem'],
    bucket: ['read', 'put', 'delete'],
    enqueue: ['sendNotifications'],
  },
  // CopyObject / UploadPartCopy: read the source, write the copy (removed again if the record fails)
  copyFile: { writes: ['PutItem', 'UpdateItem', 'DeleteItem'], bucket: ['read', 'put', 'delete'] },

  // construction tasks: answers carry short-lived photo URLs (presigned GET), hence bucket read
  listTasks: { bucket: ['read'] },
  createTask: { writes: ['PutItem'], bucket: ['read'] },
  getTask: { bucket: ['read'] },
  updateTask: { writes: ['PutItem', 'UpdateItem'], bucket: ['read'] },
  // removes the task's photos from the bucket too
  // into the recycle bin: the task marked, its dependents' lists, the bin item (notes and photos stay)
  deleteTask: { writes: ['PutItem', 'UpdateItem'] },
  rescheduleTasks: { writes: ['PutItem', 'UpdateItem'] },
  addTaskNote: { writes: ['PutItem', 'UpdateItem'], enqueue: ['sendNotifications'] },
  getTaskActivity: { bucket: ['read'] },
  // multipart upload through the API: puts the objects, answers photo URLs; deletes a repeated submission's copies
  uploadTaskImages: {
    writes: ['PutItem', 'UpdateItem', 'DeleteItem'],
    bucket: ['put', 'read', 'delete'],
    enqueue: ['sendNotifications'],
  },
  // records pending uploads and presigns PUTs
  startTaskImageUpload: { writes: ['PutItem'], bucket: ['put'] },
  // HEADs what arrived (s3:GetObject), copies it out of the pending prefix, deletes the pending copy
  confirmTaskImageUpload: {
    writes: ['PutItem', 'UpdateItem', 'DeleteItem'],
    bucket: ['read', 'put', 'delete'],
    enqueue: ['sendNotifications'],
  },
  getTaskImage: { bucket: ['read'] },
  // the photo timeline: answers short-lived photo URLs (presigned GET)
  listProjectPhotos: { bucket: ['read'] },

  // marketing schedule
  listMarketingTasks: {},
  // either schedule's first screenful: one Query on GSI2
  listFirstScheduleTasks: {},
  exportSchedule: {},
  // the import's record (put, then its status with the activity entry), the tasks in batches, a replaced
  // import's tasks removed (and its baseline: the register put, the parts deleted); a large file is put under
  // uploads/pending/ for its job; a file uploaded through startImportUpload is read, its pending upload taken
  // (DeleteItem) and the object removed
  importSchedule: {
    writes: ['PutItem', 'UpdateItem', 'BatchWriteItem', 'DeleteItem'],
    bucket: ['read', 'put', 'delete'],
    enqueue: ['writeScheduleImport'],
  },
  // the pending upload's item, and a presigned PUT under uploads/pending/imports/
  startImportUpload: { writes: ['PutItem'], bucket: ['put'] },
  getImport: {},
  // the schedule's baselines: the register put with the parts it adds or removes, in one transaction
  listBaselines: {},
  saveBaseline: { writes: ['PutItem'] },
  getBaseline: {},
  renameBaseline: { writes: ['PutItem'] },
  deleteBaseline: { writes: ['PutItem', 'DeleteItem'] },
  // the project's working-day calendar: one item, put whole
  getProjectCalendar: {},
  putProjectCalendar: { writes: ['PutItem'] },
  createMarketingTask: { writes: ['PutItem'] },
  updateMarketingTask: { writes: ['PutItem', 'UpdateItem'] },
  deleteMarketingTask: { writes: ['PutItem', 'UpdateItem'] },
  rescheduleMarketingTasks: { writes: ['PutItem', 'UpdateItem'] },

  // share links and print orders
  // (read: bundled with the link-opening code, which presigns downloads)
  createShareLink: { writes: ['PutItem'], bucket: ['read'], publicBaseUrl: true },
  listShareLinks: {},
  revokeShareLink: { writes: ['PutItem', 'UpdateItem'] },
  // public: records each opening, answers a presigned GET
  openShareLink: { writes: ['PutItem', 'UpdateItem'], bucket: ['read'] },
  // reads the PDF's page count and sheet size (ranged GETs), records the order and its link, emails the print
  // shop, and queues the orderer's notification
  createPrintRequest: {
    writes: ['PutItem', 'UpdateItem'],
    bucket: ['read'],
    sendEmail: true,
    publicBaseUrl: true,
    enqueue: ['sendNotifications'],
  },

  // activity log (read only: entries are written by the endpoints that make the changes)
  listProjectActivity: {},
  // recycle bin (docs/data-model.md#recycle-bin): a restore is one transaction; delete forever marks the bin
  // item, deletes every version's object and items, then the record with the bin item
  listRecycleBin: {},
  // a restored construction task answers its latest photo's presigned URL (read); a folder restored to a
  // new place gives the folders below it their paths, the rest of them on the rewriteFolderPaths queue
  restoreBinItem: {
    writes: ['PutItem', 'UpdateItem', 'DeleteItem'],
    bucket: ['read'],
    enqueue: ['rewriteFolderPaths'],
  },
  // a folder's erase is the recursive delete's steps: at once when small, else on the deleteFolder queue
  deleteBinItem: {
    writes: ['UpdateItem', 'DeleteItem', 'PutItem', 'BatchWriteItem'],
    bucket: ['delete'],
    enqueue: ['deleteFolder'],
  },
  listAdminActivity: {},
  // project search: one Query of the term index, one BatchGetItem of the results' places
  searchProject: {},
  // daily site log (docs/data-model.md#daily-site-log): the log and its activity entry in one transaction
  listDailyLogs: {},
  getDailyLog: {},
  putDailyLog: { writes: ['PutItem'], enqueue: ['sendNotifications'] },
  signOffDailyLog: { writes: ['PutItem'], enqueue: ['sendNotifications'] },
  reopenDailyLog: { writes: ['PutItem'] },
  // the export's job item, then its message on the export queue
  startDailyLogExport: { writes: ['PutItem'], enqueue: ['exportDailyLogs'] },
  // the finished PDF's download link
  getJob: { bucket: ['read'] },
  // pins on a sheet (docs/data-model.md#pins): each write is the pin and its activity entry in one transaction
  // a pin assigned or made ready for review records its notification event and queues its email
  createPin: { writes: ['PutItem'], enqueue: ['sendNotifications'] },
  listPins: {},
  exportPins: {},
  listSheetPins: {},
  listPinAssignees: {},
  getPin: {},
  updatePin: { writes: ['PutItem'], enqueue: ['sendNotifications'] },
  changePinStatus: { writes: ['PutItem'], enqueue: ['sendNotifications'] },
  // into the recycle bin: the pin marked binned (Update), its bin item and activity entry (Put)
  deletePin: { writes: ['PutItem', 'UpdateItem'] },
  // a comment with its activity entry (a transaction with a condition check on the pin)
  listPinComments: {},
  addPinComment: { writes: ['PutItem'] },
  // markups on a sheet (docs/data-model.md#markups): each write is the markup and its activity entry in one
  // transaction; the download reads the sheet's PDF and writes the flattened copy under exports/
  listMarkups: {},
  createMarkup: { writes: ['PutItem'] },
  updateMarkup: { writes: ['PutItem'] },
  publishMarkup: { writes: ['PutItem'] },
  deleteMarkup: { writes: ['PutItem', 'DeleteItem'] },
  downloadMarkedUpFile: { bucket: ['read', 'put'] },
  // photos of a pin, sent the site report's way: presigned PUTs under the pending prefix
  startPinPhotoUpload: { bucket: ['put'] },
  // HEADs what arrived (s3:GetObject), copies it out of the pending prefix, then one transaction: the pin's
  // list (Update), the photo items and the activity entry (Put); the pending copies (or refused ones) deleted
  // (DeleteItem: the bundle's pin-photo module, which also removes one, as the permissions test reads it)
  addPinPhotos: { writes: ['PutItem', 'UpdateItem', 'DeleteItem'], bucket: ['read', 'put', 'delete'] },
  // short-lived photo URLs (presigned GET)
  listPinPhotos: { bucket: ['read'] },
  // the pin's list (Update), the photo item (Delete) and the activity entry (Put), then the objects
  deletePinPhoto: { writes: ['PutItem', 'UpdateItem', 'DeleteItem'], bucket: ['delete'] },
} as const satisfies Record<EndpointKey, FunctionPermissions>;

/**
 * The consumer of each job kind's queue (infra/constructs/job-queue.ts). A consumer that runs out of time
 * puts the rest of its job back on its own queue, hence enqueue of its own kind.
 */
export const jobPermissions = {
  // the steps of a large folder delete: files' objects, then their records, then the emptied folders
  deleteFolder: {
    writes: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    bucket: ['delete'],
    enqueue: ['deleteFolder'],
  },
  // the daily recycle-bin purge: per due item the erase of a delete forever (mark, objects, version items,
  // then the object with its bin item and the activity entry), continued in a fresh message when time is short
  purgeRecycleBin: {
    writes: ['UpdateItem', 'DeleteItem', 'PutItem', 'BatchWriteItem'],
    bucket: ['delete'],
    // its own next step, and a large folder's erase (folder-erase.ts)
    enqueue: ['purgeRecycleBin', 'deleteFolder'],
  },
  // a daily-log PDF: reads the logs, the photos' thumbnails, writes the PDF to exports/ and the job's progress
  // (one step: its own queue only if it were cut short)
  exportDailyLogs: { writes: ['UpdateItem'], bucket: ['read', 'put'], enqueue: ['exportDailyLogs'] },
  // a large schedule import: its tasks in batches, its record's progress, then done with the activity
  // entry; reads the waiting file and deletes it when done (DeleteItem: the bundle's task module, as the
  // permissions test reads it)
  writeScheduleImport: {
    writes: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    bucket: ['read', 'delete'],
    enqueue: ['writeScheduleImport'],
  },
  // the folders below a folder restored to a new place get their paths (transactions of updates), then its
  // mark goes; continued in a fresh message when time is short
  rewriteFolderPaths: { writes: ['UpdateItem'], enqueue: ['rewriteFolderPaths'] },
  // notification emails: the waiting events of one subject, each recipient's settings, one email per
  // person (SES), its unsubscribe token signed with the app's key, each event taken by a conditional delete; a digest
  // choice keeps them for the person's digest (BatchWriteItem puts)
  sendNotifications: {
    writes: ['DeleteItem', 'BatchWriteItem'],
    sendEmail: true,
    jwtPrivateKey: true,
    publicBaseUrl: true,
    enqueue: ['sendNotifications'],
  },
  // the daily digest: each person's kept events (Query), their settings, one email per event kind, the
  // entries deleted once looked at
  sendDigests: {
    writes: ['BatchWriteItem'],
    sendEmail: true,
    jwtPrivateKey: true,
    publicBaseUrl: true,
    enqueue: ['sendDigests'],
  },
  // the taskDue notice: each active project's open tasks coming due (Query), a task's mark of the day with
  // its events in one transaction (PutItem), then the sendNotifications job of each task told of
  notifyTasksDue: { writes: ['PutItem'], enqueue: ['notifyTasksDue', 'sendNotifications'] },
  // the first-tasks index backfill: each task's GSI2 keys (a conditional update), continued in a fresh
  // message when time is short
  backfillTaskIndex: { writes: ['UpdateItem'], enqueue: ['backfillTaskIndex'] },
} as const satisfies Record<JobKind, FunctionPermissions>;

export function permissionsOf(key: EndpointKey): FunctionPermissions {
  return functionPermissions[key];
}

export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const satisfies readonly `dynamodb:${TableWrite}`[];

/** The IAM actions of a function's table grant: every read, and the writes it declares. */
export const tableActionsOf = (p: FunctionPermissions): string[] => [
  ...TABLE_READ_ACTIONS,
  ...(p.writes ?? []).map((w) => `dynamodb:${w}`),
];
export const BUCKET_ACTIONS: Record<BucketAccess, readonly string[]> = {
  read: ['s3:GetObject'],
  put: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
  delete: ['s3:DeleteObject'],
};
export const SES_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'] as const;
export const ENQUEUE_ACTIONS = ['sqs:SendMessage'] as const;
