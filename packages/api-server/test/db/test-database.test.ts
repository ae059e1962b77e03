import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.ts';

describe('createTestDatabase on PostgreSQL', () => {
  const saved = { kind: process.env.TEST_DB_KIND, url: process.env.TEST_DATABASE_URL };
  afterEach(() => {
    process.env.TEST_DB_KIND = saved.kind;
    if (saved.url === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved.url;
  });

  it('fails, never skips, when TEST_DATABASE_URL is missing or unreachable', async () => {
    process.env.TEST_DB_KIND = 'postgres';
    delete process.env.TEST_DATABASE_URL;
    await expect(createTestDatabase()).rejects.toThrow('needs TEST_DATABASE_URL');
    process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:1/test';
    await expect(createTestDatabase()).rejects.toThrow(
      'TEST_DATABASE_URL is set but PostgreSQL is unreachable',
    );
  });
});
