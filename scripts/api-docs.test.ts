import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from './api-docs.ts';

describe('docs/api.md', () => {
  it('is generated from the current contract (run `npm run docs:api` after changing it)', () => {
    expect(readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8')).toBe(renderApiDocs());
  });
});
