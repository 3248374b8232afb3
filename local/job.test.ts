import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JobCommandError, jobOf, sendJob } from './job.ts';

describe('npm run job -- <kind> [json]', () => {
  it('reads the kind and the job fields', () => {
    expect(jobOf(['deleteFolder', '{"id":"01J0000000000000000000000A"}'])).toEqual({
      kind: 'deleteFolder',
      id: '01J0000000000000000000000A',
    });
  });

  it("sends a scheduled kind its schedule's message when no fields are given: the recycle-bin purge", () => {
    expect(jobOf(['purgeRecycleBin'])).toEqual({ kind: 'purgeRecycleBin', id: 'purge-recycle-bin' });
    expect(jobOf(['purge-recycle-bin'])).toEqual({ kind: 'purgeRecycleBin', id: 'purge-recycle-bin' });
  });

  it('refuses a missing kind, an unknown kind and a job without its id, naming the kinds', () => {
    expect(() => jobOf([])).toThrow(
      'Usage: npm run job -- <kind> [json]   (kinds: deleteFolder, purgeRecycleBin, exportDailyLogs, writeScheduleImport, rewriteFolderPaths, sendNotifications, sendDigests, notifyTasksDue, backfillTaskIndex)',
    );
    expect(() => jobOf(['purgeEverything', '{"id":"x"}'])).toThrow(JobCommandError);
    expect(() => jobOf(['deleteFolder'])).toThrow('Kinds: deleteFolder');
    expect(() => jobOf(['deleteFolder', 'not json'])).toThrow(JobCommandError);
  });

  it('says how to start the stack when no stack is running in the data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'job-command-'));
    try {
      await expect(sendJob(dir, { kind: 'deleteFolder', id: 'x' })).rejects.toThrow('start it with npm start');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
