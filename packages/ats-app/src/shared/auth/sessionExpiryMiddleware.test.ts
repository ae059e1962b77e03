import { rolePermissions } from '@ats/api-sdk';
import { configureStore, createAsyncThunk } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { authCheckStarted, authCheckSucceeded, authSlice } from './authSlice.ts';
import { sessionExpiryMiddleware } from './sessionExpiryMiddleware.ts';

// Rejects the way RTK Query's fetchBaseQuery does: with the HTTP status in the payload.
const failingCall = createAsyncThunk(
  'api/executeQuery',
  async (status: number | 'FETCH_ERROR', { rejectWithValue }) =>
    rejectWithValue({ status, data: { status, message: 'failed' } }),
);

function signedInStore() {
  const store = configureStore({
    reducer: { [authSlice.reducerPath]: authSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(sessionExpiryMiddleware),
  });
  store.dispatch(authCheckStarted());
  store.dispatch(
    authCheckSucceeded({
      id: 'user-1',
      firstName: 'Anna',
      lastName: 'Kowalska',
      email: 'a@example.com',
      role: 'Administrator',
      permissions: [...rolePermissions.Administrator],
    }),
  );
  return store;
}

describe('sessionExpiryMiddleware', () => {
  it('logs the user out when a call is answered with 401', async () => {
    const store = signedInStore();
    await store.dispatch(failingCall(401));
    expect(store.getState().auth.status).toBe('loggedOut');
  });

  it.each([400, 403, 404, 500, 'FETCH_ERROR'] as const)(
    'keeps the session on %s',
    async (status) => {
      const store = signedInStore();
      await store.dispatch(failingCall(status));
      expect(store.getState().auth.status).toBe('loggedIn');
    },
  );
});
