/**
 * Stateless resources: the REST API, one Lambda per contract endpoint, and the token signing keys.
 * Safe to destroy and redeploy: data lives in the stateful stack. (The keys are here, not there, because
 * their only users are these functions: a key rotation then changes no cross-stack export, which
 * CloudFormation would refuse while the value is imported. Losing them only ends open sessions.)
 */
import { Annotations, CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { BACKGROUND_JOBS, type JobKind } from '#functions/commons/metric-names.ts';
import { BINARY_MEDIA_TYPES } from '#shared/api-gateway.ts';
import { features as contractFeatures } from '#shared/contract.ts';
import { type DeployConfig, publicBaseUrlParameterName } from './config.ts';
import type { AppFunction } from './constructs/app-function.ts';
import { LOG_RETENTION } from './constructs/app-function.ts';
import type { EndpointShape } from './constructs/contract-api.ts';
import { FeatureStack } from './constructs/feature-stack.ts';
import { filesObjectsOf } from './constructs/grants.ts';
import type { JobQueue } from './constructs/job-queue.ts';
import { JobsStack } from './constructs/jobs-stack.ts';
import { JwtKeys } from './constructs/jwt-keys.ts';
import { MailFeedback } from './constructs/mail-feedback.ts';
import { Operations } from './constructs/operations.ts';
import type { JobSchedule } from './constructs/scheduled-job.ts';
import { SearchIndexer } from './constructs/search-indexer.ts';
import type { FunctionPermissions } from './function-permissions.ts';
import { mailConfigurationSetName, pascal } from './names.ts';
import type { StatefulStack } from './stateful-stack.ts';

export interface StatelessStackProps extends StackProps {
  config: DeployConfig;
  stateful: StatefulStack;
  /** contract key -> folder with its bundle (infra/build-functions.ts) */
  functionDirs: Record<string, string>;
  /** Folder with the bundled JwtKeys custom resource handler. */
  jwtKeysCodeDir: string;
  /** Folder with the bundled search index stream consumer. */
  searchIndexerCodeDir: string;
  /** Folder with the bundled consumer of SES's bounces and complaints. */
  mailFeedbackCodeDir: string;
  /** Job kind -> folder with its queue consumer's bundle. */
  jobConsumerDirs: Record<JobKind, string>;
  /** Default: infra/function-permissions.ts (tests pass others to check grants that no endpoint uses yet). */
  permissions?: Record<string, FunctionPermissions>;
  /** Default: the contract's feature areas (tests pass a larger, made-up API to check the headroom). */
  features?: Readonly<Record<string, Readonly<Record<string, EndpointShape>>>>;
}

/** The endpoints of every feature stack, by contract key. */
export interface ApiEndpoints {
  functions: Map<string, AppFunction>;
  methods: Map<string, apigateway.Method>;
  stacks: Map<string, FeatureStack>;
}

/** Findings about methods without an API Gateway authorizer: each function authenticates its caller. */
const METHOD_AUTH_ACKNOWLEDGED = [
  {
    id: 'AwsSolutions-APIG4',
    reason:
      'Authentication is done in each function: it verifies the ES256 JWT bearer token and loads the user ' +
      '(role, session version) from the table; login is public by design. No API Gateway authorizer.',
  },
  {
    id: 'AwsSolutions-COG4',
    reason:
      'Users are not in Cognito: the app signs its own JWTs (docs/architecture.md#security-is-enforced-on-the-server) and each function verifies them.',
  },
];

/** access -> Access (construct ids). */
/** Gateway responses (requests that never reach a function) answer the same `{ "error": "..." }` shape. */
const errorTemplate = (message: string) => ({ 'application/json': JSON.stringify({ error: message }) });
const GATEWAY_MESSAGE = { 'application/json': '{"error":$context.error.messageString}' };

export class StatelessStack extends Stack {
  readonly api: apigateway.RestApi;
  readonly endpoints: ApiEndpoints = { functions: new Map(), methods: new Map(), stacks: new Map() };
  readonly jwtKeys: JwtKeys;
  readonly operations: Operations;
  readonly searchIndexer: SearchIndexer;
  readonly mailFeedback: MailFeedback;
  /** One queue, dead-letter queue and consumer per job kind (docs/architecture.md#background-work-on-aws-engines). */
  readonly jobs = new Map<JobKind, JobQueue>();
  /** One EventBridge Scheduler schedule per entry of functions/jobs/schedules.ts, by its name. */
  readonly schedules = new Map<string, JobSchedule>();
  /** The key CloudFront sends as x-api-key (the API answers nothing else); absent without CloudFront. */
  readonly originKey?: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config, stateful } = props;

    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', { retention: LOG_RETENTION });
    this.api = new apigateway.RestApi(this, 'Api', {
      restApiName: `site-office-${config.stage}`,
      description: 'Site office API: one Lambda per endpoint of shared/contract.ts',
      endpointConfiguration: { types: [apigateway.EndpointType.REGIONAL] }, // CloudFront is in front
      binaryMediaTypes: [...BINARY_MEDIA_TYPES],
      // Execution logs (errors) need the account-level API Gateway CloudWatch role.
      cloudWatchRole: true,
      deployOptions: {
        stageName: config.stage,
        tracingEnabled: true,
        throttlingRateLimit: config.throttleRate,
        throttlingBurstLimit: config.throttleBurst,
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        dataTraceEnabled: false, // would log request bodies: passwords
        metricsEnabled: true,
        accessLogDestination: new apigateway.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigateway.AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
      },
    });

    this.api.addGatewayResponse('Default4xx', {
      type: apigateway.ResponseType.DEFAULT_4XX,
      templates: GATEWAY_MESSAGE,
    });
    this.api.addGatewayResponse('Default5xx', {
      type: apigateway.ResponseType.DEFAULT_5XX,
      templates: GATEWAY_MESSAGE,
    });
    // A path or method the contract does not have: API Gateway says 403 "Missing Authentication Token".
    this.api.addGatewayResponse('UnknownRoute', {
      type: apigateway.ResponseType.MISSING_AUTHENTICATION_TOKEN,
      statusCode: '404',
      templates: errorTemplate('Not found'),
    });
    this.api.addGatewayResponse('TooLarge', {
      type: apigateway.ResponseType.REQUEST_TOO_LARGE,
      statusCode: '413',
      templates: errorTemplate(
        'The request is too large for the API (10 MB at most). Large files are uploaded directly.',
      ),
    });
    this.api.addGatewayResponse('Throttled', {
      type: apigateway.ResponseType.THROTTLED,
      statusCode: '429',
      templates: errorTemplate('Too many requests. Please try again in a moment.'),
    });
    this.api.addGatewayResponse('Timeout', {
      type: apigateway.ResponseType.INTEGRATION_TIMEOUT,
      statusCode: '504',
      templates: errorTemplate('The server took too long to answer. Please try again.'),
    });

    this.jwtKeys = new JwtKeys(this, 'JwtKeys', {
      codeDir: props.jwtKeysCodeDir,
      architecture: config.lambdaArchitecture,
    });

    // The sender of print orders; SES sends a verification email to it on the first deploy.
    new ses.EmailIdentity(this, 'MailFromIdentity', { identity: ses.Identity.email(config.mailFrom) });

    if (config.useCloudFront) this.originKey = this.requireCloudFront();
    else {
      Annotations.of(this).addInfo(
        'useCloudFront=false: the API answers direct calls to its execute-api URL (no CloudFront, so no origin key).',
      );
    }

    this.operations = new Operations(this, 'Operations', { stage: config.stage, alarmEmail: config.alarmEmail });
    this.searchIndexer = new SearchIndexer(this, 'SearchIndexer', {
      codeDir: props.searchIndexerCodeDir,
      table: stateful.table,
      architecture: config.lambdaArchitecture,
      alarmTopic: this.operations.topic,
    });
    this.mailFeedback = new MailFeedback(this, 'MailFeedback', {
      codeDir: props.mailFeedbackCodeDir,
      table: stateful.table,
      configurationSetName: mailConfigurationSetName(config.stage),
      architecture: config.lambdaArchitecture,
      alarmTopic: this.operations.topic,
    });
    this.operations
      .watchSearchIndexer(this.searchIndexer.fn.function, this.searchIndexer.failures)
      .watchApi(this.api)
      .watchTable(stateful.table)
      .watchMail()
      .watchBackgroundJobs(Object.values(BACKGROUND_JOBS))
      .dashboard(this.api);

    const jobsStack = new JobsStack(this, 'BackgroundJobs', {
      consumerDirs: props.jobConsumerDirs,
      architecture: config.lambdaArchitecture,
      alarmTopic: this.operations.topic,
      resources: {
        table: stateful.table,
        tableIndexNames: stateful.indexNames,
        filesBucketName: stateful.filesBucket.bucketName,
        filesObjects: filesObjectsOf(stateful.filesBucketArnExportName),
        // the notification emails: SES, their unsubscribe tokens and links (sendNotifications)
        jwtPrivateKeySecret: this.jwtKeys.privateKeySecret,
        mail: {
          mailFrom: config.mailFrom,
          printShopEmail: config.printShopEmail,
          configurationSet: mailConfigurationSetName(config.stage),
        },
        publicBaseUrl: { configured: config.publicBaseUrl, parameterName: publicBaseUrlParameterName(config.stage) },
      },
    });
    for (const [kind, job] of jobsStack.jobs) this.jobs.set(kind, job);
    for (const [name, schedule] of jobsStack.schedules) this.schedules.set(name, schedule);
    const jobQueues = jobsStack.queues;

    for (const [feature, endpoints] of Object.entries(props.features ?? contractFeatures)) {
      const stack = new FeatureStack(this, `${pascal(feature)}Endpoints`, {
        feature,
        endpoints: {
          api: this.api,
          stageName: config.stage,
          alarmTopic: this.operations.topic,
          apiKeyRequired: config.useCloudFront,
          keys: Object.keys(endpoints),
          endpoints,
          functionDirs: props.functionDirs,
          table: stateful.table,
          tableIndexNames: stateful.indexNames,
          filesBucket: stateful.filesBucket,
          filesBucketArnExportName: stateful.filesBucketArnExportName,
          jwtPrivateKeySecret: this.jwtKeys.privateKeySecret,
          jwtPublicKey: this.jwtKeys.publicJwk,
          tokenTtlSeconds: config.tokenTtlSeconds,
          mailFrom: config.mailFrom,
          printShopEmail: config.printShopEmail,
          publicBaseUrl: config.publicBaseUrl,
          publicBaseUrlParameter: publicBaseUrlParameterName(config.stage),
          architecture: config.lambdaArchitecture,
          jobQueues,
          permissions: props.permissions,
        },
      });
      Validations.of(stack).acknowledge(...METHOD_AUTH_ACKNOWLEDGED);
      this.endpoints.stacks.set(feature, stack);
      for (const [key, fn] of stack.endpoints.functions) this.endpoints.functions.set(key, fn);
      for (const [key, method] of stack.endpoints.methods) this.endpoints.methods.set(key, method);
    }
    // The files bucket ARN is imported by export name, which CDK does not see as a dependency.
    this.addStackDependency(stateful, 'imports the files bucket ARN by export name');

    Validations.of(this.api).acknowledge(
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Each function validates its own body, query and path with the zod schemas of shared/contract.ts ' +
          '(the same schemas the web client uses) and answers { "error": "..." }; API Gateway models would duplicate them.',
      },
      {
        id: 'AwsSolutions-APIG3',
        reason:
          'No WAF for this small internal app (cost); the stage is throttled, failed sign-ins are throttled per email ' +
          'in code, and in AWS the API is reached through CloudFront.',
      },
    );
    const cloudWatchRole = this.api.node.tryFindChild('CloudWatchRole');
    if (cloudWatchRole) {
      Validations.of(cloudWatchRole).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason:
          "API Gateway's account-level logging role; AWS documents this managed policy for it and API Gateway " +
          'decides which log groups it writes to.',
      });
    }

    new CfnOutput(this, 'ApiUrl', { value: this.api.url });
  }

  /**
   * The API answers only requests that came through CloudFront: every method requires an API key, whose
   * value is a generated secret that CloudFront adds as x-api-key on its way to the API (web stack). A
   * direct call to the execute-api URL gets 403. docs/security.md, "The API is reached through CloudFront only".
   */
  private requireCloudFront(): secretsmanager.Secret {
    const secret = new secretsmanager.Secret(this, 'OriginKey', {
      description: 'Sent by CloudFront as x-api-key to the API; the API refuses requests without it',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating it means updating the API key and the CloudFront origin header together: docs/operations.md ' +
        'describes the manual rotation (a redeploy with a new secret value).',
    });
    const key = this.api.addApiKey('CloudFrontKey', {
      description: 'The key CloudFront adds to every API request',
      value: secret.secretValue.unsafeUnwrap(),
    });
    const plan = this.api.addUsagePlan('CloudFrontOnly', {
      description: 'Requests through CloudFront (the stage throttling applies)',
      apiStages: [{ api: this.api, stage: this.api.deploymentStage }],
    });
    plan.addApiKey(key);
    // A missing or wrong key (a direct call): the app's error shape.
    this.api.addGatewayResponse('NoOriginKey', {
      type: apigateway.ResponseType.INVALID_API_KEY,
      statusCode: '403',
      templates: errorTemplate('Forbidden'),
    });
    return secret;
  }
}
