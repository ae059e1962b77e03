/** For component tests of screens and dialogs: a store with the api, and a stubbed fetch. */
import { rolePermissions, type StaffRole } from '@ats/api-sdk';
import { api, type CurrentUser } from '@ats/api-sdk/rtk';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { authSlice, initialAuthState } from '../auth/authSlice.ts';

export const testUser = {
  id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a00aa',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'recruiter@example.com',
  role: 'Administrator' as const,
  permissions: [...rolePermissions.Administrator],
};

/** Node's Request refuses relative URLs; the browser resolves them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost:3000') : input, init);
  }
}

/** Answers every request through `respond`, and records them. */
export function stubApi(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request.clone());
      return respond(request);
    }),
  );
  return requests;
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/** The test user in another role (its permissions with it). */
export function testUserAs(role: StaffRole): CurrentUser {
  return { ...testUser, role, permissions: [...rolePermissions[role]] };
}

/**
 * Renders with the signed-in test user (an administrator unless `user` says otherwise), the
 * RTK Query api and English texts.
 */
export function renderWithApi(ui: ReactNode, options: { user?: CurrentUser } = {}) {
  const user: CurrentUser = options.user ?? testUser;
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authSlice.reducer },
    preloadedState: { auth: { ...initialAuthState, status: 'loggedIn' as const, user } },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <IntlProvider locale="en">{ui}</IntlProvider>
    </Provider>,
  );
  return store;
}
