/** The names the app's metrics are written under, shared by the code (observability.ts) and the alarms (infra). */
export const SERVICE = 'site-office';
export const METRICS_NAMESPACE = 'SiteOffice';

/**
 * Background jobs by kind (docs/architecture.md#background-work-on-aws-engines): each kind has its own
 * queue, dead-letter queue and consumer, and an alarm on its failures (docs/operations.md).
 */
export const BACKGROUND_JOBS = {
  folderDelete: 'deleteFolder',
  recycleBinPurge: 'purgeRecycleBin',
  dailyLogExport: 'exportDailyLogs',
  scheduleImport: 'writeScheduleImport',
  folderPaths: 'rewriteFolderPaths',
  notificationSend: 'sendNotifications',
  notificationDigest: 'sendDigests',
  taskDueNotice: 'notifyTasksDue',
  taskIndexBackfill: 'backfillTaskIndex',
} as const;
export type JobKind = (typeof BACKGROUND_JOBS)[keyof typeof BACKGROUND_JOBS];
export const JOB_KINDS: readonly JobKind[] = Object.values(BACKGROUND_JOBS);
/** Receives of a job message before it goes to its dead-letter queue (AWS and `npm start` alike). */
export const JOB_MAX_RECEIVE_COUNT = 3;
