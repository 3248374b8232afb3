/**
 * infra/bundle-plugins.ts keeps code no Lambda runs out of the bundles (docs/architecture.md#lambdas-that-start-fast).
 * The handlers are bundled with the production options and each plugin is checked on the inputs esbuild
 * reports: what it drops is gone, and what an endpoint uses is still there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFunctions, bundleOptions, handlerSource } from '../../infra/build-functions.ts';
import { removeTempDirs, tempDir } from './synth.ts';

const KEYS = ['getMe', 'createUser', 'updateProfile', 'listFolders'] as const;
type Key = (typeof KEYS)[number];
let inputs: Record<Key, string[]>;
let outDir: string;

beforeAll(async () => {
  outDir = tempDir('bundle-plugins-');
  const entryPoints = Object.fromEntries(KEYS.map((key) => [`functions/${key}/index`, handlerSource(key)]));
  const { metafile } = await build({ ...bundleOptions(outDir, false), sourcemap: false, entryPoints });
  inputs = Object.fromEntries(KEYS.map((key) => [key, bundleInputs(metafile, key)])) as Record<Key, string[]>;
}, 120_000);
afterAll(removeTempDirs);

function bundleInputs(metafile: Metafile, key: Key): string[] {
  const output = Object.entries(metafile.outputs).find(([file]) => file.endsWith(`functions/${key}/index.mjs`));
  if (!output) throw new Error(`no bundle for ${key}`);
  return Object.entries(output[1].inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

const has = (key: Key, pattern: RegExp) => inputs[key].some((path) => pattern.test(path));

describe('Lambda bundle plugins', () => {
  it('keep the list of common passwords only in the endpoints that set a password', () => {
    const commonPasswords = /@zxcvbn-ts[\\/]language-common[\\/]dist[\\/]passwords/;
    expect(has('createUser', commonPasswords)).toBe(true);
    expect(has('updateProfile', commonPasswords)).toBe(true);
    expect(has('getMe', commonPasswords)).toBe(false);
    expect(has('listFolders', commonPasswords)).toBe(false);
  });

  it('carry no tracer: no Powertools Tracer, X-Ray SDK or its context library (Lambda traces the invocation)', () => {
    for (const key of KEYS) {
      expect(
        inputs[key].filter((path) => /aws-lambda-powertools[\\/]tracer|aws-xray-sdk|cls-hooked/.test(path)),
      ).toEqual([]);
      expect(has(key, /@aws-lambda-powertools[\\/]logger[\\/]/)).toBe(true);
      expect(has(key, /@aws-lambda-powertools[\\/]metrics[\\/]/)).toBe(true);
    }
  });

  it('give the SDK no event-stream support, which no function uses, and keep the protocol that would load it', () => {
    for (const key of KEYS) {
      expect(has(key, /@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]event-streams[\\/]/)).toBe(false);
      expect(has(key, /@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]protocols[\\/]HttpProtocol\.js$/)).toBe(true);
    }
  });

  it('import node:http and node:https through require, so no bundle reads their getters at import', () => {
    for (const key of KEYS) {
      // The SDK's HTTP handler imports node:https as an ES module; it is still bundled.
      expect(has(key, /@smithy[\\/]node-http-handler[\\/]dist-es[\\/]node-https\.js$/)).toBe(true);
      const code = readFileSync(join(outDir, 'functions', key, 'index.mjs'), 'utf8');
      expect(code).not.toMatch(/\bimport\s*[^;'"]*from\s*["']node:https?["']/);
      expect(code).toMatch(/exports\s*=\s*[\w$]+\("node:https"\)/); // the plugin's module, required where used
    }
  });

  it('import every Node built-in through require (the Logger imports node:console as an ES module)', () => {
    for (const key of KEYS) {
      expect(has(key, /@aws-lambda-powertools[\\/]logger[\\/]lib[\\/]esm[\\/]Logger\.js$/)).toBe(true);
      const code = readFileSync(join(outDir, 'functions', key, 'index.mjs'), 'utf8');
      // only the banner's createRequire is an ES import of a built-in
      expect(code.match(/\bimport\s*[^;'"]*from\s*["'](node:)?[\w/]+["']/g)).toEqual([
        "import{createRequire as __cr}from'node:module'",
      ]);
      expect(code).toMatch(/exports\s*=\s*[\w$]+\("node:console"\)/);
    }
  });

  it('bundle zod without its JSON Schema generator: the small build (zod/mini) the schemas use never loads it', () => {
    for (const key of KEYS) {
      expect(inputs[key].filter((path) => /zod[\\/]v4[\\/]/.test(path)).length, key).toBeGreaterThan(0);
      expect(
        inputs[key].filter((path) => /json-schema|to-json-schema/.test(path)),
        key,
      ).toEqual([]);
      expect(
        inputs[key].filter((path) => /zod[\\/]v4[\\/]classic[\\/]/.test(path)),
        key,
      ).toEqual([]);
    }
  });

  it('bundle zod with English messages only', () => {
    for (const key of KEYS) {
      const locales = inputs[key].filter((path) => /zod[\\/]v4[\\/]locales[\\/]/.test(path));
      expect(locales.map((path) => path.replace(/.*[\\/]/, ''))).toEqual(['en.js']);
    }
  });
});

describe('lazy modules (LAZY_MODULES): a client a function needs now and then is loaded at its first use', () => {
  let lazyOut: string;
  const code = (key: string, file = 'index.mjs') => readFileSync(join(lazyOut, 'functions', key, file), 'utf8');

  beforeAll(async () => {
    lazyOut = tempDir('lazy-modules-');
    await buildFunctions({ outDir: lazyOut, keys: ['createShareLink', 'login', 'getMe'] });
  }, 120_000);

  it('bundles the SSM and Secrets Manager clients beside index.mjs, which imports them when first used', async () => {
    expect(code('createShareLink')).toContain('import("./ssm-parameter.mjs")');
    expect(code('createShareLink')).not.toContain('AmazonSSM');
    expect(code('createShareLink', 'ssm-parameter.mjs')).toContain('AmazonSSM');
    expect(code('login')).toContain('import("./secret-value.mjs")');
    expect(code('login')).not.toContain('secretsmanager');
    expect(code('login', 'secret-value.mjs')).toContain('secretsmanager');
    const ssm = (await import(join(lazyOut, 'functions', 'createShareLink', 'ssm-parameter.mjs'))) as Record<
      string,
      unknown
    >;
    expect(typeof ssm.ssmParameterValue).toBe('function');
    const secrets = (await import(join(lazyOut, 'functions', 'login', 'secret-value.mjs'))) as Record<string, unknown>;
    expect(typeof secrets.secretString).toBe('function');
  });

  it('gives a function that never reads them neither file', () => {
    expect(readdirSync(join(lazyOut, 'functions', 'getMe')).filter((f) => f.endsWith('.mjs'))).toEqual(['index.mjs']);
  });

  it('without the plugin the client is inlined into index.mjs (the check can fail)', async () => {
    const options = bundleOptions(join(lazyOut, 'probe'), false);
    await build({
      ...options,
      plugins: options.plugins.filter((plugin) => plugin.name !== 'lazy-modules'),
      sourcemap: false,
      entryPoints: { 'createShareLink/index': handlerSource('createShareLink') },
    });
    expect(readFileSync(join(lazyOut, 'probe', 'createShareLink', 'index.mjs'), 'utf8')).toContain('AmazonSSM');
  });
});
