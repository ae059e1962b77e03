import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './emailAddress.ts';

describe('isEmailAddress', () => {
  it('takes an address with a dotted domain', () => {
    for (const address of ['name@example.com', 'Zofia.Nowak+cv@mail.example.pl', 'a@b.co']) {
      expect(isEmailAddress(address)).toBe(true);
    }
  });

  it('refuses a domain without a dot, spaces and stray characters', () => {
    for (const address of [
      'zofia@example',
      'zofia',
      'zofia@',
      '@example.com',
      'zo fia@example.com',
      'zofia@@example.com',
      'zofia..nowak@example.com',
      'zofia@exa_mple.com',
      ' zofia@example.com',
    ]) {
      expect(isEmailAddress(address)).toBe(false);
    }
  });
});
