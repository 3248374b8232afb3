/**
 * What tells an operator the system is failing: alarms on the API, the table, mail and the app's own
 * metrics (functions/commons/observability.ts), all to one SNS topic, and one dashboard showing the same.
 * Each alarm's meaning and first step are in docs/operations.md. The per-function alarms are made with
 * the functions (AppFunction.alarmOn).
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVICE } from '#functions/commons/metric-names.ts';

export interface OperationsProps {
  stage: string;
  /** Alarm mail goes here; '' = the topic only (subscribe later). */
  alarmEmail: string;
}

/** The operations our code sends (a throttle or system error of any of them alarms). */
export const TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
];

const FIVE_MINUTES = Duration.minutes(5);

/** An EMF metric of the app, as observability.ts writes it (dimensions: service, endpoint). */
function appMetric(name: string, endpoint: string): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: SERVICE, endpoint },
    statistic: 'Sum',
    period: FIVE_MINUTES,
  });
}

export class Operations extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly widgets: cloudwatch.IWidget[] = [];

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Alarms', {
      displayName: `Site office ${props.stage} alarms`,
      enforceSSL: true,
    });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry no customer data; CloudWatch alarms cannot publish to a topic encrypted with the ' +
        'AWS managed SNS key, and a customer managed key for this alone is not worth its cost.',
    });
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
  }

  private alarm(
    id: string,
    metric: cloudwatch.IMetric,
    options: { threshold: number; evaluationPeriods?: number; datapointsToAlarm?: number; description: string },
  ): void {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      datapointsToAlarm: options.datapointsToAlarm,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `${options.description} See docs/operations.md, "${id}".`,
    });
    alarm.addAlarmAction(new cloudwatchActions.SnsAction(this.topic));
    this.alarms.push(alarm);
    this.widgets.push(new cloudwatch.AlarmWidget({ alarm, title: id, width: 8, height: 5 }));
  }

  /** 5xx rate and p99 latency of the stage. */
  watchApi(api: apigateway.RestApi): this {
    this.alarm('ApiServerErrorRate', api.metricServerError({ statistic: 'Average', period: FIVE_MINUTES }), {
      threshold: 0.02,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: 'More than 2% of API requests answered 5xx in two of the last three 5-minute periods.',
    });
    this.alarm('ApiLatencyP99', api.metricLatency({ statistic: 'p99', period: FIVE_MINUTES }), {
      threshold: 5000,
      evaluationPeriods: 3,
      description: 'The slowest 1% of API requests took 5 s or more for 15 minutes.',
    });
    return this;
  }

  /** Throttled requests and system errors of the table. */
  watchTable(table: dynamodb.ITable): this {
    this.alarm(
      'TableThrottles',
      table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period: FIVE_MINUTES }),
      { threshold: 10, description: 'DynamoDB throttled 10 or more requests in 5 minutes.' },
    );
    this.alarm(
      'TableSystemErrors',
      table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: FIVE_MINUTES }),
      { threshold: 1, description: 'DynamoDB answered a request with a system error (HTTP 500).' },
    );
    return this;
  }

  /** SES reputation (account-wide) and the print orders whose email failed. */
  watchMail(): this {
    const reputation = (name: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName: name,
        statistic: 'Maximum',
        period: Duration.hours(1),
      });
    this.alarm('SesBounceRate', reputation('Reputation.BounceRate'), {
      threshold: 0.05,
      description: '5% of sent mail bounced (SES reviews an account at 10%).',
    });
    this.alarm('SesComplaintRate', reputation('Reputation.ComplaintRate'), {
      threshold: 0.001,
      description: '0.1% of sent mail was marked as spam (SES reviews an account at 0.5%).',
    });
    this.alarm('PrintOrderEmailFailed', appMetric('PrintOrderEmailFailed', 'createPrintRequest'), {
      threshold: 1,
      description: 'A print order was saved but its email to the print shop failed.',
    });
    return this;
  }

  /** The background folder-delete job (functions/domain/folder-delete.ts) failing. */
  watchBackgroundJobs(jobKinds: readonly string[]): this {
    for (const kind of jobKinds) {
      this.alarm(`BackgroundJobFailed-${kind}`, appMetric('BackgroundJobFailed', `job:${kind}`), {
        threshold: 1,
        description: `A step of the background job ${kind} failed (Lambda retries it twice).`,
      });
    }
    return this;
  }

  /**
   * The search index falling behind the table (the stream's oldest unprocessed record is 5 minutes old)
   * or giving up on records (they are in the failure queue).
   */
  watchSearchIndexer(indexer: lambda.IFunction, failures: sqs.IQueue): this {
    this.alarm('SearchIndexBehind', indexer.metric('IteratorAge', { statistic: 'Maximum', period: FIVE_MINUTES }), {
      threshold: 300_000,
      evaluationPeriods: 2,
      description: 'The search index is more than 5 minutes behind the table for 10 minutes.',
    });
    this.alarm(
      'SearchIndexRecordsFailed',
      failures.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES }),
      {
        threshold: 1,
        description: 'Table changes the search indexer could not apply are waiting in its failure queue.',
      },
    );
    return this;
  }

  /** One dashboard: the alarms, then the traffic. */
  dashboard(api: apigateway.RestApi): cloudwatch.Dashboard {
    const stack = Stack.of(this);
    return new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${stack.stackName}-operations`.slice(0, 255),
      widgets: [
        this.widgets,
        [
          new cloudwatch.GraphWidget({
            title: 'API requests and errors',
            left: [
              api.metricCount({ period: FIVE_MINUTES }),
              api.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum' }),
              api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
            ],
            width: 12,
          }),
          new cloudwatch.GraphWidget({
            title: 'API latency (p50, p99)',
            left: [
              api.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }),
              api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
            ],
            width: 12,
          }),
        ],
      ],
    });
  }
}
