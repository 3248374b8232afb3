/** `npm start` explains start-up problems in one line instead of a stack trace. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function start(env: Record<string, string>) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    env: { ...process.env, SEED: 'none', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: res.status, stderr: res.stderr.trim(), stdout: res.stdout };
}

describe('npm start problems', () => {
  it('a taken port', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const res = start({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'so-port-')) });
      expect(res.code).toBe(1);
      expect(res.stderr).toBe(
        `Cannot start: Port ${port} is already in use. Stop the program using it, or start with another port: PORT=${port + 1} npm start`,
      );
    } finally {
      blocker.close();
    }
  });

  it('a data folder that is a file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'so-file-')), 'not-a-folder');
    writeFileSync(file, 'x');
    const res = start({ PORT: '0', DATA_DIR: file });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(`Cannot start: DATA_DIR ${file} is a file, not a folder. Point DATA_DIR at a folder.`);
  });

  it('no Java on the PATH', () => {
    const res = start({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'so-java-')), PATH: '/nonexistent' });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      'Cannot start: Java is not installed: DynamoDB Local needs Java 17 or newer (Debian: apt-get install openjdk-17-jre-headless).',
    );
  });

  it('a damaged DynamoDB data file', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'so-broken-'));
    const dbDir = join(dataDir, 'dynamodb');
    spawnSync('mkdir', ['-p', dbDir]);
    writeFileSync(join(dbDir, 'shared-local-instance.db'), 'this is not a sqlite database'.repeat(200));
    const res = start({ PORT: '0', DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.stderr.split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(/^Cannot start: /);
  });
});

describe('one local stack per process', () => {
  it('bench: a second stack in the same process is refused with a clear message, not left talking to the stopped emulators of the first', async () => {
    const { readSettings } = await import('../../local/settings.ts');
    const { startStack } = await import('../../local/stack.ts');
    const settings = () =>
      readSettings({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'so-twice-')), SEED: 'none' });
    const first = await startStack(settings());
    await first.stop();
    await expect(startStack(settings())).rejects.toThrow(
      'One local stack per process: the AWS clients and signing keys are made once per process, as in a Lambda container. Start the next stack in a new process.',
    );
  }, 120_000);
});
