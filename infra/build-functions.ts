/**
 * Bundles every Lambda in ONE esbuild call (docs/architecture.md#one-esbuild-call-bundles-every-function-aws-sdk-included: NodejsFunction spawns esbuild once per function).
 *
 * - one entry per contract key: functions/handlers/<key>.ts -> <outDir>/functions/<key>/index.mjs
 * - the custom resources:        functions/custom-resources/<name>.ts -> <outDir>/custom-resources/<name>/index.mjs
 * - the stream consumers:        functions/streams/<name>.ts -> <outDir>/streams/<name>/index.mjs
 * - the job queues' consumers:   functions/jobs/<kind>.ts -> <outDir>/jobs/<kind>/index.mjs
 * - modules loaded at first use: functions/<file> -> <name>.mjs beside each index.mjs that imports it
 *   (LAZY_MODULES, in a second, small esbuild call)
 *
 * Output is ESM for Node 24, minified, with linked source maps (NODE_OPTIONS=--enable-source-maps).
 * It is plain JavaScript, so the same bundle runs on arm64 and x86_64.
 *
 * The AWS SDK v3 is BUNDLED, not left external, although the nodejs24.x runtime ships one:
 * - the version that runs in Lambda is the one in package-lock.json, the same one the local stack
 *   and the integration tests run (the runtime's copy is whatever AWS last put there);
 * - only the clients a handler imports are included, tree-shaken and minified, which loads faster
 *   on a cold start than resolving the runtime's unminified node_modules.
 * `externalAwsSdk: true` switches to the runtime's SDK (smaller zips) if that ever matters more.
 *
 * `cdk.json` runs this file as its "build" step, so `npx cdk synth` always bundles first.
 * Tests and benchmarks import `buildFunctions` and may bundle into a temporary folder.
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { JOB_KINDS, type JobKind } from '#functions/commons/metric-names.ts';
import { type EndpointKey, endpointKeys } from '#shared/contract.ts';
import {
  builtinsThroughRequire,
  credentialsFromEnvironment,
  lazyModules,
  sdkWithoutEventStreams,
  zodEnglishOnly,
} from './bundle-plugins.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where `npx cdk synth` expects the bundles (the stacks' default `functionsDir`). */
export const DEFAULT_OUT_DIR = join(ROOT, 'dist');

/** Custom resource handlers bundled in the same pass: name -> source file under functions/custom-resources. */
export const CUSTOM_RESOURCES = { 'jwt-keys': 'jwt-keys.ts' } as const;
export type CustomResourceName = keyof typeof CUSTOM_RESOURCES;
/** Stream consumers bundled in the same pass: name -> source file under functions/streams. */
export const STREAM_CONSUMERS = { 'search-indexer': 'search-indexer.ts', 'ses-feedback': 'ses-feedback.ts' } as const;
export type StreamConsumerName = keyof typeof STREAM_CONSUMERS;
/**
 * Modules a function loads at their first use, not at start (infra/bundle-plugins.ts, `lazyModules`): each is
 * bundled as `<name>.mjs` into the folder of every function whose code imports it with `import('./x.ts')`.
 * name -> source file under functions/.
 */
export const LAZY_MODULES = {
  'ssm-parameter': 'commons/ssm-parameter.ts',
  'secret-value': 'commons/auth/secret-value.ts',
  pdfjs: 'domain/pdfjs.ts',
} as const;
const lazySources = Object.fromEntries(
  Object.entries(LAZY_MODULES).map(([name, file]) => [name, join(ROOT, 'functions', file)]),
) as Record<keyof typeof LAZY_MODULES, string>;

