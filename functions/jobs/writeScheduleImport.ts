import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { writeImportStep } from '../domain/schedule-import-writes.ts';
import { jobConsumer } from './consumer.ts';

/** The consumer of the schedule-import queue: writes a large file's tasks, queued by POST .../schedules/{schedule}/import. */
export const handler = jobConsumer(BACKGROUND_JOBS.scheduleImport, writeImportStep);
