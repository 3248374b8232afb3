/**
 * Counts AWS requests per API request. The local adapter runs each handler inside `measure`, and the
 * SDK middleware adds to the current count; in Lambda nothing runs `measure`, so counting is a no-op.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestMetrics {
  dynamodb: number;
}

const storage = new AsyncLocalStorage<RequestMetrics>();

export function measure<T>(work: () => Promise<T>): Promise<{ result: T; metrics: RequestMetrics }> {
  const metrics: RequestMetrics = { dynamodb: 0 };
  return storage.run(metrics, async () => ({ result: await work(), metrics }));
}

export function countDynamoDbRequest(): void {
  const metrics = storage.getStore();
  if (metrics) metrics.dynamodb += 1;
}
