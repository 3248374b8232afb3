/**
 * `npm run bench`: measured figures, each a count or a ratio taken side by side in one run, because
 * this machine is shared and noisy. Prints a table and writes bench/results.json.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { measureApiOverhead } from './api-overhead.ts';
import { coldStartText, measureColdStarts } from './cold-start.ts';
import { measureDailyLogPdf } from './daily-log-pdf.ts';
import { measureBigUpload, measureFolderListing, measureUploadThroughput } from './documents.ts';
import { measureGanttMapping } from './gantt-mapping.ts';
import { GANTT_COUNTS, GANTT_QUICK_COUNTS, measureGanttRender } from './gantt-render.ts';
import { measureLighthouse } from './lighthouse.ts';
import { writePerformanceDoc } from './report.ts';
import { isReadEndpoint, measureRequestCounts } from './request-counts.ts';
import { measureSearch, type SearchBench } from './search.ts';
import { documentSections } from './sections.ts';
import { BENCH_ADMIN, startBenchStack } from './stack.ts';
import { round } from './timing.ts';
import { measureLoginJs } from './web-weight.ts';

/** Search on a project of 10,000 files, 2,000 tasks and 20,000 notes, in a stack of its own that fills its index itself. */
async function searchPart(): Promise<SearchBench> {
  const stack = await startBenchStack({ SEARCH_STREAM: '0' });
  try {
    const quick = process.env.BENCH_QUICK;
    const search = await measureSearch(
      stack,
      quick ? { files: 1000, tasks: 200, notes: 2000 } : { files: 10_000, tasks: 2_000, notes: 20_000 },
    );
    console.log(
      `\nSearch: ${search.files} files, ${search.tasks} tasks, ${search.notes} notes (${search.indexItems} index items, seeded in ${search.seedSeconds} s)`,
    );
    console.table(search.queries);
    console.log(
      `Search p50 ${search.searchP50} ms, p95 ${search.searchP95} ms, at most ${search.maxDynamodbRequestsPerSearch} DynamoDB requests per search (session check included)`,
    );
    console.log('Upload with index maintenance (DynamoDB requests):');
    console.table([search.upload]);
    return search;
  } finally {
    await stack.cleanup();
  }
}

/**
 * A part that needs a stack of its own runs in a child process, because a process holds one local stack
 * (local/stack.ts); the child writes its figures to bench/{part}-results.json.
 */
function partInChild<T>(part: 'search' | 'upload', env: Record<string, string> = {}): T {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
    env: { ...process.env, ...env, BENCH_ONLY: part },
    stdio: 'inherit',
  });
  if (child.status !== 0)
    throw new Error(`the ${part} part of the bench failed (exit ${child.status ?? child.signal})`);
  return JSON.parse(readFileSync(partResults(part), 'utf8')) as T;
}

const partResults = (part: string) => new URL(`./${part}-results.json`, import.meta.url);

function writePartResults(part: string, results: unknown): void {
  writeFileSync(partResults(part), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to bench/${part}-results.json`);
}

/**
 * Upload throughput (and, in a full run, a file over 5 GiB) in a stack of its own without the search
 * stream poller: in AWS the index follows the table from its own Lambda, while locally the poller reads
 * DynamoDB Local's stream every 50 ms on the same two cores as the S3 emulator, which is the likeliest reason
 * our path (not the raw PUT it is compared with) fell from about 1.0x to 0.56x / 0.34x (docs/performance.md).
 * `BENCH_ONLY=upload` runs only this, without the file over 5 GiB.
 */
async function uploadPart(results: Record<string, unknown>): Promise<void> {
  const stack = await startBenchStack({ SEARCH_STREAM: '0' });
  try {
    const throughput = await measureUploadThroughput(stack, process.env.BENCH_QUICK ? [20] : [100, 1024]);
    results.uploadThroughput = throughput;
    if (!process.env.BENCH_QUICK && (process.env.BENCH_ONLY !== 'upload' || process.env.BENCH_WITH_BIG === '1')) {
      const big = await measureBigUpload(stack, Number(process.env.BENCH_BIG_GIB ?? 5.5));
      results.bigUpload = big;
      console.log(
        "\nA file over 5 GiB through the browser's path (start, 8 MiB parts x4, completed at S3 with the presigned request, recorded)",
      );
      console.table([big]);
    }
    console.log(
      '\nUpload throughput: our presigned path (start, parts x4 in parallel, completed at S3, recorded) vs one raw PUT to the same emulator',
    );
    console.table(throughput);
  } finally {
    await stack.cleanup();
  }
}

/**
 * The Gantt, Lighthouse and login-weight parts measure the built web app the stack serves from dist/web;
 * a clean clone has none, and an old build would measure old code, so the bench builds it first.
 */
function buildWebApp(): void {
  const build = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build:web failed (exit ${build.status ?? build.signal})`);
}

/**
 * Each Lambda bundle's size and import time against the minimal-SDK reference (bench/cold-start.ts);
 * `BENCH_ONLY=cold` runs only this, without a stack, and writes bench/cold-results.json.
 */
