import { BACKGROUND_JOBS } from '../commons/metric-names.ts';
import { deleteFolderStep } from '../domain/folder-delete.ts';
import { jobConsumer } from './consumer.ts';

/** The consumer of the folder-delete queue: empties a folder marked by DELETE /api/folders/{id}. */
export const handler = jobConsumer(BACKGROUND_JOBS.folderDelete, deleteFolderStep);
