import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../src/errors.ts';
import { useTestApp } from '../../support/app.ts';
import { signIn } from '../../support/sign-in.ts';

describe('settings lists', () => {
  const testApp = useTestApp();
  let cookie: string;

  beforeAll(async () => {
    cookie = await signIn(testApp.app);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  it('lists currencies by ISO code', async () => {
    const response = await get('/api/Settings/Currencies');
    expect(response.statusCode).toBe(200);
    const currencies = response.json<{ id: string; name: string }[]>();
    expect(currencies).toContainEqual({ id: 'PLN', name: 'Polish złoty' });
    expect(currencies).toContainEqual({ id: 'EUR', name: 'Euro' });
    const ids = currencies.map(({ id }) => id);
    expect(ids).toEqual([...ids].sort());
  });

  it('lists the five stage types by value', async () => {
    const response = await get('/api/Settings/StageTypes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 0, name: 'RejectedApplication' },
      { id: 1, name: 'RejectedCustom' },
      { id: 2, name: 'New' },
      { id: 3, name: 'Custom' },
      { id: 4, name: 'Hired' },
    ]);
  });

  it('lists the languages, English first, each in its own name', async () => {
    for (const acceptLanguage of ['en', 'pl']) {
      const response = await get('/api/Settings/Languages', { 'accept-language': acceptLanguage });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: 'en', name: 'English' },
        { id: 'pl', name: 'Polski' },
      ]);
    }
  });

  it('lists IANA time zones by standard offset', async () => {
    const response = await get('/api/Settings/TimeZones');
    expect(response.statusCode).toBe(200);
    const zones = response.json<{ id: string; displayName: string }[]>();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContainEqual({ id: 'Europe/Warsaw', displayName: '(UTC+01:00) Europe/Warsaw' });
    expect(zones).toContainEqual({ id: 'UTC', displayName: '(UTC+00:00) UTC' });
    const offsets = zones.map(({ displayName }) => {
      const [, sign, hours, minutes] = /^\(UTC([+-])(\d\d):(\d\d)\)/.exec(displayName) ?? [];
      return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
    });
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('answers 401 when signed out', async () => {
    for (const list of ['Currencies', 'StageTypes', 'Languages', 'TimeZones']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/Settings/${list}` });
      expect(response.statusCode, list).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: errorCatalogue[401] });
    }
  });
});
