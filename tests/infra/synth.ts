/**
 * In-process synthesis for the infra tests: the same createApp() as `cdk synth`, with cdk.json's
 * context (feature flags and defaults), into a temporary cloud assembly. cdk-nag runs as a validation
 * plugin during synth, so a synth that returns passed AwsSolutions.
 *
 * Vitest runs each test file in its own worker, so each file synthesizes its configuration once
 * (in beforeAll) and shares it across its tests.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type CfnElement, type NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { JOB_KINDS } from '#functions/commons/metric-names.ts';
import { endpointKeys } from '#shared/contract.ts';
import {
  type BuildFunctionsResult,
  buildFunctions,
  CUSTOM_RESOURCES,
  STREAM_CONSUMERS,
} from '../../infra/build-functions.ts';
import { type CreateAppOptions, cdkJsonContext, createApp, type SiteOfficeApp } from '../../infra/create-app.ts';
import type { FunctionPermissions } from '../../infra/function-permissions.ts';

export interface Synthesized extends SiteOfficeApp {
  templates: { stateful: Template; stateless: Template; web: Template };
  outdir: string;
  cleanup: () => void;
}

export interface SynthOptions {
  context?: Record<string, unknown>;
  /** Root of the Lambda bundles: real ones from `realBundles()` or `stubBundles()`. */
  bundleDir: string;
  webDir?: string;
  permissions?: Record<string, FunctionPermissions>;
  features?: CreateAppOptions['features'];
}

