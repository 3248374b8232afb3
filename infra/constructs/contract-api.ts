/**
 * The REST API generated from shared/contract.ts: for every endpoint key one AppFunction (code
 * <functionsDir>/<key>/index.mjs, grants from function-permissions.ts) and one method on its path,
 * with a Lambda proxy integration. A new contract entry needs no change here.
 *
 * REST API (API Gateway v1), not HTTP API: LocalStack's free plan has only v1 (docs/architecture.md#the-cloud-is-defined-in-cdk).
 * Authentication is done by the functions (JWT verified with the public key), so methods have no authorizer.
 */
import { Stack } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { JobKind } from '#functions/commons/metric-names.ts';
import { contract } from '#shared/contract.ts';
import type { HttpMethod } from '#shared/contract-types.ts';
import type { LambdaArchitecture } from '../config.ts';
import { type FunctionPermissions, functionPermissions } from '../function-permissions.ts';
import { mailConfigurationSetName } from '../names.ts';
import { AppFunction } from './app-function.ts';
import { applyGrants, filesObjectsOf } from './grants.ts';

/** What the infrastructure needs of an endpoint (the contract's entries, or made-up ones in tests). */
export interface EndpointShape {
  readonly method: HttpMethod;
  readonly path: string;
}

export interface ContractApiProps {
  api: apigateway.RestApi;
  /** Methods refuse (403) requests without the API key CloudFront adds: the API is reached only through it. */
  apiKeyRequired: boolean;
  /** Where the functions' alarms go. */
  alarmTopic: sns.ITopic;
  /** The stage's name, as a plain string: a reference to the Stage resource would make a cycle (it is deployed after the methods). */
  stageName: string;
  /** contract key -> folder with its bundle */
  functionDirs: Record<string, string>;
  table: dynamodb.ITable;
  tableIndexNames: readonly string[];
  filesBucket: s3.IBucket;
  /** Export name of the files bucket ARN (see StatefulStack.filesBucketArnExportName). */
  filesBucketArnExportName: string;
  jwtPrivateKeySecret: secretsmanager.ISecret;
  jwtPublicKey: string;
  tokenTtlSeconds: number;
  mailFrom: string;
  printShopEmail: string;
  /** Configured origin for links, or '' to read it from the SSM parameter `publicBaseUrlParameter`. */
  publicBaseUrl: string;
  publicBaseUrlParameter: string;
  architecture: LambdaArchitecture;
  /** Each job kind's queue, for the functions that start jobs (`enqueue` grants). */
  jobQueues: ReadonlyMap<JobKind, sqs.IQueue>;
  /** The endpoints this construct makes. */
  keys: readonly string[];
  /** Default: the contract. */
  endpoints?: Readonly<Record<string, EndpointShape>>;
  /** Default: function-permissions.ts. */
  permissions?: Record<string, FunctionPermissions>;
}

/** loginUser -> LoginUser (construct ids; logical ids then read like the key). */
const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

export class ContractApi extends Construct {
  readonly functions = new Map<string, AppFunction>();
  readonly methods = new Map<string, apigateway.Method>();

  constructor(scope: Construct, id: string, props: ContractApiProps) {
    super(scope, id);
    const permissions: Record<string, FunctionPermissions> = props.permissions ?? functionPermissions;
    const filesObjects = filesObjectsOf(props.filesBucketArnExportName);

    const endpoints: Readonly<Record<string, EndpointShape>> = props.endpoints ?? contract;
    for (const key of props.keys) {
      const def = endpoints[key];
      if (!def) throw new Error(`No endpoint ${key}`);
      const codeDir = props.functionDirs[key];
      if (!codeDir) throw new Error(`No bundle folder for contract endpoint ${key}`);
      const grants = permissions[key];
      if (!grants)
        throw new Error(`No permissions declared for contract endpoint ${key} (infra/function-permissions.ts)`);

      const fn = new AppFunction(this, pascal(key), {
        codeDir,
        description: `${key}: ${def.method} ${def.path}`,
        architecture: props.architecture,
        environment: {
          JWT_PUBLIC_KEY: props.jwtPublicKey,
          TOKEN_TTL_SECONDS: String(props.tokenTtlSeconds),
        },
      });
      applyGrants(
        fn,
        grants,
        {
          table: props.table,
          tableIndexNames: props.tableIndexNames,
          filesBucketName: props.filesBucket.bucketName,
          filesObjects,
          jobQueues: props.jobQueues,
          jwtPrivateKeySecret: props.jwtPrivateKeySecret,
          mail: {
            mailFrom: props.mailFrom,
            printShopEmail: props.printShopEmail,
            configurationSet: mailConfigurationSetName(props.stageName),
          },
          publicBaseUrl: { configured: props.publicBaseUrl, parameterName: props.publicBaseUrlParameter },
        },
        key,
      );
      fn.alarmOn(props.alarmTopic, key);

      // The path's resources belong to the API's own stack (shared by every feature); the method is here.
      const method = new apigateway.Method(this, `${pascal(key)}Method`, {
        resource: props.api.root.resourceForPath(def.path),
        httpMethod: def.method,
        integration: new apigateway.Integration({
          type: apigateway.IntegrationType.AWS_PROXY,
          integrationHttpMethod: 'POST',
          uri: `arn:${Stack.of(this).partition}:apigateway:${Stack.of(this).region}:lambda:path/2015-03-31/functions/${fn.function.functionArn}/invocations`,
        }),
        options: {
          operationName: key,
          authorizationType: apigateway.AuthorizationType.NONE,
          apiKeyRequired: props.apiKeyRequired,
        },
      });
      // Only this method of this stage may invoke the function (one permission: no test-invoke one).
      fn.function.addPermission('ApiInvoke', {
        principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: props.api.arnForExecuteApi(def.method, def.path.replace(/\{[^}]+\}/g, '*'), props.stageName),
      });
      this.functions.set(key, fn);
      this.methods.set(key, method);
    }
  }
}
