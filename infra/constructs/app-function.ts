/**
 * A Lambda with the project's defaults (style of powertools examples/app's FunctionWithLogGroup):
 * Node 24 on ARM64, 512 MB, a timeout under API Gateway's 29 s, its own log group kept one month,
 * source maps on, and its own role that may write to that log group only (no AWS managed policy).
 *
 * `bind*` calls set an environment variable and the matching IAM grant together, so a function
 * can never get the name of a resource without the permission, or the reverse.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobQueueUrlVariable } from '#functions/commons/job-queue.ts';
import type { JobKind } from '#functions/commons/metric-names.ts';
import type { LambdaArchitecture } from '../config.ts';
import {
  BUCKET_ACTIONS,
  type BucketAccess,
  ENQUEUE_ACTIONS,
  type FunctionPermissions,
  SES_ACTIONS,
  tableActionsOf,
} from '../function-permissions.ts';
import { FUNCTION_NODE_OPTIONS } from '../function-runtime.ts';

/** API Gateway gives up after 29 s; the function stops first so its own timeout is what gets logged. */
export const FUNCTION_TIMEOUT = Duration.seconds(28);
export const FUNCTION_MEMORY_MB = 512;
export const LOG_RETENTION = logs.RetentionDays.ONE_MONTH;

export interface AppFunctionProps {
  /** Folder with index.mjs exporting `handler` (made by infra/build-functions.ts). */
  codeDir: string;
  description: string;
  architecture?: LambdaArchitecture;
  environment?: Record<string, string>;
  timeout?: Duration;
}

export class AppFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.description}`.slice(0, 1000),
    });
    this.logGroup.grantWrite(this.role);

    this.function = new lambda.Function(this, 'Function', {
      description: props.description.slice(0, 256),
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: props.architecture === 'x86_64' ? lambda.Architecture.X86_64 : lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: lambda.Code.fromAsset(props.codeDir),
      memorySize: FUNCTION_MEMORY_MB,
      timeout: props.timeout ?? FUNCTION_TIMEOUT,
      role: this.role,
      logGroup: this.logGroup,
      environment: { NODE_OPTIONS: FUNCTION_NODE_OPTIONS, ...props.environment },
      // X-Ray traces of each invocation, by Lambda itself (no tracer in the code: docs/architecture.md#lambdas-that-start-fast).
      tracing: lambda.Tracing.ACTIVE,
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Added by Lambda active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level ' +
        'permissions, so AWS requires "*" for them.',
    });
  }

  /** Alarms when the function itself fails (crash, timeout) or is throttled; docs/operations.md. */
  alarmOn(topic: sns.ITopic, name: string): this {
    const period = Duration.minutes(5);
    const failures = new cloudwatch.MathExpression({
      expression: 'errors + throttles',
      usingMetrics: {
        errors: this.function.metricErrors({ period, statistic: 'Sum' }),
        throttles: this.function.metricThrottles({ period, statistic: 'Sum' }),
      },
      period,
      label: `${name} errors and throttles`,
    });
    const alarm = failures.createAlarm(this, 'FailureAlarm', {
      alarmDescription: `${name}: the function failed (crash or timeout) or was throttled. See docs/operations.md, "Function errors or throttles".`,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new cloudwatchActions.SnsAction(topic));
    return this;
  }

  addEnvironment(name: string, value: string): this {
    this.function.addEnvironment(name, value);
    return this;
  }

  /** TABLE_NAME + DynamoDB item actions on the table (reads and the declared writes) and Query on its indexes. */
  /** TABLE_NAME + exactly these actions on the table itself (the stream consumers: search-indexer, ses-feedback). */
  bindTableActions(table: dynamodb.ITable, actions: readonly string[]): this {
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...actions], resources: [table.tableArn] }));
    return this.addEnvironment('TABLE_NAME', table.tableName);
  }

  bindTable(table: dynamodb.ITable, grants: FunctionPermissions, indexNames: readonly string[]): this {
    const actions = tableActionsOf(grants);
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [table.tableArn] }));
    // Indexes are only ever read; named one by one so the policy has no wildcard.
    if (indexNames.length > 0) {
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: indexNames.map((name) => `${table.tableArn}/index/${name}`),
        }),
      );
    }
    return this.addEnvironment('TABLE_NAME', table.tableName);
  }

  /**
   * FILES_BUCKET + object actions on every object of the files bucket (keys are chosen by our code, so
   * the grant is bucket/*). `objects` is that ARN pattern and `nagResource` the same as cdk-nag prints it.
   */
  bindFilesBucket(
    bucketName: string,
    access: readonly BucketAccess[],
    objects: { arn: string; nagResource: string },
  ): this {
    if (access.length === 0) return this;
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...new Set(access.flatMap((a) => BUCKET_ACTIONS[a]))],
        resources: [objects.arn],
      }),
    );
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${objects.nagResource}]`,
      reason:
        'Object keys of the files bucket are made by our code (ids, not user paths) and checked against the ' +
        "caller's project access before any S3 call; the grant is only the actions declared for this endpoint " +
        'in infra/function-permissions.ts, on this one bucket.',
    });
    return this.addEnvironment('FILES_BUCKET', bucketName);
  }

  /**
   * PUBLIC_BASE_URL when the origin is configured; else PUBLIC_BASE_URL_PARAMETER and ssm:GetParameter on
   * that one parameter (written by the web stack with the CloudFront domain; its ARN is built from the
   * name, so the API stack does not depend on the web stack).
   */
  bindPublicBaseUrl(configured: string, parameterName: string): this {
    if (configured) return this.addEnvironment('PUBLIC_BASE_URL', configured);
    const stack = Stack.of(this);
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [
          stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: parameterName.replace(/^\//, '') }),
        ],
      }),
    );
    return this.addEnvironment('PUBLIC_BASE_URL_PARAMETER', parameterName);
  }

  /** JWT_PRIVATE_KEY_SECRET_ARN + secretsmanager:GetSecretValue on that one secret. */
  bindJwtPrivateKey(secret: secretsmanager.ISecret): this {
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
    );
    return this.addEnvironment('JWT_PRIVATE_KEY_SECRET_ARN', secret.secretArn);
  }

  /** JOB_QUEUE_URL_<KIND> + sqs:SendMessage on that one queue (functions/commons/job-queue.ts). */
  bindJobQueue(kind: JobKind, queue: sqs.IQueue): this {
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: [...ENQUEUE_ACTIONS], resources: [queue.queueArn] }),
    );
    return this.addEnvironment(jobQueueUrlVariable(kind), queue.queueUrl);
  }

  /**
   * MAIL_FROM + PRINT_SHOP_EMAIL + MAIL_CONFIGURATION_SET + SES send, from the sender's own email identity
   * with the app's configuration set only (SES authorizes a send on both).
   */
  bindMailer(mail: { mailFrom: string; printShopEmail: string; configurationSet: string }): this {
    const stack = Stack.of(this);
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...SES_ACTIONS],
        resources: [
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: mail.mailFrom }),
          stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: mail.configurationSet }),
        ],
      }),
    );
    this.addEnvironment('MAIL_FROM', mail.mailFrom);
    this.addEnvironment('MAIL_CONFIGURATION_SET', mail.configurationSet);
    return this.addEnvironment('PRINT_SHOP_EMAIL', mail.printShopEmail);
  }
}
