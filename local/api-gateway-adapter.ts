/**
 * Turns an HTTP request into the API Gateway REST (v1) proxy event the cloud would send, calls the
 * same handler module the Lambda runs, and writes its result back. Limits match API Gateway's.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { INTEGRATION_TIMEOUT_MS, isBinaryMediaType, MAX_REQUEST_BYTES } from '#shared/api-gateway.ts';
import type { EndpointKey } from '#shared/contract.ts';
import { measure } from '../functions/commons/request-metrics.ts';
import type { DeliveryFaults } from './job-queue.ts';
import { armJobFaults, localJobsSettled } from './jobs.ts';
import { lambdaContext } from './lambda-context.ts';
import { matchRoute, type Route } from './routes.ts';

type LambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const handlers = new Map<EndpointKey, Promise<LambdaHandler>>();

/** The built Lambda bundles to run instead of the TypeScript sources (LAMBDA_BUNDLES=1), or undefined. */
let bundleDir: string | undefined;
export function runLambdaBundlesFrom(dir: string | undefined): void {
  bundleDir = dir;
  handlers.clear();
}

/** The handler module the Lambda runs: its TypeScript source, or with LAMBDA_BUNDLES=1 the shipped bundle. */
function loadHandler(key: EndpointKey): Promise<LambdaHandler> {
  let handler = handlers.get(key);
  if (!handler) {
    const module = bundleDir
      ? pathToFileURL(join(bundleDir, key, 'index.mjs')).href
      : `../functions/handlers/${key}.ts`;
    handler = import(module).then((m: { handler: LambdaHandler }) => m.handler);
    handlers.set(key, handler);
  }
  return handler;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_REQUEST_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function headerMaps(req: IncomingMessage) {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    const value = req.rawHeaders[i + 1] as string;
    single[name] = value;
    multi[name] = [...(Object.hasOwn(multi, name) ? (multi[name] as string[]) : []), value];
  }
  return { single, multi };
}

function queryMaps(url: URL) {
  if ([...url.searchParams.keys()].length === 0) return { single: null, multi: null };
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) {
    single[k] = v;
    multi[k] = [...(Object.hasOwn(multi, k) ? (multi[k] as string[]) : []), v];
  }
  return { single, multi };
}

/**
 * Tests of per-address limits name the client address with an `x-test-source-ip` header, honoured
 * only when the local server runs with ALLOW_TEST_SOURCE_IP=1 (set by the test setup alone).
 */
function testSourceIp(req: IncomingMessage): string | undefined {
  if (process.env.ALLOW_TEST_SOURCE_IP !== '1') return undefined;
  const value = req.headers['x-test-source-ip'];
  return typeof value === 'string' && /^[\d.:a-fA-F]{2,45}$/.test(value) ? value : undefined;
}

/**
 * Tests only (ALLOW_TEST_FAULTS=1): `x-test-fail-dynamodb-after: N` / `x-test-fail-s3-after: N` make that
 * service's requests after the N-th fail like a dropped connection.
 */
function testFaults(req: IncomingMessage): { dynamodbFailsAfter?: number; s3FailsAfter?: number } {
  if (process.env.ALLOW_TEST_FAULTS !== '1') return {};
  const count = (header: string) => {
    const value = req.headers[header];
    return typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : undefined;
  };
  const dynamodbFailsAfter = count('x-test-fail-dynamodb-after');
  const s3FailsAfter = count('x-test-fail-s3-after');
  return {
    ...(dynamodbFailsAfter !== undefined && { dynamodbFailsAfter }),
    ...(s3FailsAfter !== undefined && { s3FailsAfter }),
  };
}

/**
 * Tests only (ALLOW_TEST_FAULTS=1): `x-test-settle-background: 1` holds the request until the local job
 * queues (local/jobs.ts) hold nothing but their dead letters, so a test waits for the job itself instead of
 * polling.
 */
async function settleBackgroundForTest(req: IncomingMessage): Promise<void> {
  if (process.env.ALLOW_TEST_FAULTS !== '1' || req.headers['x-test-settle-background'] !== '1') return;
  await localJobsSettled();
}

/**
 * Tests only (ALLOW_TEST_FAULTS=1): `x-test-job-faults: {"id":"<job id>","deliveries":[{"s3FailsAfter":1},{}]}`
 * gives the next deliveries of that job, one entry each, faults in their AWS requests (as
 * x-test-fail-*-after do for a request), so a test can stop a job midway and watch a later delivery finish
 * it; `"deliveries":[]` lifts them. Read after x-test-settle-background has waited.
 */
function armJobFaultsForTest(req: IncomingMessage): void {
  const value = req.headers['x-test-job-faults'];
  if (process.env.ALLOW_TEST_FAULTS !== '1' || typeof value !== 'string') return;
  const spec = JSON.parse(value) as { id: string; deliveries: DeliveryFaults[] };
  armJobFaults(spec.id, spec.deliveries);
}

export function toEvent(
  req: IncomingMessage,
  url: URL,
  route: Route,
  pathParameters: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEvent {
  const headers = headerMaps(req);
  const query = queryMaps(url);
  const binary = isBinaryMediaType(req.headers['content-type']);
  const now = Date.now();
  return {
    resource: route.resource,
    path: url.pathname,
    httpMethod: route.method,
    headers: headers.single,
    multiValueHeaders: headers.multi,
    queryStringParameters: query.single,
    multiValueQueryStringParameters: query.multi,
    pathParameters: route.paramNames.length > 0 ? pathParameters : null,
    stageVariables: null,
    body: body.length === 0 ? null : binary ? body.toString('base64') : body.toString('utf8'),
    isBase64Encoded: binary && body.length > 0,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      protocol: `HTTP/${req.httpVersion}`,
      httpMethod: route.method,
      path: `/local${url.pathname}`,
      stage: 'local',
      requestId: randomUUID(),
      requestTimeEpoch: now,
      resourceId: route.key,
      resourcePath: route.resource,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: testSourceIp(req) ?? req.socket.remoteAddress ?? '127.0.0.1',
        user: null,
        userAgent: req.headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
}

function writeResult(res: ServerResponse, result: APIGatewayProxyResult): void {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  for (const [k, v] of Object.entries(result.multiValueHeaders ?? {})) headers[k] = v.map(String);
  res.writeHead(result.statusCode, headers);
  res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function handleApiRequest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (match.kind === 'none') return sendJson(res, 404, { error: 'Not found' });
  if (match.kind === 'wrongMethod') return sendJson(res, 405, { error: 'Method not allowed' });
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return sendJson(res, 413, { error: 'Request body is too large: the limit is 10 MB.' });
    }
    throw error;
  }
  const event = toEvent(req, url, match.route, match.pathParameters, body);
  await settleBackgroundForTest(req);
  armJobFaultsForTest(req);
  const deadline = Date.now() + INTEGRATION_TIMEOUT_MS;
  const handler = await loadHandler(match.route.key);
  const run = measure(() => handler(event, lambdaContext(match.route.key, deadline)), testFaults(req));
  const outcome = await withTimeout(run, INTEGRATION_TIMEOUT_MS);
  if (outcome === 'timeout') return sendJson(res, 504, { error: 'The request took too long. Please try again.' });
  // Local diagnostics for the bench and tests: how many DynamoDB requests this call made, and the most
  // items one of its transactions held.
  res.setHeader('x-dynamodb-requests', String(outcome.metrics.dynamodb));
  res.setHeader('x-dynamodb-largest-transaction', String(outcome.metrics.largestTransaction));
  writeResult(res, outcome.result);
}
