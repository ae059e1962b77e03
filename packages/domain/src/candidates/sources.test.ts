import { describe, expect, it } from 'vitest';
import { candidateSources, isCandidateSource, sourceTakesDetail } from './sources.ts';

describe('candidate sources', () => {
  it('lists the six kinds of the issue, applying first', () => {
    expect(candidateSources).toEqual([
      'applied',
      'referral',
      'sourced',
      'agency',
      'event',
      'other',
    ]);
  });

  it('recognises only the listed words', () => {
    expect(isCandidateSource('referral')).toBe(true);
    expect(isCandidateSource('Referral')).toBe(false);
    expect(isCandidateSource('linkedin.com')).toBe(false);
    expect(isCandidateSource(undefined)).toBe(false);
  });

  it('asks for a name only for a referral and an agency', () => {
    expect(candidateSources.filter(sourceTakesDetail)).toEqual(['referral', 'agency']);
  });
});
