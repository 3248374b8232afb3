/**
 * Stateful resources, apart from the stateless ones so those can be destroyed and redeployed freely
 * (style: leegilmorecode/clean-serverless-code): the table, the files bucket and the access-log bucket,
 * all RETAINed when the stack is deleted.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { GLOBAL_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '#functions/data/table-definition.ts';
import type { DeployConfig } from './config.ts';

/** Uploads not confirmed within a day are removed (the browser PUTs here first, then confirms). */
export const PENDING_UPLOADS_PREFIX = 'uploads/pending/';
/** Exported PDFs (the daily log's): downloaded from their job's link, kept a week like the job. */
export const EXPORTS_PREFIX = 'exports/';

export interface StatefulStackProps extends StackProps {
  config: DeployConfig;
}

/**
 * Browsers upload and download directly with presigned URLs (docs/architecture.md, "Files go straight
 * to S3"). ETag: the browser reports each part's ETag when completing a multipart upload; the range
 * headers let the PDF viewer fetch only the pages it shows of a large drawing set.
 */
export function filesBucketCorsRule(origins: readonly string[]): s3.CorsRule {
  return {
    allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD, s3.HttpMethods.POST],
    allowedOrigins: [...origins],
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag', 'Accept-Ranges', 'Content-Range', 'Content-Length'],
    maxAge: 3000,
  };
}

export class StatefulStack extends Stack {
  readonly table: dynamodb.Table;
  readonly indexNames: string[];
  readonly filesBucket: s3.Bucket;
  /**
   * Export name of the files bucket ARN. IAM policies in the API stack import it by this fixed name, so
   * the cdk-nag finding for their `bucket/*` resource is predictable and acknowledged in AppFunction.
   */
  readonly filesBucketArnExportName: string;
  readonly logBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // Read by the search indexer (docs/architecture.md#search-is-an-index-in-the-same-table-kept-by-the-table-stream).
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of GLOBAL_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    this.indexNames = GLOBAL_INDEXES.map((index) => index.indexName);

    // S3 server access logs of the files and web buckets, and CloudFront's standard logs.
    this.logBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED, // log delivery cannot write to SSE-KMS buckets
      enforceSSL: true,
      // CloudFront standard logging writes through an ACL grant, so ACLs must stay usable.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        { id: 'ExpireLogs', expiration: Duration.days(365), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would log its own log deliveries.',
    });

    this.filesBucket = new s3.Bucket(this, 'Files', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'files-bucket/',
      // Browsers upload and download directly with presigned URLs (docs/architecture.md#files-go-straight-to-s3).
      // Exactly the app's origin: the configured one, or the distribution's, which the web stack sets
      // once it exists (filesBucketCors). docs/security.md, "Files bucket CORS".
      ...(config.webOrigins.length > 0 && { cors: [filesBucketCorsRule(config.webOrigins)] }),
      lifecycleRules: [
        { id: 'AbortIncompleteMultipartUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          id: 'ExpireNoncurrentVersions',
          noncurrentVersionExpiration: Duration.days(30),
          expiredObjectDeleteMarker: true,
        },
        {
          id: 'ExpireUnconfirmedUploads',
          prefix: PENDING_UPLOADS_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          id: 'ExpireExports',
          prefix: EXPORTS_PREFIX,
          expiration: Duration.days(7),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.filesBucketArnExportName = `${this.stackName}-FilesBucketArn`;
    this.exportValue(this.filesBucket.bucketArn, { name: this.filesBucketArnExportName });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.filesBucket.bucketName });
  }
}
