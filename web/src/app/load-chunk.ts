import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants.ts';
import { withTimeout } from '../lib/lazy.ts';

/**
 * Loads a code-split part of the app (a screen, or the whole router after sign-in): a chunk that does not
 * arrive in time is an error, not an endless wait.
 */
export const loadChunk = <T>(importer: () => Promise<T>): Promise<T> =>
  withTimeout(
    importer(),
    CHUNK_LOAD_TIMEOUT_MS,
    'Loading this page took too long. Please check your connection and reload.',
  );
