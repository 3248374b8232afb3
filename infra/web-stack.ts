/**
 * Web hosting: the private web bucket with the built React app (dist/web), and, unless
 * useCloudFront=false (LocalStack), a CloudFront distribution in front of it and of the API:
 *
 * - default behavior: the bucket through Origin Access Control; a CloudFront Function sends every path
 *   without a file extension to /index.html (SPA routes). Custom error responses are NOT used for that,
 *   because they would also turn the API's 403/404 answers into index.html.
 * - /api/*: the REST API, never cached, every viewer header but Host forwarded (Authorization included,
 *   which CloudFront allows when caching is disabled), all methods.
 * - security headers with a Content-Security-Policy on every response.
 * - .mjs files (the pdf.js worker) are uploaded with Content-Type text/javascript: browsers refuse
 *   module workers served as application/octet-stream; .wasm files (pdf.js's image decoders under
 *   /pdfjs/) with application/wasm.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '#shared/security-headers.ts';
import { type DeployConfig, publicBaseUrlParameterName } from './config.ts';
import { LOG_RETENTION } from './constructs/app-function.ts';
import { filesBucketCorsRule, type StatefulStack } from './stateful-stack.ts';

export interface WebStackProps extends StackProps {
  config: DeployConfig;
  stateful: StatefulStack;
  api: apigateway.RestApi;
  /** Sent as x-api-key on every API request: the API answers only CloudFront. */
  originKey?: secretsmanager.ISecret;
  /** The Vite build output (dist/web). When it has no index.html a placeholder page is deployed. */
  webDir: string;
}

/** Paths without a file extension are app routes: serve index.html. Runs on viewer requests of the default behavior only. */
export const SPA_REWRITE_FUNCTION = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * Files uploaded with a Content-Type set here rather than guessed by the sync: the pdf.js worker and
 * other modules (browsers refuse module scripts served as application/octet-stream) and pdf.js's
 * WebAssembly decoders under /pdfjs/ (compiled while downloading only when served as application/wasm).
 */
const TYPED_UPLOADS = [
  { id: 'WebModules', include: '*.mjs', contentType: 'text/javascript' },
  { id: 'WebDecoders', include: '*.wasm', contentType: 'application/wasm' },
] as const;

const PLACEHOLDER_HTML =
  '<!doctype html><meta charset="utf-8"><title>Site office</title>' +
  '<p>The web app was not built when this stack was deployed. Run <code>npm run build:web</code> and deploy again.</p>';

