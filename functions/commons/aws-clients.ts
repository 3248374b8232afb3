/**
 * AWS SDK clients, made once per Lambda container. Locally the emulators' URLs come from
 * AWS_ENDPOINT_URL_DYNAMODB / _S3 / _SES / _SQS, which the SDK reads itself.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { timeAwsCalls } from './observability.ts';
import { countDynamoDbRequest, countS3Request } from './request-metrics.ts';

let documentClient: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let sqs: SQSClient | undefined;

/** How many items a command writes in one transaction (0 for any other command). */
function transactionSize(input: unknown): number {
  const items = (input as { TransactItems?: unknown } | undefined)?.TransactItems;
  return Array.isArray(items) ? items.length : 0;
}

export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const client = new DynamoDBClient({ maxAttempts: 3 });
    // Counts each HTTP request (retries included) for the local stack's diagnostics and the bench.
    client.middlewareStack.add(
      (next) => async (args) => {
        countDynamoDbRequest(transactionSize(args.input));
        return next(args);
      },
      { step: 'finalizeRequest', name: 'countDynamoDbRequests' },
    );
    // The request's AWS calls in its log line (observability.ts).
    timeAwsCalls(client.middlewareStack);
    documentClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return documentClient;
}

export function s3Client(): S3Client {
  if (s3) return s3;
  const emulated = Boolean(process.env.AWS_ENDPOINT_URL_S3);
  s3 = new S3Client({
    forcePathStyle: emulated,
    maxAttempts: 3,
    // The S3 emulator cannot read the SDK's default streamed CRC32 trailers; AWS needs no change.
    ...(emulated && { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
  });
  timeAwsCalls(s3.middlewareStack);
  if (emulated) {
    // Locally only: counts S3 requests, so tests can make one fail at a chosen point (request-metrics.ts).
    s3.middlewareStack.add(
      (next) => async (args) => {
        countS3Request();
        return next(args);
      },
      { step: 'finalizeRequest', name: 'countS3Requests' },
    );
  }
  return s3;
}

/** The job queues' client (functions/commons/job-queue.ts). */
export function sqsClient(): SQSClient {
  if (sqs) return sqs;
  sqs = new SQSClient({ maxAttempts: 3 });
  timeAwsCalls(sqs.middlewareStack);
  return sqs;
}
