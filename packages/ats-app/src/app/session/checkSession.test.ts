import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSlice, initialAuthState } from '../../shared/auth/authSlice.ts';
import { testUser } from '../../shared/testing/testStore.tsx';
import { checkSession } from './checkSession.ts';

const anna = testUser;

function signedOutStore() {
  return configureStore({
    reducer: { [authSlice.reducerPath]: authSlice.reducer },
    preloadedState: { auth: initialAuthState },
  });
}

/** Answers every fetch with `answer` (or fails, like fetch without a connection). */
function stubFetch(answer: Response | Error) {
  const fetchStub = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkSession', () => {
  it('signs the user in with what GET /api/ATSUsers/Current answers', async () => {
    const fetchStub = stubFetch(Response.json({ ...anna, extra: 'not kept' }));
    const store = signedOutStore();
    const checking = store.dispatch(checkSession());
    expect(store.getState().auth.status).toBe('checking');
    await checking;
    expect(fetchStub).toHaveBeenCalledWith('/api/ATSUsers/Current', expect.anything());
    expect(store.getState().auth).toMatchObject({ status: 'loggedIn', user: anna });
  });

  it('signs nobody in on a 401 or without a connection', async () => {
    stubFetch(Response.json({ status: 401, message: 'no session' }, { status: 401 }));
    const refused = signedOutStore();
    await refused.dispatch(checkSession());
    expect(refused.getState().auth.status).toBe('loggedOut');

    stubFetch(new TypeError('Failed to fetch'));
    const offline = signedOutStore();
    await offline.dispatch(checkSession());
    expect(offline.getState().auth.status).toBe('loggedOut');
  });

  it('asks only once', async () => {
    const currentUser = vi.fn(async () => anna);
    const store = signedOutStore();
    await Promise.all([
      store.dispatch(checkSession(currentUser)),
      store.dispatch(checkSession(currentUser)),
    ]);
    await store.dispatch(checkSession(currentUser));
    expect(currentUser).toHaveBeenCalledTimes(1);
  });
});
