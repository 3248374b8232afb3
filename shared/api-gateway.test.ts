import { describe, expect, it } from 'vitest';
import { isBinaryMediaType } from './api-gateway.ts';

describe('isBinaryMediaType', () => {
  it.each([
    ['multipart/form-data; boundary=x', true],
    ['image/png', true],
    ['application/octet-stream', true],
    ['application/json', false],
    ['text/plain', false],
    [undefined, false],
  ])('%s -> %s', (type, expected) => {
    expect(isBinaryMediaType(type)).toBe(expected);
  });
});
