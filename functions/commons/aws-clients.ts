/**
 * AWS SDK clients, made once per Lambda container. Locally the emulators' URLs come from
 * AWS_ENDPOINT_URL_DYNAMODB / _S3 / _SES, which the SDK reads itself.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let documentClient: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function s3Client(): S3Client {
  const emulated = Boolean(process.env.AWS_ENDPOINT_URL_S3);
  s3 ??= new S3Client({
    forcePathStyle: emulated,
    maxAttempts: 3,
    // The S3 emulator cannot read the SDK's default streamed CRC32 trailers; AWS needs no change.
    ...(emulated && { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
  });
  return s3;
}
