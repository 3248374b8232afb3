/**
 * Logs, metrics and traces (Powertools for AWS Lambda), wired once: `endpoint()` opens a request scope,
 * writes one log line per request and its metrics; the rest of the code calls `log` and `recordEvent`.
 * In Lambda (or with LOG_FORMAT=json) logs are JSON lines and metrics EMF; locally, readable lines.
 * See docs/operations.md for the metric names and the alarms built on them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

import { METRICS_NAMESPACE, SERVICE } from './metric-names.ts';

/** Domain events counted as metrics (docs/operations.md). */
export type DomainEvent =
  | 'UploadCompleted'
  | 'PrintOrderEmailed'
  | 'PrintOrderEmailFailed'
  | 'ShareLinkOpened'
  | 'BackgroundJobFailed';

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
export const tracer = new Tracer({ serviceName: SERVICE });

interface RequestScope {
  metrics: Metrics;
}
const scope = new AsyncLocalStorage<RequestScope>();

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
  return scope.run({ metrics }, work);
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

/** Sends the current scope's metrics now (a background job, which has no request line). */
export function flushMetrics(): void {
  const metrics = scope.getStore()?.metrics;
  if (jsonOutput()) metrics?.publishStoredMetrics();
  else metrics?.clearMetrics();
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
  const line = { ...facts, coldStart: first };
  if (facts.status >= 500) logger.error('request', line);
  else logger.info('request', line);
  metrics?.publishStoredMetrics();
}
