/**
 * Vitest global setup: starts the real local stack (`tsx local/start.ts`, the code behind `npm start`)
 * on free ports with a fresh data folder, and hands its URLs to the tests. The test clock and test
 * client-address headers are enabled here only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Endpoints } from '../../local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    endpoints: Endpoints;
    adminEmail: string;
    adminPassword: string;
    /** The stack's DATA_DIR: tests read its signing keys to forge tokens the way an insider could. */
    dataDir: string;
  }
}

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'test-admin-password';

function waitForReady(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Ready on http://localhost:')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`local stack exited (${code}):\n${output.join('')}`)));
  });
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-office-test-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SEED: 'demo',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ALLOW_TEST_CLOCK: '1',
      ALLOW_TEST_FAULTS: '1',
      ALLOW_TEST_SOURCE_IP: '1',
      // A failed job message comes back after 6 s instead of npm start's 30 (local/job-queue.ts).
      JOB_VISIBILITY_SECONDS: '6',
      // The daily jobs run when a test asks, never by the clock in the middle of a run (local/settings.ts).
      SCHEDULES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // STACK_LOG_DIR=<folder> keeps the stack's whole output (requests, the search indexer's and jobs' logs)
  // in <folder>/<project>-stack.log, for finding why a run failed.
  const logDir = process.env.STACK_LOG_DIR;
  if (logDir) {
    const log = createWriteStream(join(logDir, `${project.name}-stack.log`));
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  await waitForReady(child, output);
  const endpoints = JSON.parse(readFileSync(join(dataDir, 'endpoints.json'), 'utf8')) as Endpoints;
  project.provide('endpoints', endpoints);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('dataDir', dataDir);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
