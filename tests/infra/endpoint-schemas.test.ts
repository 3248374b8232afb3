/**
 * A Lambda bundle builds only its own endpoint's schemas (docs/architecture.md#lambdas-that-start-fast): every
 * handler is bundled with the production options, names kept, and no other endpoint's body or query schema
 * may be defined in it, unless its own endpoint declares the same one. A probe handler that imports its whole
 * area of the contract, as handlers did before, shows the check fails.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type EndpointKey, endpointKeys } from '#shared/contract.ts';
import { bundleOptions, handlerSource, ROOT } from '../../infra/build-functions.ts';
import { removeTempDirs, tempDir } from './synth.ts';

/** Every exported schema of shared/schemas/, by the object it is: the name a bundle defines it under. */
async function schemaNames(): Promise<Map<unknown, string>> {
  const names = new Map<unknown, string>();
  const dir = join(ROOT, 'shared', 'schemas');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'object' && value !== null && 'safeParse' in value) names.set(value, name);
    }
  }
  return names;
}

let declaredSchemas: Map<EndpointKey, string[]>;
let bundles: Map<string, string>;

function schemasOf(key: EndpointKey, names: Map<unknown, string>): string[] {
  const entry = contract[key] as { body?: unknown; query?: unknown };
  return [entry.body, entry.query]
    .filter((s) => s !== undefined)
    .map((s) => names.get(s) ?? `unnamed schema of ${key}`);
}

/** The other endpoints' schemas a bundle of `key` defines (a name esbuild renamed gets a number). */
function othersSchemasIn(code: string, key: EndpointKey): string[] {
  const own = new Set(declaredSchemas.get(key));
  const others = new Set([...declaredSchemas.values()].flat().filter((name) => !own.has(name)));
  return [...others].filter((name) => new RegExp(`^var ${name}\\d* = `, 'm').test(code)).sort();
}

const PROBE = 'probe-whole-area';

beforeAll(async () => {
  const names = await schemaNames();
  declaredSchemas = new Map(endpointKeys.map((key) => [key, schemasOf(key, names)]));
  const outDir = tempDir('endpoint-schemas-');
  // The probe: getTask's handler as it was written before, taking its entry from the whole tasks area.
  const probe = join(outDir, `${PROBE}.ts`);
  writeFileSync(
    probe,
    [
      `import { taskEndpoints } from ${JSON.stringify(join(ROOT, 'shared/endpoints/tasks.ts'))};`,
      `import { endpoint } from ${JSON.stringify(join(ROOT, 'functions/commons/endpoint.ts'))};`,
      `import { getTask } from ${JSON.stringify(join(ROOT, 'functions/domain/construction-tasks.ts'))};`,
      "export const handler = endpoint('getTask', taskEndpoints.getTask, ({ caller, params, now }) => getTask(caller, params.id, now));",
    ].join('\n'),
  );
  const entryPoints = Object.fromEntries([...endpointKeys.map((key) => [key, handlerSource(key)]), [PROBE, probe]]);
  // Production options, but names and module comments kept, so a schema's constant can be found by its name.
  await build({ ...bundleOptions(join(outDir, 'out'), false), minify: false, sourcemap: false, entryPoints });
  bundles = new Map(
    [...endpointKeys, PROBE].map((name) => [name, readFileSync(join(outDir, 'out', `${name}.mjs`), 'utf8')]),
  );
}, 180_000);
afterAll(removeTempDirs);

describe('Lambda bundles and the contract', () => {
  it('every endpoint with a body or query has its schemas named in shared/schemas', () => {
    const unnamed = [...declaredSchemas.values()].flat().filter((name) => name.startsWith('unnamed'));
    expect(unnamed).toEqual([]);
    expect(declaredSchemas.get('createTask')).toEqual(['createTaskBody']);
  });

  it("a handler's bundle defines its own endpoint's schemas", () => {
    for (const key of ['createTask', 'login', 'createShareLink', 'listFolders'] as const) {
      for (const name of declaredSchemas.get(key) ?? []) {
        expect(bundles.get(key), `${key}: ${name}`).toMatch(new RegExp(`^var ${name}\\d* = `, 'm'));
      }
    }
  });

  it("no handler's bundle defines another endpoint's schema", () => {
    const found = Object.fromEntries(
      endpointKeys
        .map((key) => [key, othersSchemasIn(bundles.get(key) ?? '', key)] as const)
        .filter(([, names]) => names.length > 0),
    );
    expect(found).toEqual({});
  });

  it('the check fails on a handler that takes its entry from its whole area of the contract', () => {
    const found = othersSchemasIn(bundles.get(PROBE) ?? '', 'getTask');
    expect(found).toEqual(expect.arrayContaining(['createTaskBody', 'updateTaskBody', 'noteBody', 'rescheduleBody']));
  });
});
