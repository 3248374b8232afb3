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
  s3 ??= new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3), maxAttempts: 3 });
  return s3;
}
