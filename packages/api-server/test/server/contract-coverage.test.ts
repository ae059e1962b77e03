import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, isDocumentedNonContractRoute } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { listOperations, loadContract } from '../../src/contract/document.ts';
import { handlers } from '../../src/features/index.ts';
import { createTestDatabase } from '../support/database.ts';

const operations = listOperations(loadContract());

interface RegisteredRoute {
  method: string;
  url: string;
  operationId: string | undefined;
}

describe('the contract and the server', () => {
  const registered: RegisteredRoute[] = [];
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: { ...loadConfig({ PORT: '3000' }), staticDir: '/nonexistent' },
      database,
      logger: false,
      onRoute(route: RouteOptions) {
        for (const method of [route.method].flat()) {
          registered.push({ method, url: route.url, operationId: route.config?.operationId });
        }
      },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it('has exactly one handler per operation', () => {
    const operationIds = operations.map((operation) => operation.operationId).sort();
    expect(new Set(operationIds).size).toBe(operationIds.length);
    expect(Object.keys(handlers).sort()).toEqual(operationIds);
  });

  it('registers every operation as a route', () => {
    for (const operation of operations) {
      expect(registered).toContainEqual({
        method: operation.method,
        url: operation.url,
        operationId: operation.operationId,
      });
    }
  });

  it('registers no route outside the contract but the documented exceptions', () => {
    const outside = registered.filter(
      (route) =>
        route.operationId === undefined && !isDocumentedNonContractRoute(route.method, route.url),
    );
    expect(outside).toEqual([]);
  });
});
