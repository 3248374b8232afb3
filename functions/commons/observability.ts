/**
 * Logs and metrics (Powertools for AWS Lambda), wired once: `endpoint()` opens a request scope, writes one
 * log line per request and its metrics; the consumers of queues and streams do the same per batch through
 * `observeBatch`; the rest of the code calls `log` and `recordEvent`. Traces are Lambda's own active tracing,
 * without the Powertools Tracer: each log line says how many AWS calls its request or batch made and how long
 * they took (`timeAwsCalls`) instead of an X-Ray subsegment per call (docs/architecture.md#lambdas-that-start-fast).
 * In Lambda (or with LOG_FORMAT=json) logs are JSON lines and metrics EMF; locally, readable lines.
 * See docs/operations.md for the metric names and the alarms built on them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareStack } from '@smithy/types';

import { METRICS_NAMESPACE, SERVICE } from './metric-names.ts';

/** Domain events counted as metrics (docs/operations.md). */
export type DomainEvent =
  | 'UploadCompleted'
  | 'PrintOrderEmailed'
  | 'PrintOrderEmailFailed'
  | 'ShareLinkOpened'
  | 'BackgroundJobFailed'
  | 'NotificationNotQueued'
  | 'NotificationEmailed'
  | 'NotificationEmailFailed';

const jsonOutput = () => process.env.LOG_FORMAT === 'json' || Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

/** Names whose values never reach a log line, wherever they sit. */
const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie|signature|credential|hash|^url$|uploadurl|data$/i;
/** A presigned URL's query carries its signature: the URL is cut before it. */
const SIGNED_URL = /(https?:\/\/[^\s"']+?)\?[^\s"']*X-Amz-(Signature|Credential)[^\s"']*/gi;

/** A secret written as JSON inside a text (an error message quoting a body). */
const QUOTED_SECRET = /("[^"]*(?:pass(?:word)?|token|secret)[^"]*"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

export function redact(key: string, value: unknown): unknown {
  if (key && SECRET_KEYS.test(key)) return '[redacted]';
  if (typeof value === 'string') {
    return value
      .replace(SIGNED_URL, '$1?[redacted]')
      .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]')
      .replace(QUOTED_SECRET, '$1"[redacted]"');
  }
  return value;
}

const logger = new Logger({ serviceName: SERVICE, jsonReplacerFn: redact });

interface RequestScope {
  metrics: Metrics;
  /** The AWS calls of this request or batch (retries included in each call's time). */
  awsCalls: number;
  awsMs: number;
}
const scope = new AsyncLocalStorage<RequestScope>();

/**
 * Counts each call of an SDK client, and the time it took with its retries, in the current request's scope:
 * the log line's `awsCalls` and `awsMs`.
 */
export function timeAwsCalls<Input extends object, Output extends object>(stack: MiddlewareStack<Input, Output>) {
  stack.add(
    (next) => async (args) => {
      const current = scope.getStore();
      const started = performance.now();
      try {
        return await next(args);
      } finally {
        if (current) {
          current.awsCalls += 1;
          current.awsMs += performance.now() - started;
        }
      }
    },
    { step: 'initialize', name: 'timeAwsCalls' },
  );
}

/** The log line's fields about the AWS calls of the current scope. */
function awsCallFacts() {
  const current = scope.getStore();
  return { awsCalls: current?.awsCalls ?? 0, awsMs: Math.round(current?.awsMs ?? 0) };
}

let coldStart = true;

export interface RequestFacts {
  endpoint: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  correlationId?: string;
  callerId?: string;
  role?: string;
  projectId?: string;
}

/** Runs one request with its own metrics, so concurrent requests (the local server) never mix them. */
export async function withRequestScope<T>(endpointKey: string, work: () => Promise<T>): Promise<T> {
  const metrics = new Metrics({
    namespace: METRICS_NAMESPACE,
    serviceName: SERVICE,
    defaultDimensions: { endpoint: endpointKey },
  });
  return scope.run({ metrics, awsCalls: 0, awsMs: 0 }, work);
}

/** Counts a domain event in the current request's metrics. */
export function recordEvent(event: DomainEvent): void {
  scope.getStore()?.metrics.addMetric(event, MetricUnit.Count, 1);
}

/** A line about something that went wrong or was put aside, with the error's stack. */
export function log(level: 'warn' | 'error', message: string, details: Record<string, unknown> = {}, error?: unknown) {
  if (jsonOutput()) {
    logger[level](message, {
      ...details,
      ...(error instanceof Error ? { error } : error ? { error: String(error) } : {}),
    });
    return;
  }
  console[level](message, ...Object.values(details), ...(error === undefined ? [] : [error]));
}

/** The request's one log line and its metrics: requests, 4xx, 5xx and duration per endpoint. */
export function finishRequest(facts: RequestFacts): void {
  const metrics = scope.getStore()?.metrics;
  const first = coldStart;
  coldStart = false;
  if (metrics) {
    metrics.addMetric('Requests', MetricUnit.Count, 1);
    metrics.addMetric('ClientErrors', MetricUnit.Count, facts.status >= 400 && facts.status < 500 ? 1 : 0);
    metrics.addMetric('ServerErrors', MetricUnit.Count, facts.status >= 500 ? 1 : 0);
    metrics.addMetric('Duration', MetricUnit.Milliseconds, facts.durationMs);
  }
  if (!jsonOutput()) {
    metrics?.clearMetrics();
    const who = facts.callerId ? ` ${facts.role} ${facts.callerId}` : '';
    console.log(`${facts.status} ${facts.method} ${facts.path} (${facts.endpoint}) ${facts.durationMs} ms${who}`);
    return;
  }
  const line = { ...facts, ...awsCallFacts(), coldStart: first };
  if (facts.status >= 500) logger.error('request', line);
  else logger.info('request', line);
  metrics?.publishStoredMetrics();
}

/** What a batch consumer reports of one batch: how many records it got and how many it handed back. */
export interface BatchOutcome {
  records: number;
  failed: number;
}

/**
 * One batch of a queue or stream consumer (functions/jobs, functions/streams), observed as `endpoint()`
 * observes a request: its own metrics scope (dimension `endpoint` = `name`), one log line with its AWS calls,
 * and the metrics Records, FailedRecords and Duration.
 */
export function observeBatch<T>(
  name: string,
  work: () => Promise<T>,
  outcome: (result: T) => BatchOutcome,
): Promise<T> {
  return withRequestScope(name, async () => {
    const started = performance.now();
    const first = coldStart;
    coldStart = false;
    let facts: BatchOutcome = { records: 0, failed: 0 };
    try {
      const result = await work();
      facts = outcome(result);
      return result;
    } finally {
      finishBatch(name, facts, Math.round(performance.now() - started), first);
    }
  });
}

function finishBatch(name: string, facts: BatchOutcome, durationMs: number, first: boolean): void {
  const metrics = scope.getStore()?.metrics;
  metrics?.addMetric('Records', MetricUnit.Count, facts.records);
  metrics?.addMetric('FailedRecords', MetricUnit.Count, facts.failed);
  metrics?.addMetric('Duration', MetricUnit.Milliseconds, durationMs);
  if (!jsonOutput()) {
    metrics?.clearMetrics();
    console.log(`${name}: ${facts.records} record(s), ${facts.failed} failed, ${durationMs} ms`);
    return;
  }
  const line = { batch: name, ...facts, durationMs, ...awsCallFacts(), coldStart: first };
  if (facts.failed > 0) logger.warn('batch', line);
  else logger.info('batch', line);
  metrics?.publishStoredMetrics();
}