export interface BuildFunctionsOptions {
  /** Output root; bundles go to <outDir>/functions/<key> and <outDir>/custom-resources/<name>. Default: dist/. */
  outDir?: string;
  /** Contract keys to bundle. Default: every key of the contract. */
  keys?: readonly EndpointKey[];
  /** Leave @aws-sdk/* to the Lambda runtime instead of bundling it (see the header comment). */
  externalAwsSdk?: boolean;
  /**
   * Keep the code's own names (minify whitespace and syntax only): for reading a bundle's AWS SDK calls by name
   * (tests/infra/permissions.test.ts), where a minified import alias can be reused by a nested local.
   */
  readableNames?: boolean;
  /** Print a summary line. Default: false. */
  log?: boolean;
}

export interface BuildFunctionsResult {
  outDir: string;
  /** Contract key -> folder holding index.mjs (for lambda.Code.fromAsset). */
  functions: Record<string, string>;
  /** Custom resource name -> folder holding index.mjs. */
  customResources: Record<CustomResourceName, string>;
  /** Stream consumer name -> folder holding index.mjs. */
  streamConsumers: Record<StreamConsumerName, string>;
  /** Job kind -> folder holding its queue consumer's index.mjs. */
  jobConsumers: Record<JobKind, string>;
  /** Output file -> bytes. */
  sizes: Record<string, number>;
  millis: number;
}

export const handlerSource = (key: string) => join(ROOT, 'functions', 'handlers', `${key}.ts`);
export const functionBundleDir = (outDir: string, key: string) => join(outDir, 'functions', key);
export const customResourceBundleDir = (outDir: string, name: CustomResourceName) =>
  join(outDir, 'custom-resources', name);
export const streamConsumerBundleDir = (outDir: string, name: StreamConsumerName) => join(outDir, 'streams', name);
export const jobConsumerBundleDir = (outDir: string, kind: JobKind) => join(outDir, 'jobs', kind);

/** Thrown when a contract key has no handler file; lists every missing one. */
export class MissingHandlersError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(
      `No handler file for ${missing.length} contract endpoint(s): ${missing.join(', ')}.\n` +
        missing.map((key) => `  expected ${relative(ROOT, handlerSource(key))} exporting \`handler\``).join('\n'),
    );
    this.name = 'MissingHandlersError';
  }
}

export async function buildFunctions(options: BuildFunctionsOptions = {}): Promise<BuildFunctionsResult> {
  const started = performance.now();
  const outDir = resolve(options.outDir ?? DEFAULT_OUT_DIR);
  const keys = options.keys ?? endpointKeys;

  const missing = keys.filter((key) => !existsSync(handlerSource(key)));
  if (missing.length > 0) throw new MissingHandlersError(missing);

  const entryPoints: Record<string, string> = {};
  for (const key of keys) entryPoints[`functions/${key}/index`] = handlerSource(key);
  for (const [name, file] of Object.entries(CUSTOM_RESOURCES)) {
    entryPoints[`custom-resources/${name}/index`] = join(ROOT, 'functions', 'custom-resources', file);
  }
  for (const [name, file] of Object.entries(STREAM_CONSUMERS)) {
    entryPoints[`streams/${name}/index`] = join(ROOT, 'functions', 'streams', file);
  }
  for (const kind of JOB_KINDS) entryPoints[`jobs/${kind}/index`] = join(ROOT, 'functions', 'jobs', `${kind}.ts`);

  // Only the folders this builder owns are cleared (dist/web belongs to Vite), so a removed
  // endpoint leaves no stale bundle behind.
  rmSync(join(outDir, 'functions'), { recursive: true, force: true });
  rmSync(join(outDir, 'custom-resources'), { recursive: true, force: true });
  rmSync(join(outDir, 'streams'), { recursive: true, force: true });
  rmSync(join(outDir, 'jobs'), { recursive: true, force: true });

  const names = options.readableNames ? { minifyIdentifiers: false } : {};
  const result = await build({ ...bundleOptions(outDir, options.externalAwsSdk ?? false), ...names, entryPoints });
  const lazy = await buildLazyModules(result.metafile, outDir, options.externalAwsSdk ?? false, names);

  const sizes = { ...outputSizes(result.metafile, outDir), ...(lazy && outputSizes(lazy, outDir)) };
  const functions = Object.fromEntries(keys.map((key) => [key, functionBundleDir(outDir, key)]));
  const customResources = Object.fromEntries(
    (Object.keys(CUSTOM_RESOURCES) as CustomResourceName[]).map((name) => [
      name,
      customResourceBundleDir(outDir, name),
    ]),
  ) as Record<CustomResourceName, string>;
  const streamConsumers = Object.fromEntries(
    (Object.keys(STREAM_CONSUMERS) as StreamConsumerName[]).map((name) => [
      name,
      streamConsumerBundleDir(outDir, name),
    ]),
  ) as Record<StreamConsumerName, string>;
  const jobConsumers = Object.fromEntries(
    JOB_KINDS.map((kind) => [kind, jobConsumerBundleDir(outDir, kind)]),
  ) as Record<JobKind, string>;
  const millis = Math.round(performance.now() - started);
  if (options.log) {
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    console.log(
      `Bundled ${keys.length} functions and ${Object.keys(CUSTOM_RESOURCES).length} custom resource(s) ` +
        `into ${relative(process.cwd(), outDir) || '.'} in ${millis} ms (${(total / 1024).toFixed(0)} KiB in total)`,
    );
  }
  return { outDir, functions, customResources, streamConsumers, jobConsumers, sizes, millis };
}

