import { describe, expect, it } from 'vitest';
import { errorMessageFor, httpStatusOf, toApiError } from './errorCatalogue.ts';

describe('errorMessageFor', () => {
  it('maps the catalogue statuses, a network failure and anything else', () => {
    expect(errorMessageFor({ status: 400 }).id).toBe('api.error.400');
    expect(errorMessageFor({ status: 401 }).id).toBe('api.error.401');
    expect(errorMessageFor({ status: 403 }).id).toBe('api.error.403');
    expect(errorMessageFor({ status: 404 }).id).toBe('api.error.404');
    expect(errorMessageFor({ status: 0 }).id).toBe('api.error.408');
    expect(errorMessageFor({ status: 408 }).id).toBe('api.error.408');
    expect(errorMessageFor({ status: 500 }).id).toBe('api.error.500');
    expect(errorMessageFor({ status: 502 }).id).toBe('api.error.500');
    expect(errorMessageFor({ status: 418 }).id).toBe('api.error.500');
  });
});

describe('toApiError', () => {
  it('keeps the status and the server message', () => {
    expect(toApiError({ status: 403, data: { status: 403, message: 'No.' } })).toEqual({
      status: 403,
      message: 'No.',
    });
  });

  it('uses the catalogue when the body has no message, and 500 for unknown statuses', () => {
    expect(toApiError({ status: 404, data: 'Not Found' }).message).toBe(
      'Requested resource does not exist.',
    );
    expect(toApiError({ status: 418, data: null })).toEqual({
      status: 418,
      message: 'An unexpected error has occured. Please try again later.',
    });
  });

  it('gives status 0 with the 408 message for a network failure or a timeout', () => {
    const noConnection = {
      status: 0,
      message: 'Could not establish connection to the server. Please try again later.',
    };
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual(
      noConnection,
    );
    expect(toApiError({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual(noConnection);
  });

  it('takes the original status of an unparsable error response', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' })).toEqual({
      status: 502,
      message: 'An unexpected error has occured. Please try again later.',
    });
  });

  it('reports a data fetch failure when an answer cannot be read', () => {
    const failure = { status: 500, message: 'Unable to fetch data from api' };
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>' })).toEqual(
      failure,
    );
    expect(toApiError({ status: 'CUSTOM_ERROR', error: 'boom' })).toEqual(failure);
    expect(toApiError(new Error('boom'))).toEqual(failure);
  });

  it('reads the HTTP status of RTK Query failures', () => {
    expect(httpStatusOf({ status: 401, data: null })).toBe(401);
    expect(httpStatusOf({ status: 'FETCH_ERROR' })).toBe(0);
    expect(httpStatusOf(undefined)).toBeUndefined();
  });
});
