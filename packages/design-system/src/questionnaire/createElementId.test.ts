import { expect, it } from 'vitest';
import { createElementId } from './createElementId.ts';

it('makes version 4 UUIDs, as the contract requires, different every time', () => {
  const ids = Array.from({ length: 1000 }, createElementId);
  for (const id of ids) {
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  }
  expect(new Set(ids).size).toBe(ids.length);
});
