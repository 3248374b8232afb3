/**
 * The whole app on one machine (docs/architecture.md#local-runs-the-same-code-as-the-cloud): emulators, table and bucket, the API adapter
 * and the web app on one origin, as CloudFront serves them in the cloud.
 */
import { accessSync, constants, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { endpointKeys } from '#shared/contract.ts';
import { securityHeaders } from '#shared/security-headers.ts';
import { SEARCH_INDEX_VERSION, searchIndexVersion } from '../functions/data/search-index.ts';
import { handleApiRequest, runLambdaBundlesFrom } from './api-gateway-adapter.ts';
import { type Emulator, startDynamoDb, startS3, startSes, stopAllEmulators } from './emulators.ts';
import { LocalStartError } from './errors.ts';
import { type LocalJobs, startLocalJobs } from './jobs.ts';
import { loadOrCreateJwtKeys } from './jwt-keys.ts';
import { corsXml, ensureTable } from './provision.ts';
import { backfillSearchIndex } from './search-backfill.ts';
import { type StreamPoller, startSearchStream } from './search-stream.ts';
import { seed } from './seed/index.ts';
import type { LocalSettings } from './settings.ts';
import { serveStatic } from './static-web.ts';

/** How long a refused connection keeps reading what the client still sends before it is closed. */
const LINGER_MS = 5_000;
const lingering = new WeakSet<object>();

export const TABLE_NAME = 'site-office';
export const FILES_BUCKET = 'site-office-files';
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface Endpoints {
  web: string;
  api: string;
  dynamodb: string;
  s3: string;
  mail: string;
  /** The SQS endpoint of the in-process job queues (local/jobs.ts). */
  jobs: string;
}

export interface RunningStack {
  endpoints: Endpoints;
  /** The emulator processes, for fault tests that stop one on purpose. */
  emulators: { dynamodb: Emulator; s3: Emulator; ses: Emulator };
  stop(): Promise<void>;
}

function prepareDataDir(dataDir: string): void {
  try {
    if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
      throw new LocalStartError(`DATA_DIR ${dataDir} is a file, not a folder. Point DATA_DIR at a folder.`);
    }
    mkdirSync(join(dataDir, 'logs'), { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    if (error instanceof LocalStartError) throw error;
    throw new LocalStartError(`Cannot write to the data folder ${dataDir}: ${(error as Error).message}`);
  }
}

async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new LocalStartError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use. Stop the program using it, or start with another port: PORT=${port + 1} npm start`
            : `Cannot listen on port ${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

function configureHandlers(
  emulators: { dynamodb: Emulator; s3: Emulator; ses: Emulator },
  keys: { publicJwk: string; privateJwk: string },
) {
  Object.assign(process.env, {
    AWS_REGION: process.env.AWS_REGION ?? 'ca-central-1',
    // s3rver accepts only its own fixed key pair; DynamoDB Local and the SES emulator accept any.
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: emulators.dynamodb.url,
    AWS_ENDPOINT_URL_S3: emulators.s3.url,
    AWS_ENDPOINT_URL_SES: emulators.ses.url,
    // the mailer's SES v2 client reads its own variable (its service id is SESv2)
    AWS_ENDPOINT_URL_SESV2: emulators.ses.url,
    TABLE_NAME,
    FILES_BUCKET,
    JWT_PUBLIC_KEY: keys.publicJwk,
    JWT_PRIVATE_KEY: keys.privateJwk,
    PRINT_SHOP_EMAIL: process.env.PRINT_SHOP_EMAIL ?? 'print-shop@example.com',
    MAIL_FROM: process.env.MAIL_FROM ?? 'Site Office <no-reply@site-office.example.com>',
  });
}

/** A path with a broken %-escape cannot be routed or served. */
function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as net.AddressInfo).port));
  });
}

type WebHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

/** The built app, or in dev mode Vite's middleware with hot reload. */
async function webHandler(settings: LocalSettings): Promise<WebHandler> {
  if (!settings.dev) return (_req, res, url) => serveStatic(settings.webRoot, url.pathname, res);
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ configFile: 'web/vite.config.ts', server: { middlewareMode: true }, appType: 'spa' });
  return (req, res) => vite.middlewares(req, res);
}

/** Every endpoint's bundle must be there before the server answers anything (LAMBDA_BUNDLES=1). */
function checkBundles(dir: string): void {
  const missing = endpointKeys.filter((key) => !existsSync(join(dir, key, 'index.mjs')));
  if (missing.length > 0) {
    throw new LocalStartError(
      `LAMBDA_BUNDLES=1 needs the Lambda bundles in ${dir} (missing: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''}). Run npm run build:functions first.`,
    );
  }
}

/**
 * Set once a stack has bound this process's environment to its emulators. The handlers' AWS clients,
 * signing keys and public URL are made once per process, as in a Lambda container, so a second stack in
 * the same process would send its requests to the first one's stopped emulators.
 */
