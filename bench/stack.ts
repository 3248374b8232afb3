/** Starts the local stack for a bench run, in a fresh data folder, without demo data. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings } from '../local/settings.ts';
import { type RunningStack, startStack } from '../local/stack.ts';

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench quarry lantern 2026' };

/** `env` adds settings (the search part turns the stream consumer off: it fills the index itself). */
export async function startBenchStack(
  env: Record<string, string> = {},
): Promise<RunningStack & { cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-office-bench-'));
  const stack = await startStack(
    readSettings({
      PORT: '0',
      DATA_DIR: dataDir,
      SEED: 'none',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...env,
    }),
  );
  return {
    ...stack,
    cleanup: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
