/**
 * esbuild plugins that keep code no Lambda runs out of the bundles (docs/architecture.md#lambdas-that-start-fast).
 * Each replaces one module with a smaller one that exports the same names the bundle uses.
 */
import { dirname } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * zod's namespace re-exports every locale (`export * as locales`), about 260 KB minified, and the
 * namespace keeps them all. The API speaks English only (the spec's messages), so the locales module
 * is replaced by one that offers English alone; zod registers English itself on first use.
 */
export const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
      if (!/[\\/]zod[\\/]/.test(args.importer)) return undefined;
      return { path: `${dirname(args.importer)}/../locales/en.js`, namespace: 'zod-english-only' };
    });
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * Lambda hands a function its role's credentials in environment variables, and the local stack does the
 * same for the emulators. The SDK's default chain also carries SSO, INI files, web identity, process and
 * instance-metadata providers with their own STS and SSO clients (about 100 KB); only the environment
 * provider is kept.
 */
export const credentialsFromEnvironment: Plugin = {
  name: 'credentials-from-environment',
  setup(build) {
    build.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, (args) => ({
      path: 'credential-provider-node',
      namespace: 'credentials-from-environment',
      pluginData: { resolveDir: args.resolveDir },
    }));
    build.onLoad({ filter: /.*/, namespace: 'credentials-from-environment' }, (args) => ({
      contents: "export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';",
      resolveDir: (args.pluginData as { resolveDir: string }).resolveDir,
    }));
  },
};
