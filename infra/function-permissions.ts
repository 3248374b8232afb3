/**
 * Least privilege, per endpoint: what each contract key's Lambda may touch.
 *
 * This is a Record over EndpointKey, so adding an endpoint to shared/contract.ts fails the typecheck
 * until its grants are declared here (and removing one fails until its entry goes).
 * Each grant also sets the environment variable that goes with it (bindTable-style), see AppFunction.
 * tests/infra/permissions.test.ts checks these entries against the AWS SDK calls in each handler's bundle.
 *
 * - table: 'read' = GetItem, BatchGetItem, Query, ConditionCheckItem (table and its GSIs);
 *          'readWrite' adds PutItem, UpdateItem, DeleteItem, BatchWriteItem (TransactWriteItems is
 *          authorised through those). No Scan: nothing scans the table on a request path (design 3).
 *          Every function reads the table: authentication loads the caller's user item.
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

export type TableAccess = 'read' | 'readWrite';
export type BucketAccess = 'read' | 'put' | 'delete';

export interface FunctionPermissions {
  readonly table: TableAccess;
  readonly bucket?: readonly BucketAccess[];
  readonly sendEmail?: boolean;
  readonly jwtPrivateKey?: boolean;
  readonly publicBaseUrl?: boolean;
  readonly enqueue?: readonly JobKind[];
}

export const functionPermissions = {
  // auth: login writes the failed-sign-in throttle items and signs the token
  login: { table: 'readWrite', jwtPrivateKey: true },
  getMe: { table: 'read' },
  // changes name/password (bumps sessionVersion) and signs a fresh token
  updateProfile: { table: 'readWrite', jwtPrivateKey: true },
  // writes the ended-session marker, or bumps sessionVersion to end every session
  logout: { table: 'readWrite' },

  // users and projects (admin management)
  listUsers: { table: 'read' },
  createUser: { table: 'readWrite' },
  updateUser: { table: 'readWrite' },
  listProjects: { table: 'read' },
  createProject: { table: 'readWrite' },
  updateProject: { table: 'readWrite' },

  // folders of the three document areas (counters live in the table)
  listFolders: { table: 'read' },
  getFolder: { table: 'read' },
  getFolderBreadcrumbs: { table: 'read' },
  getFolderDeleteStatus: { table: 'read' },
  createFolder: { table: 'readWrite' },
  updateFolder: { table: 'readWrite' },
  // removes a small folder tree's records and their files' objects; queues the job of a large one
  deleteFolder: { table: 'readWrite', bucket: ['delete'], enqueue: ['deleteFolder'] },

  // files: bytes go browser <-> S3 with presigned URLs; the API signs them with these grants
  listFiles: { table: 'read' },
  // small files through the API (multipart body); the object is removed again if the record fails
  // (read: the storage module it shares with the download paths is bundled whole; the permissions test
  // reads SDK imports per module, so it asks for what that module can do)
  uploadFile: { table: 'readWrite', bucket: ['read', 'put', 'delete'] },
  // records the upload, starts a multipart upload / presigns PUTs
  startUpload: { table: 'readWrite', bucket: ['put'] },
  // presigns part PUTs; an expired upload is discarded on the way (abort, delete object and item)
  getUploadParts: { table: 'readWrite', bucket: ['put', 'delete'] },
  // completes the multipart upload, checks what arrived (HEAD), removes what fails the checks
  completeUpload: { table: 'readWrite', bucket: ['put', 'read', 'delete'] },
  abortUpload: { table: 'readWrite', bucket: ['put', 'delete'] },
  deleteFile: { table: 'readWrite', bucket: ['delete'] },
  // readWrite: records the download or viewer open in the activity log
  downloadFile: { table: 'readWrite', bucket: ['read'] },
  getFileUrl: { table: 'readWrite', bucket: ['read'] },
  moveFile: { table: 'readWrite' },
  listFileVersions: { table: 'read' },
  // ranged GETs of the PDF's trailer, cross-reference and first page
  getFileSheet: { table: 'read', bucket: ['read'] },
  // copies the older version's object to a new key (removed again if the record is refused)
  makeVersionCurrent: { table: 'readWrite', bucket: ['read', 'put', 'delete'] },
  // CopyObject / UploadPartCopy: read the source, write the copy (removed again if the record fails)
  copyFile: { table: 'readWrite', bucket: ['read', 'put', 'delete'] },

  // construction tasks: answers carry short-lived photo URLs (presigned GET), hence bucket read
  listTasks: { table: 'read', bucket: ['read'] },
  createTask: { table: 'readWrite', bucket: ['read'] },
  getTask: { table: 'read', bucket: ['read'] },
  updateTask: { table: 'readWrite', bucket: ['read'] },
  // removes the task's photos from the bucket too
  deleteTask: { table: 'readWrite', bucket: ['delete'] },
  rescheduleTasks: { table: 'readWrite' },
  addTaskNote: { table: 'readWrite' },
  getTaskActivity: { table: 'read', bucket: ['read'] },
  // multipart upload through the API: puts the objects, answers photo URLs; deletes a repeated submission's copies
  uploadTaskImages: { table: 'readWrite', bucket: ['put', 'read', 'delete'] },
  // records pending uploads and presigns PUTs
  startTaskImageUpload: { table: 'readWrite', bucket: ['put'] },
  // HEADs what arrived (s3:GetObject), copies it out of the pending prefix, deletes the pending copy
  confirmTaskImageUpload: { table: 'readWrite', bucket: ['read', 'put', 'delete'] },
  getTaskImage: { table: 'read', bucket: ['read'] },
  // the photo timeline: answers short-lived photo URLs (presigned GET)
  listProjectPhotos: { table: 'read', bucket: ['read'] },

  // marketing schedule
  listMarketingTasks: { table: 'read' },
  createMarketingTask: { table: 'readWrite' },
  updateMarketingTask: { table: 'readWrite' },
  deleteMarketingTask: { table: 'readWrite' },
  rescheduleMarketingTasks: { table: 'readWrite' },

  // share links and print orders
  // (read: bundled with the link-opening code, which presigns downloads)
  createShareLink: { table: 'readWrite', bucket: ['read'], publicBaseUrl: true },
  listShareLinks: { table: 'read' },
  revokeShareLink: { table: 'readWrite' },
  // public: records each opening, answers a presigned GET
  openShareLink: { table: 'readWrite', bucket: ['read'] },
  // reads the PDF's page count and sheet size (ranged GETs), records the order and its link, emails the print shop
  createPrintRequest: { table: 'readWrite', bucket: ['read'], sendEmail: true, publicBaseUrl: true },

  // activity log (read only: entries are written by the endpoints that make the changes)
  listProjectActivity: { table: 'read' },
  listAdminActivity: { table: 'read' },
  // project search: one Query of the term index, one BatchGetItem of the results' places
  searchProject: { table: 'read' },
} as const satisfies Record<EndpointKey, FunctionPermissions>;

/**
 * The consumer of each job kind's queue (infra/constructs/job-queue.ts). A consumer that runs out of time
 * puts the rest of its job back on its own queue, hence enqueue of its own kind.
 */
export const jobPermissions = {
  // the steps of a large folder delete: files' objects, then their records, then the emptied folders
  deleteFolder: { table: 'readWrite', bucket: ['delete'], enqueue: ['deleteFolder'] },
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
] as const;
export const BUCKET_ACTIONS: Record<BucketAccess, readonly string[]> = {
  read: ['s3:GetObject'],
  put: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
  delete: ['s3:DeleteObject'],
};
export const SES_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'] as const;
export const ENQUEUE_ACTIONS = ['sqs:SendMessage'] as const;
