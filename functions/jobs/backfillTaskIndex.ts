import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { backfillTaskIndexStep } from '../domain/task-index-backfill.ts';
import { jobConsumer } from './consumer.ts';

/**
 * The consumer of the first-tasks index backfill's queue, run by hand once after the deploy that brought the
 * index (docs/operations.md#tasks-stored-before-the-first-screenful): gives tasks stored before it their keys.
 */
export const handler = jobConsumer(BACKGROUND_JOBS.taskIndexBackfill, () => backfillTaskIndexStep());
