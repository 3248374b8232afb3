/**
 * One kind of background job on SQS (docs/architecture.md#background-work-on-aws-engines): its queue, a
 * dead-letter queue that takes a message after JOB_MAX_RECEIVE_COUNT receives, an alarm on that queue's
 * visible messages, and the consumer Lambda (functions/jobs/<kind>.ts) on an SQS event source with partial
 * batch responses. The visibility timeout is six times the consumer's timeout (AWS's advice for SQS event
 * sources), so a message is never delivered again while a consumer still works on it. Functions that start
 * the job get sqs:SendMessage on the queue and nothing more (AppFunction.bindJobQueue).
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { JOB_MAX_RECEIVE_COUNT, type JobKind } from '#functions/commons/metric-names.ts';
import type { LambdaArchitecture } from '../config.ts';
import type { FunctionPermissions } from '../function-permissions.ts';
import { AppFunction } from './app-function.ts';
import { deadLetterQueue } from './dead-letter-queue.ts';
import { applyGrants, type GrantResources } from './grants.ts';

/** The consumer's timeout: each invocation steps for up to this long, then continues in a fresh message. */
export const JOB_FUNCTION_TIMEOUT = Duration.minutes(2);
export const JOB_VISIBILITY_TIMEOUT = Duration.minutes(JOB_FUNCTION_TIMEOUT.toMinutes() * 6);

export interface JobQueueProps {
  kind: JobKind;
  /** Folder with the consumer's bundle (infra/build-functions.ts, jobs/<kind>). */
  codeDir: string;
  architecture?: LambdaArchitecture;
  alarmTopic: sns.ITopic;
  /** The consumer's grants (jobPermissions in infra/function-permissions.ts). */
  grants: FunctionPermissions;
  /** The resources its grants refer to; its own queue is added to `jobQueues`. */
  resources: Omit<GrantResources, 'jobQueues'> & { jobQueues: Map<JobKind, sqs.IQueue> };
}

export class JobQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetters: sqs.Queue;
  readonly consumer: AppFunction;
  readonly deadLetterAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: JobQueueProps) {
    super(scope, id);
    this.deadLetters = deadLetterQueue(
      this,
      'DeadLetters',
      `This queue is the dead-letter queue of the ${props.kind} job queue; an alarm watches it (docs/operations.md).`,
    );
    this.queue = new sqs.Queue(this, 'Queue', {
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      visibilityTimeout: JOB_VISIBILITY_TIMEOUT,
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: JOB_MAX_RECEIVE_COUNT },
    });
    props.resources.jobQueues.set(props.kind, this.queue);

    this.consumer = new AppFunction(this, 'Consumer', {
      codeDir: props.codeDir,
      description: `the ${props.kind} job: consumer of its queue (functions/jobs/${props.kind}.ts)`,
      architecture: props.architecture,
      timeout: JOB_FUNCTION_TIMEOUT,
    });
    applyGrants(this.consumer, props.grants, props.resources, `the ${props.kind} job consumer`);
    this.consumer.function.addEventSource(
      new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true }),
    );
    this.consumer.alarmOn(props.alarmTopic, `Job-${props.kind}`);

    const name = `JobDeadLetters-${props.kind}`;
    this.deadLetterAlarm = new cloudwatch.Alarm(this, 'DeadLetterAlarm', {
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({
        statistic: 'Maximum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `A ${props.kind} job failed ${JOB_MAX_RECEIVE_COUNT} deliveries and waits in its dead-letter queue. See docs/operations.md, "${name}".`,
    });
    this.deadLetterAlarm.addAlarmAction(new cloudwatchActions.SnsAction(props.alarmTopic));
  }
}
