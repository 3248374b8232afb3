import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { rewritePathsStep } from '../domain/folder-paths.ts';
import { jobConsumer } from './consumer.ts';

/**
 * The consumer of the folder-paths queue: gives the folders below a folder restored to a new place (area
 * root, " (restored)") their new paths, queued by POST /api/projects/{projectId}/recycle-bin/{id}/restore.
 */
export const handler = jobConsumer(BACKGROUND_JOBS.folderPaths, rewritePathsStep);