/**
 * Bundles each lazy module into the folder of every bundle that imports it (`import("./<name>.mjs")`, left
 * external by the `lazyModules` plugin), in one more esbuild call; undefined when no bundle imports one.
 */
async function buildLazyModules(
  metafile: Metafile,
  outDir: string,
  externalAwsSdk: boolean,
  names: { minifyIdentifiers?: boolean },
) {
  const entryPoints: Record<string, string> = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    for (const imported of output.imports) {
      const name = /^\.\/([\w-]+)\.mjs$/.exec(imported.path)?.[1];
      if (!imported.external || !name || !(name in lazySources)) continue;
      const folder = relative(outDir, dirname(resolve(ROOT, file)));
      entryPoints[`${folder}/${name}`] = lazySources[name as keyof typeof LAZY_MODULES];
    }
  }
  if (Object.keys(entryPoints).length === 0) return undefined;
  return (await build({ ...bundleOptions(outDir, externalAwsSdk), ...names, entryPoints })).metafile;
}

/**
 * The esbuild options of every Lambda bundle, also used by the bench to build its minimal-SDK reference
 * bundle the same way.
 */
export function bundleOptions(outDir: string, externalAwsSdk: boolean) {
  return {
    absWorkingDir: ROOT,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: false, // every function folder must be self-contained
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Prefer the ESM build of dependencies; package.json "imports" (#shared/*, #functions/*) and
    // `.ts` extension imports are resolved by esbuild itself.
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: 'linked',
    sourcesContent: false, // stack traces need file:line only; keeps each zip small
    legalComments: 'none',
    external: externalAwsSdk ? ['@aws-sdk/*', '@smithy/*'] : [],
    // CommonJS dependencies inside an ESM bundle may call require() for Node built-ins.
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
    plugins: [
      lazyModules(lazySources),
      zodEnglishOnly,
      builtinsThroughRequire,
      ...(externalAwsSdk ? [] : [credentialsFromEnvironment, sdkWithoutEventStreams]),
    ],
  } satisfies BuildOptions;
}

function outputSizes(metafile: Metafile, outDir: string): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const [file, info] of Object.entries(metafile.outputs)) {
    sizes[relative(outDir, resolve(ROOT, file))] = info.bytes;
  }
  return sizes;
}

// `tsx infra/build-functions.ts` (cdk.json "build", npm run build:functions)
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildFunctions({ log: true, externalAwsSdk: process.env.EXTERNAL_AWS_SDK === 'true' });
  } catch (error) {
    if (error instanceof MissingHandlersError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
