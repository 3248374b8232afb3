/** `npm start` settings, from the environment (README lists them). */
import { resolve } from 'node:path';
import { passwordRefusal } from '#functions/domain/password-policy.ts';
import { newPasswordField } from '#shared/schemas/common.ts';
import { LocalStartError } from './errors.ts';
import type { SeedMode } from './seed/index.ts';

export interface LocalSettings {
  port: number;
  host: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  seed: SeedMode;
  webRoot: string;
  /** Serve web/ through Vite with hot reload instead of the built dist/web. */
  dev: boolean;
  /** LAMBDA_BUNDLES=1: run the built Lambda bundles (dist/functions, or LAMBDA_BUNDLES_DIR), as shipped. */
  lambdaBundles?: string;
  /** The search index follows the table stream (SEARCH_STREAM=0 turns it off: the bench fills the index itself). */
  searchStream: boolean;
  /** Seconds a received job message stays invisible (JOB_VISIBILITY_SECONDS, default 30; the tests use less). */
  jobVisibilitySeconds: number;
  /**
   * The daily jobs of functions/jobs/schedules.ts fire by the clock (SCHEDULES=0 turns that off: the test
   * stacks run a job when a test asks, so a run that crosses 06:00 or 07:00 Toronto sends no stray mail).
   */
  schedules: boolean;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_ADMIN_PASSWORD = 'site-office-admin-2026';

export function readSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new LocalStartError(`PORT must be a port number, not "${env.PORT}".`);
  }
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new LocalStartError(`SEED must be "demo" or "none", not "${seed}".`);
  const adminPassword = env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD;
  const policy = newPasswordField.safeParse(adminPassword);
  if (!policy.success) throw new LocalStartError(`ADMIN_PASSWORD: ${policy.error.issues[0]?.message}.`);
  const jobVisibilitySeconds = Number(env.JOB_VISIBILITY_SECONDS ?? 30);
  if (!Number.isFinite(jobVisibilitySeconds) || jobVisibilitySeconds < 1 || jobVisibilitySeconds > 43_200) {
    throw new LocalStartError(
      `JOB_VISIBILITY_SECONDS must be a number of seconds from 1 to 43200, not "${env.JOB_VISIBILITY_SECONDS}".`,
    );
  }
  const adminEmail = (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const refusal = passwordRefusal(adminPassword, { name: 'Administrator', email: adminEmail });
  if (refusal) throw new LocalStartError(`ADMIN_PASSWORD: ${refusal}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    adminEmail,
    adminPassword,
    seed,
    webRoot: resolve(env.WEB_ROOT ?? 'dist/web'),
    dev: env.DEV === '1',
    searchStream: env.SEARCH_STREAM !== '0',
    jobVisibilitySeconds,
    schedules: env.SCHEDULES !== '0',
    ...(env.LAMBDA_BUNDLES === '1' && { lambdaBundles: resolve(env.LAMBDA_BUNDLES_DIR ?? 'dist/functions') }),
  };
}
