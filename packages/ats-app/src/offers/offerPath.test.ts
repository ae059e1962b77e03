import { describe, expect, test } from 'vitest';
import { recruitmentIdFromPath } from './offerPath.ts';

const id = '0b6c2f4e-8f0a-4c55-9d52-2d9f5a3e7b10';

describe('recruitmentIdFromPath', () => {
  test('reads the recruitment id of /offers/:recruitmentId', () => {
    expect(recruitmentIdFromPath(`/offers/${id}`)).toBe(id);
    expect(recruitmentIdFromPath(`/offers/${id}/`)).toBe(id);
  });

  test('is null for anything else, so the page says the offer is not available', () => {
    expect(recruitmentIdFromPath('/offers/')).toBeNull();
    expect(recruitmentIdFromPath('/offers/42')).toBeNull();
    expect(recruitmentIdFromPath(`/offers/${id}/apply`)).toBeNull();
    expect(recruitmentIdFromPath(`/recruitments/${id}`)).toBeNull();
    expect(recruitmentIdFromPath('/offers/%E0%A4%A')).toBeNull();
  });
});
