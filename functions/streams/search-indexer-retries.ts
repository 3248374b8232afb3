/**
 * How often a failing stream batch is tried again (each time bisected) before its records are set aside:
 * in AWS into the indexer's failure queue (infra/constructs/search-indexer.ts), locally into the stack's
 * log (local/search-stream.ts). Nothing retries forever.
 */
export const SEARCH_INDEXER_RETRIES = 5;
