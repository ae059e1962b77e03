import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './idempotencyKey.ts';

describe('useIdempotencyKey', () => {
  it('keeps the key while the request is the same, and makes a new one when it changes', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const keyFor = result.current;
    const first = keyFor({ text: 'Call back on Monday' });
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    expect(keyFor({ text: 'Call back on Monday' })).toBe(first);
    const changed = keyFor({ text: 'Call back on Tuesday' });
    expect(changed).not.toBe(first);
    // Back to the first text: a new action, a new key (the old one may have written it).
    expect(keyFor({ text: 'Call back on Monday' })).not.toBe(first);
  });
});
