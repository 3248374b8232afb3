/**
 * Room to grow (issue: an API that can grow to 3x today's endpoints): today's stacks stay under their
 * ceiling, and the same app with a contract tripled by made-up endpoints (two more copies of every
 * feature area, each its own feature stack) still synthesizes, cdk-nag clean, with no stack past 400.
 */
import { Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointKeys, features } from '#shared/contract.ts';
import type { EndpointShape } from '../../infra/constructs/contract-api.ts';
import { type FunctionPermissions, functionPermissions } from '../../infra/function-permissions.ts';
import { apiTemplates, removeTempDirs, type Synthesized, stubBundles, synthesize, templateOf } from './synth.ts';

/** A feature stack's ceiling; the API stack (paths and methods' parents) may hold up to 400. */
const FEATURE_CEILING = 250;
const STACK_CEILING = 400;

const count = (s: Synthesized) =>
  apiTemplates(s).map((t) => Object.keys(t.toJSON().Resources as Record<string, unknown>).length);

/** Every feature area again as `<area>-copy<n>`, its keys `<key>Copy<n>`, its paths under /api/copy<n>. */
function tripled() {
  const out: Record<string, Record<string, EndpointShape>> = { ...features };
  const permissions: Record<string, FunctionPermissions> = { ...functionPermissions };
  for (const n of [1, 2]) {
    for (const [area, endpoints] of Object.entries(features)) {
      const copy: Record<string, EndpointShape> = {};
      for (const [key, def] of Object.entries(endpoints)) {
        copy[`${key}Copy${n}`] = { method: def.method, path: def.path.replace(/^\/api/, `/api/copy${n}`) };
        permissions[`${key}Copy${n}`] = functionPermissions[key as keyof typeof functionPermissions];
      }
      out[`${area}-copy${n}`] = copy;
    }
  }
  return { features: out, permissions };
}

describe('room to grow', () => {
  let today: Synthesized;
  let grown: Synthesized;
  beforeAll(() => {
    today = synthesize({ bundleDir: stubBundles() });
    const big = tripled();
    const keys = Object.values(big.features).flatMap((e) => Object.keys(e));
    grown = synthesize({ bundleDir: stubBundles(keys), features: big.features, permissions: big.permissions });
  });
  afterAll(() => removeTempDirs());

  it('today: every feature stack under 250 resources, the API stack too', () => {
    const [api = 0, ...featureStacks] = count(today);
    console.log(`resources today: API stack ${api}, feature stacks ${featureStacks.join(', ')}`);
    expect(featureStacks).toHaveLength(Object.keys(features).length);
    for (const n of featureStacks) expect(n).toBeLessThan(FEATURE_CEILING);
    expect(api).toBeLessThan(FEATURE_CEILING);
  });

  it('three times the endpoints synthesize (cdk-nag clean) with no stack past 400', () => {
    const [api = 0, ...featureStacks] = count(grown);
    const endpoints = grown.stateless.endpoints.functions.size;
    console.log(`resources with ${endpoints} endpoints: API stack ${api}, feature stacks ${featureStacks.join(', ')}`);
    expect(endpoints).toBe(3 * endpointKeys.length);
    expect(featureStacks).toHaveLength(3 * Object.keys(features).length);
    for (const n of [api, ...featureStacks]) expect(n).toBeLessThan(STACK_CEILING);
    for (const n of featureStacks) expect(n).toBeLessThan(FEATURE_CEILING);
    // Each made-up endpoint got its own function in its own area's stack.
    const copy = grown.stateless.endpoints.functions.get('loginCopy2');
    expect(copy && Stack.of(copy).node.id).toBe('AccessCopy2Endpoints');
    expect(templateOf(copy as NonNullable<typeof copy>)).toBeDefined();
  });
});
