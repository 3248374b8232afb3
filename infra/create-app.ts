/**
 * Builds the CDK app: three environment-agnostic stacks (synth needs no credentials) checked by cdk-nag.
 *
 *   SiteOffice-<stage>-Stateful  table, files bucket, access-log bucket
 *   SiteOffice-<stage>-Api       REST API, stage, path resources, token signing keys, and one nested
 *                                stack per feature area with its Lambdas and methods
 *   SiteOffice-<stage>-Web       web bucket (+ CloudFront unless useCloudFront=false)
 *
 * infra/app.ts uses it for `cdk synth/deploy`; the infra tests call it in-process.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { JOB_KINDS, type JobKind } from '#functions/commons/metric-names.ts';
import { endpointKeys } from '#shared/contract.ts';
import {
  CUSTOM_RESOURCES,
  type CustomResourceName,
  customResourceBundleDir,
  DEFAULT_OUT_DIR,
  functionBundleDir,
  jobConsumerBundleDir,
  ROOT,
  STREAM_CONSUMERS,
  type StreamConsumerName,
  streamConsumerBundleDir,
} from './build-functions.ts';
import { type DeployConfig, readConfig } from './config.ts';
import type { EndpointShape } from './constructs/contract-api.ts';
import { EdgeStack } from './edge-stack.ts';
import type { FunctionPermissions } from './function-permissions.ts';
import { StatefulStack } from './stateful-stack.ts';
import { StatelessStack } from './stateless-stack.ts';
import { WebStack } from './web-stack.ts';

export interface CreateAppOptions {
  /** CDK context (feature flags and settings). The CLI passes cdk.json's; tests pass `cdkJsonContext()`. */
  context?: Record<string, unknown>;
  /** Cloud assembly folder (tests use a temporary one). */
  outdir?: string;
  /** Root of infra/build-functions.ts output. Default: dist/. */
  bundleDir?: string;
  /** The Vite build. Default: dist/web. */
  webDir?: string;
  /** Override infra/function-permissions.ts (tests only). */
  permissions?: Record<string, FunctionPermissions>;
  /** Override the contract's feature areas (tests only: a made-up larger API to check the headroom). */
  features?: Readonly<Record<string, Readonly<Record<string, EndpointShape>>>>;
}

export interface SiteOfficeApp {
  app: App;
  config: DeployConfig;
  stateful: StatefulStack;
  stateless: StatelessStack;
  web: WebStack;
  /** The WAF web ACL (us-east-1), with CloudFront only. */
  edge?: EdgeStack;
}

/** The "context" of cdk.json (feature flags and defaults), for apps built outside the CLI. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

function requireBundles(bundleDir: string, keys: readonly string[]): void {
  const missing: string[] = [];
  for (const key of keys) {
    if (!existsSync(join(functionBundleDir(bundleDir, key), 'index.mjs'))) missing.push(key);
  }
  for (const name of Object.keys(CUSTOM_RESOURCES) as CustomResourceName[]) {
    if (!existsSync(join(customResourceBundleDir(bundleDir, name), 'index.mjs')))
      missing.push(`custom resource ${name}`);
  }
  for (const name of Object.keys(STREAM_CONSUMERS) as StreamConsumerName[]) {
    if (!existsSync(join(streamConsumerBundleDir(bundleDir, name), 'index.mjs')))
      missing.push(`stream consumer ${name}`);
  }
  for (const kind of JOB_KINDS) {
    if (!existsSync(join(jobConsumerBundleDir(bundleDir, kind), 'index.mjs'))) missing.push(`job consumer ${kind}`);
  }
  if (missing.length > 0) {
    throw new Error(
      `Missing Lambda bundles in ${bundleDir} for: ${missing.join(', ')}. ` +
        'Run `npm run build:functions` (cdk.json runs it before `cdk synth`).',
    );
  }
}

export function createApp(options: CreateAppOptions = {}): SiteOfficeApp {
  const app = new App({ context: options.context, outdir: options.outdir });
  const config = readConfig(app.node);
  const bundleDir = options.bundleDir ?? DEFAULT_OUT_DIR;
  const keys = options.features
    ? Object.values(options.features).flatMap((endpoints) => Object.keys(endpoints))
    : endpointKeys;
  requireBundles(bundleDir, keys);

  const prefix = `SiteOffice-${config.stage}`;
  const stateful = new StatefulStack(app, `${prefix}-Stateful`, {
    description: 'Site office: DynamoDB table, files bucket, access logs (all retained)',
    config,
  });
  const stateless = new StatelessStack(app, `${prefix}-Api`, {
    description: 'Site office: REST API, one Lambda per endpoint of shared/contract.ts, token signing keys',
    config,
    stateful,
    jwtKeysCodeDir: customResourceBundleDir(bundleDir, 'jwt-keys'),
    searchIndexerCodeDir: streamConsumerBundleDir(bundleDir, 'search-indexer'),
    mailFeedbackCodeDir: streamConsumerBundleDir(bundleDir, 'ses-feedback'),
    jobConsumerDirs: Object.fromEntries(
      JOB_KINDS.map((kind) => [kind, jobConsumerBundleDir(bundleDir, kind)]),
    ) as Record<JobKind, string>,
    functionDirs: Object.fromEntries(keys.map((key) => [key, functionBundleDir(bundleDir, key)])),
    permissions: options.permissions,
    features: options.features,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    description: config.useCloudFront
      ? 'Site office: web bucket behind CloudFront (with /api/* routed to the API)'
      : 'Site office: web bucket (no CloudFront: LocalStack mode)',
    config,
    stateful,
    api: stateless.api,
    originKey: stateless.originKey,
    webDir: options.webDir ?? join(ROOT, 'dist', 'web'),
  });

  const edge = config.useCloudFront
    ? new EdgeStack(app, `${prefix}-Edge`, {
        description: 'Site office: AWS WAF web ACL for CloudFront (us-east-1; deploy first, then pass its WebAclArn)',
        stage: config.stage,
      })
    : undefined;

  Tags.of(app).add('app', 'site-office');
  Tags.of(app).add('stage', config.stage);

  // Any finding that is not acknowledged (with its reason, in code) fails synthesis.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  return { app, config, stateful, stateless, web, edge };
}
