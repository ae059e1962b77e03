import { describe, expect, test } from 'vitest';
import { applicationSourceChart } from './applicationSourceChart.ts';

describe('applicationSourceChart', () => {
  test('names direct links, colours the two job boards, and sorts by count', () => {
    const data = applicationSourceChart(
      [
        { referer: 'google.com', count: 2 },
        { referer: null, count: 5 },
        { referer: 'indeed.com', count: 9 },
        { referer: 'linkedin.com', count: 7 },
        { referer: 'pracuj.pl', count: 2 },
      ],
      'direct links',
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
        { referer: 'https://www.linkedin.com/jobs/view/123', count: 6 },
        { referer: 'pl.indeed.com', count: 5 },
        { referer: 'notlinkedin.com', count: 4 },
        { referer: 'indeed.com.example.net', count: 3 },
        { referer: 'LinkedIn.com', count: 2 },
      ],
      'direct links',
    ).map((datum) => datum.colour);
    expect(colours).toEqual(['violet', 'orange', 'other', 'other', 'violet']);
  });

  test('makes one "direct links" slice of null and blank referers', () => {
    const data = applicationSourceChart(
      [
        { referer: null, count: 3 },
        { referer: '  ', count: 2 },
        { referer: 'glassdoor.com', count: 4 },
      ],
      'bezpośrednie linki',
    );
    expect(data).toEqual([
      { id: 'direct-links', label: 'bezpośrednie linki', value: 5, colour: 'teal' },
      { id: 'referer:glassdoor.com', label: 'glassdoor.com', value: 4, colour: 'other' },
    ]);
  });

  test('has no slices without applications', () => {
    expect(applicationSourceChart([], 'direct links')).toEqual([]);
  });
});
