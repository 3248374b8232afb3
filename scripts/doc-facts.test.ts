import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointKeys } from '../shared/contract.ts';
import { isWholeList, renderFacts, responseTypes } from './doc-facts.ts';

describe('docs/facts.md', () => {
  it('is generated from the current code (run `npm run docs:facts` after changing what it lists)', () => {
    expect(readFileSync(new URL('../docs/facts.md', import.meta.url), 'utf8')).toBe(renderFacts());
  });

  it('reads every endpoint’s response type, and tells a whole list from a page', () => {
    const types = responseTypes();
    expect([...types.keys()].sort()).toEqual([...endpointKeys].sort());
    expect(isWholeList('User[]')).toBe(true);
    expect(isWholeList('{ message: string; images: TaskImage[] }')).toBe(false);
    expect(isWholeList('FolderList')).toBe(false);
  });
});
