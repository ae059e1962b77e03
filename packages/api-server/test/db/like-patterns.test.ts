import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from '../../src/db/like-patterns.ts';

describe('LIKE patterns from typed text', () => {
  it('takes %, _ and \\ literally', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('')).toBe('%%');
  });
});
