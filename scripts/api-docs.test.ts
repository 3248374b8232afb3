import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDocs, renderRoutes } from './api-docs.ts';

describe('docs/api.md', () => {
  it('is generated from the current contract (run `npm run docs:api` after changing it)', () => {
    expect(readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8')).toBe(renderApiDocs());
  });

  it('shared/routes.generated.ts is generated from the current contract', () => {
    expect(readFileSync(new URL('../shared/routes.generated.ts', import.meta.url), 'utf8')).toBe(renderRoutes());
  });
});
