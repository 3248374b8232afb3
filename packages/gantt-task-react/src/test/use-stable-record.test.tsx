// @vitest-environment happy-dom

import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableRecord } from '../helpers/use-stable-record';

describe('useStableRecord', () => {
  it('keeps the first record while its values stay the same, and takes a changed one', () => {
    const first = { bar: '#111', milestone: '#222' };
    const { result, rerender } = renderHook((record: typeof first) => useStableRecord(record), {
      initialProps: first,
    });
    rerender({ bar: '#111', milestone: '#222' });
    expect(result.current).toBe(first);
    const changed = { bar: '#111', milestone: '#333' };
    rerender(changed);
    expect(result.current).toBe(changed);
    rerender({ bar: '#111', milestone: '#333' });
    expect(result.current).toBe(changed);
  });
});
