/**
 * L2: path parameters are checked by the contract like bodies and queries: an id of any length or shape
 * answers 400 with a JSON error, never 500 (DynamoDB refuses keys over 2,048 bytes).
 */
import { describe, expect, it } from 'vitest';
import { contract, type EndpointKey, endpointKeys } from '../../shared/contract.ts';
import { asAdmin, call } from '../support/api.ts';
import { pathFor } from '../support/contract-requests.ts';

const withParams = endpointKeys.filter((k) => /\{\w+\}/.test(contract[k].path));

describe('L2: path parameters', () => {
  it('covers the endpoints that have them', () => {
    expect(withParams.length).toBeGreaterThan(20);
  });

  it.each(withParams)(
    'L2: %s answers 400, not 500, to a 2,049-byte or oddly shaped parameter',
    async (key: EndpointKey) => {
      const def = contract[key];
      const token = await asAdmin();
      const names = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      for (const bad of ['x'.repeat(2049), 'a/b', '../../etc', ' ', '%00', 'ä'.repeat(1100)]) {
        for (const name of names) {
          const res = await call<{ error?: string }>(pathFor(key, { [name]: bad }), {
            method: def.method,
            token,
            ...(def.method !== 'GET' && def.method !== 'DELETE' && { body: {} }),
          });
          const label = `${key} ${name}=${bad.slice(0, 12)}`;
          expect(res.status, label).toBeLessThan(500);
          expect([400, 404], label).toContain(res.status);
          if (res.status === 400 && !(res.headers.get('content-type') ?? '').includes('text/html')) {
            expect(res.body, label).toEqual({ error: expect.any(String) });
          }
        }
      }
    },
  );
});
