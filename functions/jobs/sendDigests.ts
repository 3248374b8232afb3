import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { sendDigestsStep } from '../domain/notification-digest.ts';
import { jobConsumer } from './consumer.ts';

/** The consumer of the daily digest queue, sent at 07:00 Toronto (functions/jobs/schedules.ts). */
export const handler = jobConsumer(BACKGROUND_JOBS.notificationDigest, (job) => sendDigestsStep(job));