let boundProcess = false;

export async function startStack(settings: LocalSettings): Promise<RunningStack> {
  if (boundProcess) {
    throw new LocalStartError(
      'One local stack per process: the AWS clients and signing keys are made once per process, as in a Lambda container. Start the next stack in a new process.',
    );
  }
  if (settings.lambdaBundles) checkBundles(settings.lambdaBundles);
  runLambdaBundlesFrom(settings.lambdaBundles);
  prepareDataDir(settings.dataDir);
  await assertPortFree(settings.port, settings.host);
  const logDir = join(settings.dataDir, 'logs');
  const corsFile = join(settings.dataDir, 's3-cors.xml');
  writeFileSync(corsFile, corsXml());
  let searchStream: StreamPoller | undefined;
  let jobs: LocalJobs | undefined;
  try {
    const [dynamodb, s3, ses] = await Promise.all([
      startDynamoDb(settings.dataDir, logDir),
      startS3(settings.dataDir, logDir, corsFile, FILES_BUCKET),
      startSes(logDir),
    ]);
    configureHandlers({ dynamodb, s3, ses }, await loadOrCreateJwtKeys(settings.dataDir));
    boundProcess = true;
    const table = await ensureTable(new DynamoDBClient({}), TABLE_NAME).catch((error: Error) => {
      throw new LocalStartError(
        `DynamoDB Local cannot use the data in ${join(settings.dataDir, 'dynamodb')} (${error.message}). If it is damaged, move the data folder away and start again.`,
      );
    });
    // The search index follows the table's stream, as the Lambda consumer does in AWS; the seed is indexed too.
    if (settings.searchStream) {
      searchStream = await startSearchStream({
        endpoint: dynamodb.url,
        tableName: TABLE_NAME,
        dataDir: settings.dataDir,
      });
      // A data folder from before the search index, or indexed by an older version of it: what it holds
      // is indexed (and the index repaired) once, here.
      if (table === 'stream turned on' || (await searchIndexVersion()) < SEARCH_INDEX_VERSION)
        await backfillSearchIndex(TABLE_NAME);
    }
    // The job queues and the scheduler (their consumers are the Lambda code of functions/jobs/).
    jobs = await startLocalJobs({
      dataDir: settings.dataDir,
      visibilityTimeoutSeconds: settings.jobVisibilitySeconds,
      bundlesDir: settings.lambdaBundles,
      schedules: settings.schedules,
    });
    await seed(settings.seed, { email: settings.adminEmail, password: settings.adminPassword });

    const web = await webHandler(settings);
    // The headers CloudFront sends, from the same definition; no HSTS over plain HTTP, and none of the
    // CSP in dev mode, where Vite injects its own scripts.
    const headers = securityHeaders([new URL(s3.url).origin], { https: false });
    if (settings.dev) delete headers['Content-Security-Policy'];
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (!isDecodable(url.pathname)) {
        const api = url.pathname.startsWith('/api');
        res.writeHead(400, { 'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8' });
        res.end(api ? JSON.stringify({ error: 'The address is malformed' }) : 'The address is malformed.');
        return;
      }
      const work =
        url.pathname.startsWith('/api/') || url.pathname === '/api'
          ? handleApiRequest(req, res, url)
          : Promise.resolve(web(req, res, url));
      work.catch((error: unknown) => {
        console.error('local server error', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }));
      });
    });
    // Requests Node refuses before our code sees them (oversized headers, broken HTTP) still get JSON.
    // Node calls this again for each further chunk the client sends after the error; the answer is sent
    // once, and the socket then reads and drops the rest before closing (a "lingering close"), because
    // destroying it with unread input resets the connection and the client never reads the answer.
    server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
      if (lingering.has(socket)) return;
      if (!socket.writable) return socket.destroy();
      lingering.add(socket);
      socket.on('data', () => {});
      socket.once('end', () => socket.destroy());
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
      const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify({
        error: tooLarge ? 'The request headers or URL are too large' : 'Malformed HTTP request',
      });
      socket.end(
        `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    const port = await listen(server, settings.port, settings.host);
    const origin = `http://localhost:${port}`;
    // Links (share links, the print-shop email) point here, whatever headers a request carries.
    process.env.PUBLIC_BASE_URL = origin;
    const endpoints: Endpoints = {
      web: origin,
      api: `${origin}/api`,
      dynamodb: dynamodb.url,
      s3: s3.url,
      mail: ses.url,
      jobs: jobs.url,
    };
    writeFileSync(join(settings.dataDir, 'endpoints.json'), `${JSON.stringify(endpoints, null, 2)}\n`);
    return {
      endpoints,
      emulators: { dynamodb, s3, ses },
      stop: async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await jobs?.stop();
        await searchStream?.stop();
        await stopAllEmulators();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await searchStream?.stop();
    await stopAllEmulators();
    throw error;
  }
}
