import { describe, expect, it } from 'vitest';
import { findStaleFiles } from '../scripts/generate.ts';

describe('generated code', () => {
  it('matches openapi.yaml (run `pnpm generate` when this fails)', async () => {
    expect(await findStaleFiles()).toEqual([]);
  });
});
