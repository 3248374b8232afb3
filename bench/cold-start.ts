/**
 * Cold start, approximated locally: each Lambda bundle's size, and the time a fresh Node process
 * takes to import it, as a ratio to importing an empty module in the same way (interleaved).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFunctions, DEFAULT_OUT_DIR, functionBundleDir } from '../infra/build-functions.ts';
import { endpointKeys } from '../shared/contract.ts';
import { round } from './timing.ts';

export interface ColdStartRow {
  endpoint: string;
  bytes: number;
  gzipBytes: number;
  importMs: number;
  ratioToEmpty: number;
}

/** Milliseconds a fresh process spends in `import(file)`, reported by the process itself. */
function importTime(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, AWS_REGION: 'ca-central-1' },
    encoding: 'utf8',
  });
  return Number(out.trim());
}

export async function measureColdStarts(rounds = 3): Promise<ColdStartRow[]> {
  await buildFunctions({ outDir: DEFAULT_OUT_DIR });
  const empty = join(mkdtempSync(join(tmpdir(), 'cold-')), 'empty.mjs');
  writeFileSync(empty, 'export const handler = async () => ({});\n');
  const rows: ColdStartRow[] = [];
  for (const key of endpointKeys) {
    const file = join(functionBundleDir(DEFAULT_OUT_DIR, key), 'index.mjs');
    const bundle = [];
    const baseline = [];
    for (let i = 0; i < rounds; i++) {
      baseline.push(importTime(empty));
      bundle.push(importTime(file));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
    rows.push({
      endpoint: key,
      bytes: statSync(file).size,
      gzipBytes: gzipSync(readFileSync(file)).length,
      importMs: round(median(bundle)),
      ratioToEmpty: round(median(bundle) / median(baseline), 1),
    });
  }
  return rows;
}
