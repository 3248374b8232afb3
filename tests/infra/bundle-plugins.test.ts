/**
 * infra/bundle-plugins.ts keeps code no Lambda runs out of the bundles (docs/architecture.md#lambdas-that-start-fast).
 * The handlers are bundled with the production options and each plugin is checked on the inputs esbuild
 * reports: what it drops is gone, and what an endpoint uses is still there.
 */
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOptions, handlerSource } from '../../infra/build-functions.ts';
import { removeTempDirs, tempDir } from './synth.ts';

const KEYS = ['getMe', 'createUser', 'updateProfile', 'listFolders'] as const;
type Key = (typeof KEYS)[number];
let inputs: Record<Key, string[]>;

beforeAll(async () => {
  const outDir = tempDir('bundle-plugins-');
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

  it('give the X-Ray SDK no semver, and keep its AWS SDK v3 patcher', () => {
    for (const key of KEYS) {
      expect(has(key, /node_modules[\\/]semver[\\/]/)).toBe(false);
      expect(has(key, /aws-xray-sdk-core[\\/]dist[\\/]lib[\\/]patchers[\\/]aws3_p\.js$/)).toBe(true);
    }
  });

  it('bundle zod with English messages only', () => {
    for (const key of KEYS) {
      const locales = inputs[key].filter((path) => /zod[\\/]v4[\\/]locales[\\/]/.test(path));
      expect(locales.map((path) => path.replace(/.*[\\/]/, ''))).toEqual(['en.js']);
    }
  });
});
