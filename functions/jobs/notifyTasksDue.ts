import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { notifyTasksDueStep } from '../domain/task-due.ts';
import { jobConsumer } from './consumer.ts';

/** The consumer of the taskDue notice's queue, sent at 06:00 Toronto (functions/jobs/schedules.ts). */
export const handler = jobConsumer(BACKGROUND_JOBS.taskDueNotice, () => notifyTasksDueStep(new Date()));
