import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, filesApi } from '../src/rtk/index.ts';

const id = '5b1f6a43-6a5e-4c53-9c1c-3f0a1f1d2c11';
const origin = 'http://127.0.0.1:3000';

/** Node's Request refuses relative URLs; the browser resolves them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, origin) : input, init);
  }
}

let status: number;

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async () =>
    status === 204
      ? new Response(null, { status })
      : new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function readFile() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
  return store.dispatch(
    filesApi.endpoints.getJobApplicationFile.initiate({
      jobApplicationId: id,
      fileIdentifier: id,
    }),
  );
}

/** A resume shows only at status 200 (spec part 2 §7 "needs status 200 to show"). */
describe('getJobApplicationFile', () => {
  it('gives the file as a Blob at 200', async () => {
    status = 200;
    const result = await readFile();
    expect(result.data).toBeInstanceOf(Blob);
    expect(result.error).toBeUndefined();
  });

  it.each([203, 204, 206])('fails at %i', async (otherStatus) => {
    status = otherStatus;
    const result = await readFile();
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: otherStatus });
  });
});
