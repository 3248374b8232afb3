/**
 * esbuild plugins that keep code no Lambda runs out of the bundles (docs/architecture.md#lambdas-that-start-fast).
 * Each replaces one module with a smaller one that exports the same names the bundle uses, turns the ES
 * imports of Node's built-ins into requires, or leaves a module of ours in a file of its own loaded at first use.
 */
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * zod's namespace re-exports every locale (`export * as locales`), about 260 KB minified, and the
 * namespace keeps them all wherever the `z` object is imported (the shared schemas import `* as z`, which
 * esbuild tree-shakes, but one such import would bring them back). The API speaks English only (the spec's messages), so the locales module
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
 * The SDK's protocols load event-stream support (its codec and marshallers, about 14 KiB) with a dynamic
 * `import()` when an operation streams events (S3 SelectObjectContent, DynamoDB has none); esbuild inlines
 * that import into every bundle. No function calls such an operation, so the dynamic import gets a module
 * with the same two names that says so if it is ever used. A static import (the S3 client's configuration
 * names `eventStreamSerdeProvider`) still gets the real module.
 */
export const sdkWithoutEventStreams: Plugin = {
  name: 'sdk-without-event-streams',
  setup(build) {
    build.onResolve({ filter: /^@smithy\/core\/event-streams$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, namespace: 'sdk-without-event-streams' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'sdk-without-event-streams' }, () => ({
      contents: [
        'const notBundled = () => { throw new Error("AWS SDK event streams are not bundled in a Lambda (infra/bundle-plugins.ts)"); };',
        'export const EventStreamSerde = notBundled;',
        'export const eventStreamSerdeProvider = notBundled;',
      ].join('\n'),
      loader: 'js',
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

/**
 * An ESM `import` of a Node built-in makes Node build the module's ESM facade, which reads every export, and
 * some exports are getters that load more of Node: `node:http`'s `WebSocket`, `CloseEvent` and `MessageEvent`
 * load Node's bundled undici (15 to 20 ms of a cold start for a module no function uses), `node:util`'s
 * load its argument parser and differ, `node:timers`' its promises API. Powertools (the Logger imports
 * `node:console` and `node:util`), the SDK's HTTP handler (`node:https`) and our own code import built-ins
 * that way, and esbuild hoists such imports to the top of the bundle, so every function paid for them at
 * import. Each such import becomes a `require`, evaluated where the importing module is, which reads no getter.
 */
const BUILTIN = new RegExp(`^(node:)?(${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})$`);

export const builtinsThroughRequire: Plugin = {
  name: 'builtins-through-require',
  setup(build) {
    build.onResolve({ filter: BUILTIN }, (args) => {
      if (args.kind !== 'import-statement' || args.namespace === 'builtins-through-require') return undefined;
      return {
        path: args.path.startsWith('node:') ? args.path : `node:${args.path}`,
        namespace: 'builtins-through-require',
      };
    });
    build.onLoad({ filter: /.*/, namespace: 'builtins-through-require' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/**
 * A module of ours that a function needs only now and then (the SSM parameter of the public base URL, the
 * Secrets Manager secret of the signing key) is imported with `await import('./x.ts')` and bundled as a file
 * of its own beside the function's index.mjs (`LAZY_MODULES` in infra/build-functions.ts): the dynamic import
 * is left to Node as `import('./x.mjs')`, so the client it holds is neither parsed nor evaluated when the
 * function starts. esbuild would otherwise inline it into index.mjs, and a module reached through a dynamic
 * import is bundled with everything it re-exports (every command of the SSM client: 229 KiB instead of 78).
 * `modules`: file name (without `.mjs`) -> absolute path of the source.
 */
export function lazyModules(modules: Readonly<Record<string, string>>): Plugin {
  const nameOf = new Map(Object.entries(modules).map(([name, path]) => [path, name]));
  return {
    name: 'lazy-modules',
    setup(build) {
      build.onResolve({ filter: /\.ts$/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const name = nameOf.get(resolve(args.resolveDir, args.path));
        return name ? { path: `./${name}.mjs`, external: true } : undefined;
      });
    },
  };
}