async function coldStartPart(): Promise<Record<string, unknown>> {
  const cold = await measureColdStarts();
  console.log(
    '\nCold start: bundle size and import CPU time in a fresh Node process, as a ratio to the minimal-SDK reference bundle',
  );
  console.table(
    cold.rows.map((r) => ({
      endpoint: r.endpoint,
      KiB: round(r.bytes / 1024, 0),
      'gzip KiB': round(r.gzipBytes / 1024, 0),
      'import CPU ms': r.importCpuMs,
      'x minimal SDK': r.ratioToMinimalSdk,
    })),
  );
  console.log(coldStartText(cold.summary));
  return { coldStart: cold.rows, coldStartSummary: cold.summary };
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'search') return writePartResults('search', await searchPart());
  if (process.env.BENCH_ONLY === 'cold') return writePartResults('cold', await coldStartPart());
  if (process.env.BENCH_ONLY === 'upload') {
    const upload: Record<string, unknown> = {};
    await uploadPart(upload);
    return writePartResults('upload', upload);
  }
  buildWebApp();
  const stack = await startBenchStack();
  const results: Record<string, unknown> = { date: new Date().toISOString() };
  try {
    const counts = await measureRequestCounts(stack.endpoints.web);
    results.dynamodbRequestsPerCall = counts;
    console.log('\nDynamoDB requests per call (session check included)');
    console.table(
      counts.map((r) => ({
        endpoint: r.endpoint,
        kind: isReadEndpoint(r.endpoint) ? 'read' : 'write',
        measured: r.measured ?? '-',
        minimum: r.minimum ?? '-',
        why: r.why,
      })),
    );
    const overhead = await measureApiOverhead(stack);
    results.apiOverhead = overhead;
    console.log(
      '\nAPI overhead: through the HTTP adapter vs the raw DynamoDB calls it needs (ms, same run, interleaved)',
    );
    console.table(
      overhead.map((r) => ({
        endpoint: r.endpoint,
        'api p50': r.api.p50,
        'api p95': r.api.p95,
        'raw p50': r.raw.p50,
        'raw p95': r.raw.p95,
        'ratio p50': r.ratioP50,
        raw: r.rawCalls,
      })),
    );
    const listing = await measureFolderListing(stack, process.env.BENCH_QUICK ? 500 : 10_000);
    results.folderListing = listing;
    console.log(
      `\nFolder of ${listing.files} files: first page of ${listing.firstPageItems} in p50 ${listing.firstPageMs.p50} ms / p95 ${listing.firstPageMs.p95} ms, ` +
        `${listing.dynamodbRequests} DynamoDB requests (session check included)`,
    );
    console.log(
      `Load: ${listing.loadRps} requests/s on that listing with 20 concurrent clients, ${listing.loadErrors} errors in ${listing.loadRequests}`,
    );

    const gantt = await measureGanttRender(
      stack.endpoints.web,
      BENCH_ADMIN.email,
      BENCH_ADMIN.password,
      process.env.BENCH_QUICK ? GANTT_QUICK_COUNTS : GANTT_COUNTS,
    );
    const base = gantt.render[0];
    results.gantt = gantt.render.map((g) => ({
      tasks: g.count,
      firstPaintMs: g.firstPaintMs,
      firstPaintRatioTo100: base ? round(g.firstPaintMs / base.firstPaintMs) : Number.NaN,
      withoutFirstPageMs: g.withoutFirstPageMs,
      withoutFirstPageRatioTo100: base ? round(g.withoutFirstPageMs / base.withoutFirstPageMs) : Number.NaN,
      ms: g.ms,
      ratioTo100: base ? round(g.ms / base.ms) : Number.NaN,
      renderMs: g.renderMs,
      renderRatioTo100: base ? round(g.renderMs / base.renderMs) : Number.NaN,
    }));
    results.ganttScroll = [gantt.scroll];
    console.log(
      '\nGantt: navigation to the first screenful of bars and to the whole chart drawn in Chromium, and the last tasks received to the chart drawn (medians of 3), with ratios to 100 tasks',
    );
    console.table(results.gantt);
    console.log('\nGantt: frame intervals while scrolling the largest schedule top to bottom (ms)');
    console.table(results.ganttScroll);

    const mapping = measureGanttMapping(process.env.BENCH_QUICK ? [1000] : [1000, 3000]);
    results.ganttMapping = mapping;
    console.log('\nGantt logic in Node (ms, 20 runs): predecessor conflicts and mapping to chart tasks, chained tasks');
    console.table(mapping);

    const logPdf = await measureDailyLogPdf();
    results.dailyLogPdf = logPdf;
    console.log('\nDaily-log PDF in Node: a day with 10 photos and 30 days with 300 (ms, process memory growth)');
    console.table(logPdf);

    const scores = await measureLighthouse(stack);
    results.lighthouse = scores;
    console.log('\nLighthouse, default mobile throttling (scores 0-100)');
    console.table(scores);

    const web = await measureLoginJs(stack.endpoints.web);
    results.loginRouteJavaScript = web;
    console.log(
      `\nLogin route, initial JavaScript: ${web.scripts} files, ${(web.gzipBytes / 1024).toFixed(1)} KiB gzipped (${(web.rawBytes / 1024).toFixed(1)} KiB raw)`,
    );
  } finally {
    await stack.cleanup();
  }
  Object.assign(results, partInChild<Record<string, unknown>>('upload', { BENCH_WITH_BIG: '1' }));
  results.search = partInChild<SearchBench>('search');
  Object.assign(results, await coldStartPart());
  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  // A quick run's small sizes are a smoke test of the bench itself, not figures to document.
  if (!process.env.BENCH_QUICK) writePerformanceDoc(documentSections(results), String(results.date));
  console.log(`\nWritten to bench/results.json${process.env.BENCH_QUICK ? '' : ' and docs/performance.md'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
