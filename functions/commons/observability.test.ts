/**
 * What a request leaves in the logs and metrics (issue: observability with Powertools), captured from
 * stdout/stderr as Lambda would ship them to CloudWatch: one JSON line per request, EMF metric lines,
 * and never a password, a token or a presigned URL.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEvent, Context, SQSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as declared from '#shared/endpoints/auth.ts';
import { jobConsumer } from '../jobs/consumer.ts';
import { handler as searchIndexer } from '../streams/search-indexer.ts';
import { endpoint } from './endpoint.ts';
import { recordEvent, redact, timeAwsCalls } from './observability.ts';

const PASSWORD = 'correct horse battery staple 42';
const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl';

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  process.env.LOG_FORMAT = 'json';
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.LOG_FORMAT;
});

const context = {
  functionName: 'login',
  awsRequestId: 'lambda-request-1',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

function loginEvent(): APIGatewayProxyEvent {
  return {
    httpMethod: 'POST',
    resource: '/api/auth/login',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ email: 'pm@example.com', password: PASSWORD }),
    isBase64Encoded: false,
    pathParameters: null,
    queryStringParameters: null,
    requestContext: { requestId: 'api-gw-request-7', identity: { sourceIp: '203.0.113.9' } },
  } as unknown as APIGatewayProxyEvent;
}

/** A login's answer, for handlers that succeed. */
const signedIn = {
  access_token: TOKEN,
  userId: 'u1',
  email: 'pm@example.com',
  name: 'Pat',
  roles: 'pm' as const,
  allowedProjects: [],
  mustChangePassword: false,
  expiresAt: '2026-11-24T00:00:00.000Z',
};

const json = () =>
  lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.trim().startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

type Emf = {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
};
/** The one JSON log line with this message; the test fails unless there is exactly one. */
function onlyLine(message: string) {
  const found = json().filter((l) => l.message === message);
  expect(found).toHaveLength(1);
  return found[0];
}
const emf = () => json().filter((l): l is Record<string, unknown> & Emf => '_aws' in l);
const metricNames = () => emf().flatMap((l) => l._aws.CloudWatchMetrics[0]?.Metrics.map((m) => m.Name) ?? []);

