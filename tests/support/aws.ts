/** Direct SDK clients on the test stack's emulators, to check what the API wrote. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { FILES_BUCKET, LOCAL_CREDENTIALS, TABLE_NAME } from '../../local/stack.ts';

export { FILES_BUCKET, TABLE_NAME };

const region = 'ca-central-1';

export function tableClient(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('endpoints').dynamodb, region, credentials: LOCAL_CREDENTIALS }),
  );
}

export function s3(): S3Client {
  return new S3Client({
    endpoint: inject('endpoints').s3,
    region,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Lets the test process run the functions' own data and domain code against the local table. */
export function pointAtLocalTable(): void {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: inject('endpoints').dynamodb,
    AWS_REGION: 'ca-central-1',
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME,
  });
}
