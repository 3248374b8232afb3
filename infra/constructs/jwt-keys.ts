/**
 * The token signing key pair (docs/architecture.md#security-is-enforced-on-the-server): a custom resource (Provider framework) makes an ES256
 * pair once, keeps the private JWK in a Secrets Manager secret, and answers the public JWK, which every
 * function gets as JWT_PUBLIC_KEY. Handler: functions/custom-resources/jwt-keys.ts.
 */
import { type CfnResource, CustomResource, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { LambdaArchitecture } from '../config.ts';
import { AppFunction, LOG_RETENTION } from './app-function.ts';

export interface JwtKeysProps {
  /** Folder with the bundled custom resource handler (index.mjs). */
  codeDir: string;
  architecture?: LambdaArchitecture;
  /** Change this value to make a new key pair (every session ends). */
  rotation?: string;
}

export class JwtKeys extends Construct {
  /** Holds the private JWK as JSON. Read only by functions that sign tokens. */
  readonly privateKeySecret: secretsmanager.Secret;
  /** The public JWK as a JSON string (a CloudFormation attribute). */
  readonly publicJwk: string;

  constructor(scope: Construct, id: string, props: JwtKeysProps) {
    super(scope, id);

    this.privateKeySecret = new secretsmanager.Secret(this, 'PrivateKey', {
      description: 'ES256 private JWK that signs session tokens (written by the JwtKeys custom resource)',
      // Until the custom resource writes the key, the secret holds a random value it will replace.
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.privateKeySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The secret is a token signing key, not a credential of another system: rotating it means a new key pair, ' +
        'which ends every session. It is rotated on purpose by changing the JwtKeys "rotation" property, not on a schedule.',
    });

    const onEvent = new AppFunction(this, 'OnEvent', {
      codeDir: props.codeDir,
      description: 'Custom resource: creates the ES256 token signing key pair',
      architecture: props.architecture,
      timeout: Duration.minutes(1),
    });
    onEvent.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
        resources: [this.privateKeySecret.secretArn],
      }),
    );

    // The framework function's own role and log group, so it needs no AWS managed policy.
    const frameworkLogs = new logs.LogGroup(this, 'ProviderLogs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const frameworkRole = new iam.Role(this, 'ProviderRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'CDK custom resource provider framework for the JWT keys',
    });
    frameworkLogs.grantWrite(frameworkRole);
    const provider = new cr.Provider(this, 'Provider', {
      onEventHandler: onEvent.function,
      frameworkOnEventRole: frameworkRole,
      logGroup: frameworkLogs,
    });
    const onEventLogicalId = Stack.of(this).resolve((onEvent.function.node.defaultChild as CfnResource).logicalId);
    Validations.of(frameworkRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${onEventLogicalId}.Arn>:*]`,
      reason:
        'Added by the CDK Provider framework: it may invoke any version/alias of its one onEvent function; ' +
        'the function itself is named, only its qualifier is a wildcard.',
    });

    const keys = new CustomResource(this, 'Keys', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::JwtKeys',
      properties: { SecretArn: this.privateKeySecret.secretArn, Rotation: props.rotation ?? '1' },
    });
    keys.node.addDependency(onEvent.role);
    this.publicJwk = keys.getAttString('PublicJwk');
  }
}
