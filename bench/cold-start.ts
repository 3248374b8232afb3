/**
 * Cold start, approximated locally: each Lambda bundle's size, and the CPU time a fresh Node process
 * spends importing it, as a ratio to importing the minimal-SDK reference bundle (bench/reference/minimal-sdk.ts,
 * built with the same options) in the same way, interleaved. Every import runs in the environment Lambda gives
 * the function (infra/function-runtime.ts: its NODE_OPTIONS and the runtime's variables), as deployed. CPU time,
 * not the clock: on a shared machine an import's clock time includes the time it waited for a core
 * (docs/performance.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildFunctions, bundleOptions, DEFAULT_OUT_DIR, functionBundleDir } from '../infra/build-functions.ts';
import { lambdaStartEnvironment } from '../infra/function-runtime.ts';
import { endpointKeys } from '../shared/contract.ts';
import { round } from './timing.ts';

export interface ColdStartRow {
  endpoint: string;
  bytes: number;
  gzipBytes: number;
  /** CPU milliseconds (user and system) the import took. */
  importCpuMs: number;
  /** Import time over the minimal-SDK reference bundle's. */
  ratioToMinimalSdk: number;
}

/** CPU milliseconds a fresh process, started as Lambda starts `name`, spends in `import(file)`, reported by itself. */
function importTime(file: string, name: string): number {
  const script = `const t = process.cpuUsage(); await import(${JSON.stringify(file)}); const d = process.cpuUsage(t); console.log((d.user + d.system) / 1000);`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: lambdaStartEnvironment(name),
    encoding: 'utf8',
  });
  return Number(out.trim());
}

export interface ColdStartSummary {
  bundles: number;
  medianKiB: number;
  maxKiB: number;
  referenceKiB: number;
  medianRatioToMinimalSdk: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export async function measureColdStarts(rounds = 5): Promise<{ rows: ColdStartRow[]; summary: ColdStartSummary }> {
  await buildFunctions({ outDir: DEFAULT_OUT_DIR });
  const referenceDir = mkdtempSync(join(tmpdir(), 'cold-'));
  await build({
    ...bundleOptions(referenceDir, false),
    entryPoints: { 'minimal-sdk/index': 'bench/reference/minimal-sdk.ts' },
  });
  const reference = join(referenceDir, 'minimal-sdk', 'index.mjs');
  const rows: ColdStartRow[] = [];
  for (const key of endpointKeys) {
    const file = join(functionBundleDir(DEFAULT_OUT_DIR, key), 'index.mjs');
    const bundle = [];
    const baseline = [];
    for (let i = 0; i < rounds; i++) {
      baseline.push(importTime(reference, 'minimal-sdk'));
      bundle.push(importTime(file, key));
    }
    rows.push({
      endpoint: key,
      bytes: statSync(file).size,
      gzipBytes: gzipSync(readFileSync(file)).length,
      importCpuMs: round(median(bundle)),
      ratioToMinimalSdk: round(median(bundle) / median(baseline), 2),
    });
  }
  const kib = (bytes: number) => round(bytes / 1024, 0);
  const summary = {
    bundles: rows.length,
    medianKiB: kib(median(rows.map((r) => r.bytes))),
    maxKiB: kib(Math.max(...rows.map((r) => r.bytes))),
    referenceKiB: kib(statSync(reference).size),
    medianRatioToMinimalSdk: round(median(rows.map((r) => r.ratioToMinimalSdk)), 2),
  };
  return { rows, summary };
}

export const coldStartText = (s: ColdStartSummary) =>
  `${s.bundles} bundles: median ${s.medianKiB} KiB, largest ${s.maxKiB} KiB; median import CPU time ${s.medianRatioToMinimalSdk}x ` +
  `that of the minimal-SDK reference bundle (${s.referenceKiB} KiB).`;