describe('observability (Powertools, wired in endpoint())', () => {
  it('a request writes one JSON line: endpoint, status, duration, correlation id, cold start', async () => {
    const handler = endpoint('login', declared.login, async () => signedIn);
    const result = await handler(loginEvent(), context);
    expect(result.statusCode).toBe(200);
    const request = onlyLine('request');
    expect(request).toMatchObject({
      level: 'INFO',
      service: 'site-office',
      endpoint: 'login',
      method: 'POST',
      path: '/api/auth/login',
      status: 200,
      correlationId: 'api-gw-request-7',
    });
    expect(typeof request?.durationMs).toBe('number');
    expect(typeof request?.coldStart).toBe('boolean');
  });

  it('the request line counts the AWS calls of the request and their time (no X-Ray subsegments)', async () => {
    const client = new DynamoDBClient({
      region: 'ca-central-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    timeAwsCalls(client.middlewareStack);
    // answers every call before it is signed or sent
    client.middlewareStack.add(() => async () => ({ output: { $metadata: {} }, response: {} }), {
      step: 'build',
      name: 'answerAtOnce',
    });
    const handler = endpoint('login', declared.login, async () => {
      await client.send(new DescribeTableCommand({ TableName: 'one' }));
      await client.send(new DescribeTableCommand({ TableName: 'two' }));
      return signedIn;
    });
    expect((await handler(loginEvent(), context)).statusCode).toBe(200);
    const request = onlyLine('request');
    expect(request).toMatchObject({ endpoint: 'login', awsCalls: 2 });
    expect(typeof request?.awsMs).toBe('number');
  });

  it('metrics: requests, 4xx, 5xx and duration per endpoint, and the domain events of the request', async () => {
    const handler = endpoint('login', declared.login, async () => {
      recordEvent('ShareLinkOpened');
      throw Object.assign(new Error('boom'), { name: 'Boom' });
    });
    const result = await handler(loginEvent(), context);
    expect(result.statusCode).toBe(500);
    const [line] = emf();
    expect(line?._aws.CloudWatchMetrics[0]?.Namespace).toBe('SiteOffice');
    expect(line?._aws.CloudWatchMetrics[0]?.Dimensions.flat()).toContain('endpoint');
    expect(line).toMatchObject({ endpoint: 'login', Requests: 1, ServerErrors: 1, ClientErrors: 0 });
    expect(metricNames()).toEqual(
      expect.arrayContaining(['Requests', 'ClientErrors', 'ServerErrors', 'Duration', 'ShareLinkOpened']),
    );
    // The failure is logged with its stack, and the request line says ERROR.
    const error = json().find((l) => l.message === 'unhandled error');
    expect(JSON.stringify(error)).toContain('boom');
    expect(JSON.stringify(error)).toContain('stack');
    expect(json().find((l) => l.message === 'request')).toMatchObject({ level: 'ERROR', status: 500 });
  });

  it('a refused request counts as a 4xx', async () => {
    const handler = endpoint('login', declared.login, async () => {
      throw new Error('not reached');
    });
    const event = { ...loginEvent(), body: '{"email": 1' };
    expect((await handler(event, context)).statusCode).toBe(400);
    expect(emf()[0]).toMatchObject({ ClientErrors: 1, ServerErrors: 0 });
  });

  it('never logs a password, a token or a presigned URL, even in an error message', async () => {
    const signed =
      'https://files.s3.amazonaws.com/a.pdf?X-Amz-Algorithm=AWS4&X-Amz-Credential=AKIA&X-Amz-Signature=deadbeef';
    const handler = endpoint('login', declared.login, async () => {
      throw new Error(`could not use Bearer ${TOKEN} for ${signed} with ${JSON.stringify({ password: PASSWORD })}`);
    });
    await handler(loginEvent(), context);
    const all = lines.join('');
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(TOKEN);
    expect(all).not.toContain('deadbeef');
    expect(all).not.toContain('AKIA');
    expect(all).not.toContain(PASSWORD);
    expect(redact('password', PASSWORD)).toBe('[redacted]');
    expect(redact('access_token', TOKEN)).toBe('[redacted]');
    expect(redact('message', `see ${signed}`)).toBe('see https://files.s3.amazonaws.com/a.pdf?[redacted]');
  });

  it('locally, without LOG_FORMAT=json, the request line is plain text and no metrics are written', async () => {
    delete process.env.LOG_FORMAT;
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = endpoint('login', declared.login, async () => {
      throw new Error('x');
    });
    await handler(loginEvent(), context);
    expect(printed.join('\n')).toMatch(/^500 POST \/api\/auth\/login \(login\) \d+ ms$/m);
    expect(emf()).toEqual([]);
  });
});

describe('observability of the queue and stream consumers (observeBatch)', () => {
  it('the search indexer writes one JSON batch line and its metrics under stream:search-indexer', async () => {
    expect(await searchIndexer({ Records: [] })).toEqual({ batchItemFailures: [] });
    expect(onlyLine('batch')).toMatchObject({
      level: 'INFO',
      service: 'site-office',
      batch: 'stream:search-indexer',
      records: 0,
      failed: 0,
    });
    expect(emf()[0]).toMatchObject({ endpoint: 'stream:search-indexer', Records: 0, FailedRecords: 0 });
    expect(metricNames()).toEqual(expect.arrayContaining(['Records', 'FailedRecords', 'Duration']));
  });

  it('a job consumer that hands a message back logs it with its error and counts BackgroundJobFailed', async () => {
    const consume = jobConsumer('deleteFolder', async () => {
      throw new Error('step failed');
    });
    const event = { Records: [{ messageId: 'm1', body: '{"kind":"deleteFolder","id":"f1"}' }] } as SQSEvent;
    expect(await consume(event, context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
    expect(json().find((l) => l.message === 'background job failed')).toMatchObject({
      level: 'ERROR',
      kind: 'deleteFolder',
      messageId: 'm1',
    });
    expect(json().find((l) => l.message === 'batch')).toMatchObject({
      level: 'WARN',
      batch: 'job:deleteFolder',
      records: 1,
      failed: 1,
    });
    expect(emf()[0]).toMatchObject({
      endpoint: 'job:deleteFolder',
      BackgroundJobFailed: 1,
      Records: 1,
      FailedRecords: 1,
    });
  });
});