export class WebStack extends Stack {
  readonly webBucket: s3.Bucket;
  readonly distribution?: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config, stateful } = props;

    this.webBucket = new s3.Bucket(this, 'WebBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: stateful.logBucket,
      serverAccessLogsPrefix: 'web-bucket/',
      lifecycleRules: [
        { id: 'AbortIncompleteMultipartUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // Holds only build output; `cdk destroy` leaves it (and its contents) for a manual cleanup.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    if (config.useCloudFront) {
      this.distribution = this.createDistribution(props);
      new CfnOutput(this, 'WebUrl', { value: `https://${this.distribution.distributionDomainName}` });
    }
    // Functions that build links read this when no publicBaseUrl is configured (never a request header).
    if (!config.publicBaseUrl && this.distribution) {
      new ssm.StringParameter(this, 'PublicBaseUrl', {
        parameterName: publicBaseUrlParameterName(config.stage),
        description: 'Origin of the web app: share links and print-shop emails point here',
        stringValue: `https://${this.distribution.distributionDomainName}`,
      });
    }
    if (this.distribution && config.webOrigins.length === 0) this.filesBucketCors(props, this.distribution);
    if (config.deployWebAssets) this.deployAssets(props.webDir);
    new CfnOutput(this, 'WebBucketName', { value: this.webBucket.bucketName });
  }

  private createDistribution(props: WebStackProps): cloudfront.Distribution {
    const files = props.stateful.filesBucket;
    // Presigned URLs use the virtual-hosted style; which host name depends on the SDK and region.
    const fileOrigins = [`https://${files.bucketRegionalDomainName}`, `https://${files.bucketDomainName}`];

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers and CSP of the site office web app',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(fileOrigins), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Serve index.html for app routes (paths without a file extension)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
    });

    const distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Site office web app and API (${props.config.stage})`,
      ...(props.config.webAclArn && { webAclId: props.config.webAclArn }),
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.stateful.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.webBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.RestApiOrigin(props.api, {
            ...(props.originKey && { customHeaders: { 'x-api-key': props.originKey.secretValue.unsafeUnwrap() } }),
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
      },
    });
    Validations.of(distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction: site staff may work or travel anywhere; sign-in protects the app.',
      },

      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; set ' +
          'minimumProtocolVersion TLS_V1_2_2021 together with a custom domain and ACM certificate when one is added.',
      },
    );
    if (!props.config.webAclArn) {
      Annotations.of(this).addInfo(
        'No webAclArn: the distribution has no AWS WAF web ACL. Deploy the edge stack (us-east-1) and pass its WebAclArn output as -c webAclArn=... (docs/deploy.md).',
      );
      Validations.of(distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The web ACL is made by the us-east-1 edge stack and attached with the webAclArn setting once that stack is ' +
          'deployed (docs/deploy.md); this deploy has none yet.',
      });
    }
    return distribution;
  }

  /**
   * The files bucket's CORS names exactly the distribution's origin. The bucket is made before the
   * distribution (whose CSP names the bucket), so the rule is written here, once the domain is known.
   */
  private filesBucketCors(props: WebStackProps, distribution: cloudfront.Distribution): void {
    const bucket = props.stateful.filesBucket;
    const rule = filesBucketCorsRule([`https://${distribution.distributionDomainName}`]);
    const call: cr.AwsSdkCall = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: {
        Bucket: bucket.bucketName,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedMethods: rule.allowedMethods,
              AllowedOrigins: rule.allowedOrigins,
              AllowedHeaders: rule.allowedHeaders,
              ExposeHeaders: rule.exposedHeaders,
              MaxAgeSeconds: rule.maxAge,
            },
          ],
        },
      },
      physicalResourceId: cr.PhysicalResourceId.of(`${bucket.bucketName}-cors`),
    };
    const writer = new cr.AwsCustomResource(this, 'FilesBucketCors', {
      onCreate: call,
      onUpdate: call,
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [bucket.bucketArn] }),
      ]),
      installLatestAwsSdk: false,
      logGroup: new logs.LogGroup(this, 'FilesBucketCorsLogs', {
        retention: LOG_RETENTION,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    this.filesCorsWriter = writer;
    const provider = this.node.tryFindChild(`AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
    const role = provider?.node.tryFindChild('ServiceRole');
    if (role) {
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "Added by aws-cdk-lib's AwsCustomResource to its one provider function (log writing only); the call it " +
          'makes is granted separately: s3:PutBucketCORS on the files bucket.',
      });
    }
  }

  /** The custom resource that writes the files bucket's CORS rule (absent with a configured origin). */
  filesCorsWriter?: cr.AwsCustomResource;

  private deployAssets(webDir: string): void {
    const built = existsSync(join(webDir, 'index.html'));
    if (!built) {
      Annotations.of(this).addWarningV2(
        'site-office:webNotBuilt',
        `${webDir} has no index.html: a placeholder page is deployed. Run npm run build:web before deploying.`,
      );
    }
    const source = built ? s3deploy.Source.asset(webDir) : s3deploy.Source.data('index.html', PLACEHOLDER_HTML);

    // One role and log group for the (singleton) deployment function, instead of an AWS managed policy.
    const role = new iam.Role(this, 'WebDeploymentRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the built web app into the web bucket (BucketDeployment)',
    });
    const logGroup = new logs.LogGroup(this, 'WebDeploymentLogs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    const common = { destinationBucket: this.webBucket, role, logGroup, memoryLimit: 512, prune: true };

    // The files whose type the sync would not set right first (hashed or versioned names, so the old
    // index.html keeps working), then everything else, whose index.html points at them, then the
    // CloudFront invalidation.
    const typed = built
      ? TYPED_UPLOADS.map(
          ({ id, include, contentType }) =>
            new s3deploy.BucketDeployment(this, id, {
              ...common,
              sources: [source],
              exclude: ['*'],
              include: [include],
              contentType,
            }),
        )
      : [];
    const assets = new s3deploy.BucketDeployment(this, 'WebAssets', {
      ...common,
      sources: [source],
      // also keeps prune from deleting them: their own deployments own them
      exclude: TYPED_UPLOADS.map((upload) => upload.include),
      ...(this.distribution ? { distribution: this.distribution, distributionPaths: ['/*'] } : {}),
    });
    for (const deployment of typed) assets.node.addDependency(deployment);

    const acknowledgeOnRole = (finding: string, reason: string) =>
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    const copyReason =
      'Granted by aws-cdk-lib BucketDeployment so its function can sync the build into the web bucket; ' +
      'limited to the CDK asset bucket and the web bucket.';
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
      acknowledgeOnRole(`Action::${action}`, copyReason);
    }
    acknowledgeOnRole(
      'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
      'BucketDeployment reads the zipped build from the CDK bootstrap asset bucket; asset keys are content hashes.',
    );
    acknowledgeOnRole(
      `Resource::<${Stack.of(this).resolve((this.webBucket.node.defaultChild as s3.CfnBucket).logicalId)}.Arn>/*`,
      'BucketDeployment writes and prunes every object of the web bucket, which holds only the build output.',
    );
    if (this.distribution) {
      acknowledgeOnRole(
        'Resource::*',
        'BucketDeployment invalidates the CloudFront cache after a deployment; its cloudfront:CreateInvalidation ' +
          'and GetInvalidation statement is added by aws-cdk-lib with Resource *.',
      );
    }
    // The singleton function that BucketDeployment adds to the stack (not under our constructs).
    for (const child of this.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        Validations.of(child).acknowledge({
          id: 'AwsSolutions-L1',
          reason:
            'The BucketDeployment function and its runtime (Python, with the AWS CLI layer) are chosen by aws-cdk-lib.',
        });
      }
    }
  }
}