const tempDirs: string[] = [];
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `site-office-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The real esbuild bundles of every handler, built into a temporary folder (not dist/). */
export async function realBundles(): Promise<BuildFunctionsResult> {
  return buildFunctions({ outDir: tempDir('bundles') });
}

/**
 * Placeholder bundles (one small index.mjs per function) for tests about configuration, not code.
 * The tests of the default configuration use the real bundles.
 */
export function stubBundles(keys: readonly string[] = endpointKeys): string {
  const dir = tempDir('stub-bundles');
  const stub = 'export const handler = async () => ({ statusCode: 503, body: \'{"error":"stub"}\' });\n';
  for (const key of keys) {
    mkdirSync(join(dir, 'functions', key), { recursive: true });
    writeFileSync(join(dir, 'functions', key, 'index.mjs'), stub);
  }
  for (const name of Object.keys(CUSTOM_RESOURCES)) {
    mkdirSync(join(dir, 'custom-resources', name), { recursive: true });
    writeFileSync(join(dir, 'custom-resources', name, 'index.mjs'), stub);
  }
  for (const name of Object.keys(STREAM_CONSUMERS)) {
    mkdirSync(join(dir, 'streams', name), { recursive: true });
    writeFileSync(join(dir, 'streams', name, 'index.mjs'), stub);
  }
  for (const kind of JOB_KINDS) {
    mkdirSync(join(dir, 'jobs', kind), { recursive: true });
    writeFileSync(join(dir, 'jobs', kind, 'index.mjs'), stub);
  }
  return dir;
}

/** A minimal Vite-like build with a module worker, so the .mjs deployment is made. */
export function fakeWebBuild(): string {
  const dir = tempDir('web');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'pdf.worker.min-abc123.mjs'), 'self.onmessage = () => {}');
  return dir;
}

export function synthesize(options: SynthOptions): Synthesized {
  const outdir = tempDir('cdk-out');
  const site = createApp({
    // Assets are referenced where they are instead of copied into the assembly (faster; the assets
    // manifest then names the bundle folders themselves, which the tests check).
    context: { ...cdkJsonContext(), 'aws:cdk:disable-asset-staging': true, ...options.context },
    outdir,
    bundleDir: options.bundleDir,
    webDir: options.webDir ?? fakeWebBuild(),
    permissions: options.permissions,
    features: options.features,
  });
  site.app.synth(); // throws when cdk-nag (or any validation) reports an unacknowledged finding
  const template = (stack: Stack) => Template.fromStack(stack);
  return {
    ...site,
    templates: { stateful: template(site.stateful), stateless: template(site.stateless), web: template(site.web) },
    outdir,
    cleanup: removeTempDirs,
  };
}

// ---------------------------------------------------------------------------------------------------
// Template helpers

export type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; [k: string]: unknown }>;

export function resourcesOf(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** Rebuilds a method's path from its AWS::ApiGateway::Resource chain, e.g. /api/users/{id}. */
export function methodPath(template: Template, resourceId: unknown): string {
  const resources = resourcesOf(template, 'AWS::ApiGateway::Resource');
  const parts: string[] = [];
  let current = resourceId as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  while (current?.Ref) {
    const resource = resources[current.Ref];
    if (!resource?.Properties) throw new Error(`Unknown API resource ${current.Ref}`);
    parts.unshift(resource.Properties.PathPart as string);
    current = resource.Properties.ParentId as typeof current;
  }
  // The chain ends at the RestApi's RootResourceId (Fn::GetAtt).
  return `/${parts.join('/')}`;
}

/** The logical id of the Lambda function an AWS_PROXY integration URI points at. */
export function integrationFunctionId(uri: unknown): string | undefined {
  const found = JSON.stringify(uri).match(/"Fn::GetAtt":\["([A-Za-z0-9]+)","Arn"\]/);
  return found?.[1];
}

export function policyStatementsOfRole(template: Template, roleLogicalId: string): Record<string, unknown>[] {
  const policies = resourcesOf(template, 'AWS::IAM::Policy');
  const statements: Record<string, unknown>[] = [];
  for (const policy of Object.values(policies)) {
    const roles = (policy.Properties?.Roles as { Ref: string }[] | undefined) ?? [];
    if (!roles.some((r) => r.Ref === roleLogicalId)) continue;
    const doc = policy.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] };
    statements.push(...doc.Statement);
  }
  return statements;
}

export function actionsOf(statements: Record<string, unknown>[]): string[] {
  return statements.flatMap((s) => (Array.isArray(s.Action) ? (s.Action as string[]) : [s.Action as string]));
}

/** The CloudFormation logical id of a construct's main resource. */
export function logicalIdOf(construct: IConstruct): string {
  return Stack.of(construct).resolve((construct.node.defaultChild as CfnElement).logicalId) as string;
}

/** The folder a Lambda function's code asset comes from, read from the stack's assets manifest. */
export function codeAssetSource(outdir: string, construct: IConstruct): string {
  const stack = Stack.of(construct);
  const cfn = construct.node.defaultChild as unknown as { code: { s3Key: string } };
  const hash = String(stack.resolve(cfn.code.s3Key)).replace(/\.zip$/, '');
  // A nested stack's assets are listed in its top-level stack's manifest.
  let top = stack;
  while (top.nestedStackParent) top = top.nestedStackParent;
  const manifest = JSON.parse(readFileSync(join(outdir, `${top.artifactId}.assets.json`), 'utf8')) as {
    files: Record<string, { source: { path: string; packaging?: string } }>;
  };
  const asset = manifest.files[hash];
  if (!asset) throw new Error(`No asset ${hash} in the manifest of ${stack.stackName}`);
  return resolve(outdir, asset.source.path);
}

// ---------------------------------------------------------------------------------------------------
// The API's feature stacks (nested in the API stack)

const templates = new WeakMap<Stack, Template>();

/** The template of the stack a construct is in (a feature's nested stack for endpoint functions). */
export function templateOf(construct: IConstruct): Template {
  const stack = Stack.of(construct);
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
}

/** The API stack and every feature stack nested in it. */
export function apiTemplates(s: SiteOfficeAppLike): Template[] {
  return [s.templates.stateless, ...[...s.stateless.endpoints.stacks.values()].map((stack) => templateOf(stack))];
}

type SiteOfficeAppLike = Pick<Synthesized, 'templates' | 'stateless'>;

/** Resources of a type in the API stack and its feature stacks (logical ids are unique across them). */
export function apiResourcesOf(s: SiteOfficeAppLike, type: string): Resources {
  return Object.assign({}, ...apiTemplates(s).map((t) => resourcesOf(t, type))) as Resources;
}

/**
 * What the API stack passes a feature stack for one of its parameters (`{ Ref: <parameter> }` in the
 * feature's template): a path resource, the token public key, ...
 */
export function parentValue(s: SiteOfficeAppLike, nested: NestedStack, value: unknown): unknown {
  const ref = (value as { Ref?: string } | undefined)?.Ref;
  if (!ref) return value;
  if (!nested.nestedStackResource) throw new Error('not a nested stack');
  const nestedId = s.stateless.resolve(nested.nestedStackResource.logicalId) as string;
  const stackResource = resourcesOf(s.templates.stateless, 'AWS::CloudFormation::Stack')[nestedId];
  const parameters = stackResource?.Properties?.Parameters as Record<string, unknown> | undefined;
  return parameters && ref in parameters ? parameters[ref] : value;
}

/** The feature stack a contract key's function and method are in. */
export function featureStackOf(s: SiteOfficeAppLike, key: string): NestedStack {
  const fn = s.stateless.endpoints.functions.get(key);
  if (!fn) throw new Error(`No function for ${key}`);
  return Stack.of(fn) as NestedStack;
}
