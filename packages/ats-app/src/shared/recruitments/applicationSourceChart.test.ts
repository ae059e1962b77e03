import { describe, expect, test } from 'vitest';
import { applicationSourceChart } from './applicationSourceChart.ts';

describe('applicationSourceChart', () => {
  test('names direct links, colours the two job boards, and sorts by count', () => {
    const data = applicationSourceChart(
      [
        { source: 'applied', referer: 'google.com', count: 2 },
        { source: 'applied', referer: null, count: 5 },
        { source: 'applied', referer: 'indeed.com', count: 9 },
        { source: 'applied', referer: 'linkedin.com', count: 7 },
        { source: 'applied', referer: 'pracuj.pl', count: 2 },
      ],
      'direct links',
      (source) => source,
    );
    expect(data).toEqual([
      { id: 'referer:indeed.com', label: 'indeed.com', value: 9, colour: 'orange' },
      { id: 'referer:linkedin.com', label: 'linkedin.com', value: 7, colour: 'violet' },
      { id: 'direct-links', label: 'direct links', value: 5, colour: 'teal' },
      // Equal counts keep the server's order.
      { id: 'referer:google.com', label: 'google.com', value: 2, colour: 'other' },
      { id: 'referer:pracuj.pl', label: 'pracuj.pl', value: 2, colour: 'other' },
    ]);
  });

  test('recognises a job board by an address on it or a subdomain, not by a look-alike', () => {
    const colours = applicationSourceChart(
      [
        { source: 'applied', referer: 'https://www.linkedin.com/jobs/view/123', count: 6 },
        { source: 'applied', referer: 'pl.indeed.com', count: 5 },
        { source: 'applied', referer: 'notlinkedin.com', count: 4 },
        { source: 'applied', referer: 'indeed.com.example.net', count: 3 },
        { source: 'applied', referer: 'LinkedIn.com', count: 2 },
      ],
      'direct links',
      (source) => source,
    ).map((datum) => datum.colour);
    expect(colours).toEqual(['violet', 'orange', 'other', 'other', 'violet']);
  });

  test('makes one "direct links" slice of null and blank referers', () => {
    const data = applicationSourceChart(
      [
        { source: 'applied', referer: null, count: 3 },
        { source: 'applied', referer: '  ', count: 2 },
        { source: 'applied', referer: 'glassdoor.com', count: 4 },
      ],
      'bezpośrednie linki',
      (source) => source,
    );
    expect(data).toEqual([
      { id: 'direct-links', label: 'bezpośrednie linki', value: 5, colour: 'teal' },
      { id: 'referer:glassdoor.com', label: 'glassdoor.com', value: 4, colour: 'other' },
    ]);
  });

  test('has no slices without applications', () => {
    expect(applicationSourceChart([], 'direct links', (source) => source)).toEqual([]);
  });

  test('counts people staff added by their kind, each kind one named slice', () => {
    const data = applicationSourceChart(
      [
        { source: 'applied', referer: 'linkedin.com', count: 4 },
        { source: 'referral', referer: null, count: 3 },
        { source: 'applied', referer: null, count: 2 },
        { source: 'sourced', referer: null, count: 5 },
      ],
      'direct links',
      (source) => ({ referral: 'Polecenie', sourced: 'Wyszukany' })[source as string] ?? source,
    );
    expect(data).toEqual([
      { id: 'source:sourced', label: 'Wyszukany', value: 5, colour: 'other' },
      { id: 'referer:linkedin.com', label: 'linkedin.com', value: 4, colour: 'violet' },
      { id: 'source:referral', label: 'Polecenie', value: 3, colour: 'pink' },
      { id: 'direct-links', label: 'direct links', value: 2, colour: 'teal' },
    ]);
  });
});
