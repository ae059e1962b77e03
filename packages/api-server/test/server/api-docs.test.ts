import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractPath } from '@ats/api-sdk/contract';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { useTestApp } from '../support/app.ts';

/*
 * The API reference (/api/docs) links to the SDK's usage and offers the contract as a
 * download: the file as written, and the SDK's README that the link opens.
 */
describe('the API reference', () => {
  const testApp = useTestApp();

  it('offers the contract file, as written, to download', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.yaml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/yaml/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="openapi.yaml"');
    expect(response.body).toBe(readFileSync(contractPath, 'utf8'));
    expect(parse(response.body).openapi).toMatch(/^3\.1\./);
  });

  it('serves the SDK usage that the reference page links to', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/sdk.md' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(
      readFileSync(path.join(path.dirname(contractPath), 'README.md'), 'utf8'),
    );
    expect(response.body).toContain('createApiClient');
    // Servers and scripts: the API token (issue 28), its scopes and what 401/403/429 mean.
    expect(response.body).toContain('token: process.env.ATS_TOKEN');
    expect(response.body).toMatch(/\| 403 +\| The token lacks a scope/);
  });

  it("shows both links in the page's introduction, after the contract's own", async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(page.statusCode).toBe(200);
    const { description } = page.json().info as { description: string };
    const contract = parse(readFileSync(contractPath, 'utf8'));
    expect(description.startsWith(contract.info.description)).toBe(true);
    expect(description).toContain('](/api/docs/openapi.yaml)');
    expect(description).toContain('](/api/docs/sdk.md)');
    // Both credentials: the bearer token beside the session cookie.
    expect(description).toContain('`Authorization: Bearer <token>`');
    expect(description).toContain('`ats_session`');
    expect(description).not.toContain('no bearer tokens');
    // The contract itself stays as written.
    const raw = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(raw.json().info.description).toBe(contract.info.description);
  });
});
