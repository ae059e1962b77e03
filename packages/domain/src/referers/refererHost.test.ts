import { describe, expect, it } from 'vitest';
import { refererHost } from './refererHost.ts';

describe('refererHost', () => {
  it.each([
    ['WWW.LinkedIn.com:443', 'linkedin.com'],
    ['https://www.linkedin.com/jobs/view/123?trk=abc', 'linkedin.com'],
    ['https://jan:secret@www.LinkedIn.com:8443/jobs?q=Jan+Kowalski#apply', 'linkedin.com'],
    ['www.linkedin.com', 'linkedin.com'],
    ['linkedin.com', 'linkedin.com'],
    ['linkedin.com.', 'linkedin.com'],
    ['linkedin.com/jobs', 'linkedin.com'],
    ['  justjoin.it  ', 'justjoin.it'],
    ['pl.linkedin.com', 'pl.linkedin.com'],
    ['www.pracuj.pl', 'pracuj.pl'],
    ['http://localhost:3000/offer', 'localhost'],
    ['Newsletter', 'newsletter'],
    // `www.` stays when no dotted name would remain.
    ['www.com', 'www.com'],
    ['www', 'www'],
  ])('%s is stored as %s', (referer, host) => {
    expect(refererHost(referer)).toBe(host);
  });

  it.each([
    [null],
    [''],
    ['   '],
    ['Jan Kowalski <jan.kowalski@example.com>'],
    ['javascript:alert(1)'],
    ['file:///etc/passwd'],
    ['http://[::1]:8080/'],
    ['zażółć.pl'],
    ['-linkedin.com'],
    [`${'a'.repeat(64)}.com`],
    [Array(128).fill('a').join('.')],
  ])('%s names no host (a direct link)', (referer) => {
    expect(refererHost(referer)).toBeNull();
  });

  it('changes nothing it already gave', () => {
    for (const referer of ['https://WWW.Indeed.com:443/x', 'www.www.example.com', 'A.B.C.']) {
      const host = refererHost(referer);
      expect(refererHost(host)).toBe(host);
    }
  });
});
