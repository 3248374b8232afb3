import { describe, expect, it } from 'vitest';
import { ulid } from './ids.ts';

describe('ids', () => {
  it('ids made in the same millisecond sort in the order they were made', () => {
    const at = Date.UTC(2026, 10, 23, 12);
    const ids = Array.from({ length: 200 }, () => ulid(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(200);
  });
});

describe('ids keep their time', () => {
  it('an id made for an earlier time carries that time, after one made for a later time', () => {
    const later = ulid(Date.UTC(2026, 10, 23, 12));
    const earlier = ulid(Date.UTC(2026, 10, 1, 12));
    expect(earlier < later).toBe(true);
  });
});
