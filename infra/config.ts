/**
 * Deployment settings, read from CDK context: defaults in cdk.json, overridden with `-c name=value`.
 * Values from the command line arrive as strings, values from cdk.json as JSON, so both are accepted.
 */
import type { Node } from 'constructs';

export type LambdaArchitecture = 'arm64' | 'x86_64';

export interface DeployConfig {
  /** Name part of every stack (SiteOffice-<stage>-...) and the API Gateway stage name. */
  stage: string;
  /** false for LocalStack (its free plan has no CloudFront): the web bucket is made and filled, nothing serves it. */
  useCloudFront: boolean;
  /** Upload dist/web with BucketDeployment (a Lambda with an AWS CLI layer). */
  deployWebAssets: boolean;
  /** Print orders are emailed here (print-request function, later). */
  printShopEmail: string;
  /** SES-verified sender address or an address of a verified domain. */
  mailFrom: string;
  tokenTtlSeconds: number;
  /**
   * Browser origins allowed to PUT/GET the files bucket with presigned URLs (CORS). Empty: exactly the
   * CloudFront distribution's origin, set by the web stack once the distribution exists.
   */
  webOrigins: string[];
  lambdaArchitecture: LambdaArchitecture;
  /**
   * The web origin links point at (share links, the print-shop email), e.g. https://site.example.com.
   * Empty: the CloudFront domain, which the web stack publishes in an SSM parameter. Never taken from
   * a request header.
   */
  publicBaseUrl: string;
  /** The us-east-1 web ACL of the edge stack (its WebAclArn output), attached to the distribution. */
  webAclArn: string;
  /** Alarm notifications (docs/operations.md) are mailed here; '' = no subscription (dev). */
  alarmEmail: string;
  /** API stage throttling (requests per second, burst). */
  throttleRate: number;
  throttleBurst: number;
}

export const DEFAULT_CONFIG: DeployConfig = {
  stage: 'dev',
  useCloudFront: true,
  deployWebAssets: true,
  printShopEmail: 'print-shop@example.com',
  mailFrom: 'no-reply@example.com',
  tokenTtlSeconds: 12 * 3600,
  webOrigins: [],
  lambdaArchitecture: 'arm64',
  publicBaseUrl: '',
  alarmEmail: '',
  webAclArn: '',
  throttleRate: 50,
  throttleBurst: 100,
};

function asBoolean(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`Context ${name} must be true or false, not ${JSON.stringify(value)}`);
}

function asNumber(name: string, value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`Context ${name} must be a positive number`);
  return n;
}

function asString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function asList(value: unknown, fallback: string[]): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.trim() !== '') {
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return fallback;
}

/** Stages that serve real users; their mail settings must be given, not defaulted. */
export const PRODUCTION_STAGES = ['prod', 'production'];

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The SSM parameter that holds the public base URL when no publicBaseUrl is configured. */
export const publicBaseUrlParameterName = (stage: string) => `/site-office/${stage}/public-base-url`;

export function readConfig(node: Node): DeployConfig {
  const get = (name: string) => node.tryGetContext(name) as unknown;
  const useCloudFront = asBoolean('useCloudFront', get('useCloudFront'), DEFAULT_CONFIG.useCloudFront);
  const config: DeployConfig = {
    stage: asString(get('stage'), DEFAULT_CONFIG.stage),
    useCloudFront,
    deployWebAssets: asBoolean('deployWebAssets', get('deployWebAssets'), DEFAULT_CONFIG.deployWebAssets),
    printShopEmail: asString(get('printShopEmail'), DEFAULT_CONFIG.printShopEmail),
    mailFrom: asString(get('mailFrom'), DEFAULT_CONFIG.mailFrom),
    tokenTtlSeconds: asNumber('tokenTtlSeconds', get('tokenTtlSeconds'), DEFAULT_CONFIG.tokenTtlSeconds),
    // The app's one origin: the configured public URL, else the distribution's (set by the web stack);
    // without CloudFront (LocalStack) the page is served from wherever the developer runs it.
    webOrigins: asList(
      get('webOrigins'),
      !useCloudFront
        ? ['*']
        : typeof get('publicBaseUrl') === 'string' && get('publicBaseUrl')
          ? [asString(get('publicBaseUrl'), '')]
          : [],
    ),
    lambdaArchitecture: asString(get('lambdaArchitecture'), DEFAULT_CONFIG.lambdaArchitecture) as LambdaArchitecture,
    // Without CloudFront (LocalStack) there is no distribution domain: links point at the local web server.
    publicBaseUrl: asString(get('publicBaseUrl'), useCloudFront ? '' : 'http://localhost:3000'),
    alarmEmail: asString(get('alarmEmail'), DEFAULT_CONFIG.alarmEmail),
    webAclArn: asString(get('webAclArn'), DEFAULT_CONFIG.webAclArn),
    throttleRate: asNumber('throttleRate', get('throttleRate'), DEFAULT_CONFIG.throttleRate),
    throttleBurst: asNumber('throttleBurst', get('throttleBurst'), DEFAULT_CONFIG.throttleBurst),
  };
  if (!/^[A-Za-z0-9-]{1,20}$/.test(config.stage)) throw new Error('Context stage must be 1-20 letters, digits or -');
  if (config.publicBaseUrl && !/^https?:\/\/[\w.-]+(:\d+)?$/.test(config.publicBaseUrl)) {
    throw new Error('Context publicBaseUrl must be an origin such as https://site.example.com (no path)');
  }
  if (!['arm64', 'x86_64'].includes(config.lambdaArchitecture)) {
    throw new Error('Context lambdaArchitecture must be arm64 or x86_64');
  }
  for (const name of ['printShopEmail', 'mailFrom'] as const) {
    if (!EMAIL.test(config[name])) throw new Error(`Context ${name} must be an email address`);
    // A production deploy must name the real print shop and sender: the example defaults would lose orders.
    if (PRODUCTION_STAGES.includes(config.stage) && get(name) === undefined) {
      throw new Error(
        `Context ${name} is required for the ${config.stage} stage: npx cdk deploy --all -c stage=${config.stage} ` +
          '-c printShopEmail=orders@your-print-shop.example -c mailFrom=no-reply@your-verified-domain.example',
      );
    }
  }
  if (
    config.webAclArn &&
    !/^arn:aws[\w-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/.test(config.webAclArn)
  ) {
    throw new Error(
      'Context webAclArn must be the ARN of a CloudFront (global, us-east-1) web ACL: the WebAclArn output of the edge stack',
    );
  }
  if (config.alarmEmail && !EMAIL.test(config.alarmEmail))
    throw new Error('Context alarmEmail must be an email address');
  // Alarms nobody receives are no alarms: a production deploy must say who is told.
  if (PRODUCTION_STAGES.includes(config.stage) && !config.alarmEmail) {
    throw new Error(
      `Context alarmEmail is required for the ${config.stage} stage: npx cdk deploy --all -c stage=${config.stage} ` +
        '-c alarmEmail=operations@your-company.example',
    );
  }
  return config;
}
