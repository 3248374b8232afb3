import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { exportDailyLogsStep } from '../domain/daily-log-export.ts';
import { jobConsumer } from './consumer.ts';

/** The consumer of the daily-log export queue: makes one PDF per job (functions/domain/daily-log-export.ts). */
export const handler = jobConsumer(BACKGROUND_JOBS.dailyLogExport, (job) => exportDailyLogsStep(job));
