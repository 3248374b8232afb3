/**
 * Counts AWS requests per API request. The local adapter runs each handler inside `measure`, and the
 * SDK middleware adds to the current count; in Lambda nothing runs `measure`, so counting is a no-op.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestMetrics {
  dynamodb: number;
  /** The most items one TransactWriteItems of this request held (0: none sent); DynamoDB allows 100. */
  largestTransaction: number;
  /**
   * Tests only (the local adapter, ALLOW_TEST_FAULTS=1): DynamoDB requests after this many fail as a
   * dropped connection would, to check that a fault at any point leaves nothing half-done.
   */
  dynamodbFailsAfter?: number;
  s3: number;
  /** Tests only, as above: S3 requests after this many fail. */
  s3FailsAfter?: number;
}

const storage = new AsyncLocalStorage<RequestMetrics>();

export function measure<T>(
  work: () => Promise<T>,
  faults: Pick<RequestMetrics, 'dynamodbFailsAfter' | 's3FailsAfter'> = {},
): Promise<{ result: T; metrics: RequestMetrics }> {
  const metrics: RequestMetrics = { dynamodb: 0, largestTransaction: 0, s3: 0, ...faults };
  return storage.run(metrics, async () => ({ result: await work(), metrics }));
}

const injectedFault = (service: string) =>
  Object.assign(new Error(`injected fault: ${service} connection reset`), { code: 'ECONNRESET' });

/** One DynamoDB request; `transactionItems` is how many items it writes when it is a TransactWriteItems. */
export function countDynamoDbRequest(transactionItems = 0): void {
  const metrics = storage.getStore();
  if (!metrics) return;
  metrics.dynamodb += 1;
  metrics.largestTransaction = Math.max(metrics.largestTransaction, transactionItems);
  if (metrics.dynamodbFailsAfter !== undefined && metrics.dynamodb > metrics.dynamodbFailsAfter) {
    throw injectedFault('DynamoDB');
  }
}

export function countS3Request(): void {
  const metrics = storage.getStore();
  if (!metrics) return;
  metrics.s3 += 1;
  if (metrics.s3FailsAfter !== undefined && metrics.s3 > metrics.s3FailsAfter) throw injectedFault('S3');
}
