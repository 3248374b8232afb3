/**
 * `npm run bench`: measured figures, each a count or a ratio taken side by side in one run, because
 * this machine is shared and noisy. Prints a table and writes bench/results.json.
 */
import { writeFileSync } from 'node:fs';
import { measureApiOverhead } from './api-overhead.ts';
import { isReadEndpoint, measureRequestCounts } from './request-counts.ts';
import { startBenchStack } from './stack.ts';

async function main(): Promise<void> {
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
        minimum: Number.isNaN(r.minimum) ? '-' : r.minimum,
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
  } finally {
    await stack.cleanup();
  }
  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten to bench/results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
