import { Duration, Validations } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * A queue that holds what failed every retry, for an operator (docs/operations.md): encrypted, TLS only,
 * kept 14 days. It needs no dead-letter queue of its own (cdk-nag's AwsSolutions-SQS3), `reason` says why.
 */
export function deadLetterQueue(scope: Construct, id: string, reason: string): sqs.Queue {
  const queue = new sqs.Queue(scope, id, {
    enforceSSL: true,
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason });
  return queue;
}
