/** The names the app's metrics are written under, shared by the code (observability.ts) and the alarms (infra). */
export const SERVICE = 'site-office';
export const METRICS_NAMESPACE = 'SiteOffice';

/** Background jobs by kind; each has an alarm on its failures (docs/operations.md). */
export const BACKGROUND_JOBS = { folderDelete: 'deleteFolder' } as const;
