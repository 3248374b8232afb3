/** The sections of docs/performance.md's latest run, from bench results. */
import { type ColdStartSummary, coldStartText } from './cold-start.ts';

type Row = Record<string, unknown>;

export function documentSections(results: Record<string, unknown>) {
  const rows = (key: string) => (Array.isArray(results[key]) ? (results[key] as Row[]) : undefined);
  const web = results.loginRouteJavaScript as { scripts: number; gzipBytes: number } | undefined;
  const listing = results.folderListing as Row | undefined;
  const coldStart = results.coldStartSummary as ColdStartSummary | undefined;
  const search = results.search as
    | (Row & {
        queries: Row[];
        upload: Row;
        searchP50: number;
        searchP95: number;
        maxDynamodbRequestsPerSearch: number;
      })
    | undefined;
  return [
    { title: 'DynamoDB requests per call (session check included)', rows: rows('dynamodbRequestsPerCall') },
    { title: 'API overhead (ms)', rows: rows('apiOverhead') },
    { title: 'Gantt render in Chromium', rows: rows('gantt') },
    { title: 'Gantt scrolling in Chromium (frame intervals, ms)', rows: rows('ganttScroll') },
    { title: 'Gantt conflicts and mapping in Node (ms)', rows: rows('ganttMapping') },
    { title: 'Daily-log PDF in Node (a day, and 30 days with 300 photos)', rows: rows('dailyLogPdf') },
    { title: 'Upload throughput (MiB/s; ratio = ours / raw PUT)', rows: rows('uploadThroughput') },
    { title: 'Folder listing', rows: listing ? [listing] : undefined },
    {
      title: 'Project search',
      text: search
        ? `${search.files} files, ${search.tasks} tasks, ${search.notes} notes (${search.indexItems} index items). ` +
          `Search p50 ${search.searchP50} ms, p95 ${search.searchP95} ms, at most ${search.maxDynamodbRequestsPerSearch} DynamoDB requests per search.\n\n`
        : undefined,
      rows: search ? search.queries : undefined,
    },
    { title: 'Upload with search index maintenance', rows: search ? [search.upload] : undefined },
    { title: 'Lighthouse (mobile throttling)', rows: rows('lighthouse') },
    {
      title: 'Login route JavaScript',
      text: web ? `${web.scripts} files, ${(web.gzipBytes / 1024).toFixed(1)} KiB gzipped.\n` : 'not measured\n',
    },
    {
      title: 'Cold start per Lambda bundle',
      text: coldStart ? `${coldStartText(coldStart)}\n\n` : undefined,
      rows: rows('coldStart'),
    },
  ].filter((s) => s.rows !== undefined || s.text !== undefined);
}
