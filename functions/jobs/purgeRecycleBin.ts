import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { purgeRecycleBinStep } from '../domain/bin-purge.ts';
import { jobConsumer } from './consumer.ts';

/**
 * The consumer of the recycle-bin purge's queue (functions/jobs/schedules.ts sends its message daily):
 * erases what has been in the bin past its purgeAt, one item per step.
 */
export const handler = jobConsumer(BACKGROUND_JOBS.recycleBinPurge, () => purgeRecycleBinStep(new Date()));
