import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { sendNotificationsStep } from '../domain/notification-send.ts';
import { jobConsumer } from './consumer.ts';

/** The consumer of the notification queue: one subject's waiting events, one email per person (functions/domain/notification-send.ts). */
export const handler = jobConsumer(BACKGROUND_JOBS.notificationSend, (job) => sendNotificationsStep(job));
