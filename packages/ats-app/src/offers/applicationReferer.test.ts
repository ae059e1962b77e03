import { describe, expect, test } from 'vitest';
import { applicationReferer } from './applicationReferer.ts';

const own = 'ats.example.com';

describe('applicationReferer', () => {
  test('is the utm_source parameter when the link carries one, whoever linked', () => {
    expect(
      applicationReferer({
        search: '?utm_source=indeed.com&utm_medium=job',
        documentReferrer: 'https://www.linkedin.com/jobs/view/1',
        ownHostname: own,
      }),
    ).toBe('indeed.com');
    expect(
      applicationReferer({
        search: '?utm_source=%20newsletter%20',
        documentReferrer: '',
        ownHostname: own,
      }),
    ).toBe('newsletter');
  });

  test('is the host name of another site that linked here', () => {
    expect(
      applicationReferer({
        search: '',
        documentReferrer: 'https://www.LinkedIn.com/jobs/view/1?x=y',
        ownHostname: own,
      }),
    ).toBe('www.linkedin.com');
    expect(
      applicationReferer({
        search: '?utm_source=',
        documentReferrer: 'https://indeed.com/',
        ownHostname: own,
      }),
    ).toBe('indeed.com');
  });

  test('is null for a direct link or a link from this site', () => {
    expect(applicationReferer({ search: '', documentReferrer: '', ownHostname: own })).toBeNull();
    expect(
      applicationReferer({
        search: '?page=2',
        documentReferrer: `https://${own}/recruitments/1`,
        ownHostname: own,
      }),
    ).toBeNull();
    expect(
      applicationReferer({ search: '', documentReferrer: 'not an address', ownHostname: own }),
    ).toBeNull();
  });

  test('keeps within the contract bound of 2,048 characters', () => {
    const long = 'x'.repeat(3000);
    expect(
      applicationReferer({ search: `?utm_source=${long}`, documentReferrer: '', ownHostname: own }),
    ).toHaveLength(2048);
  });
});
