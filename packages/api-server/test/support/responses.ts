import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { errorCatalogue } from '../../src/errors.ts';

/** Asserts a catalogue error with this status. */
export function expectError(response: LightMyRequestResponse, status: 400 | 401 | 403 | 404) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ status, message: errorCatalogue[status] });
}

/** The JSON body of a response that must have this status. */
export function bodyOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}
