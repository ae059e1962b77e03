import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../shared/auth/authSlice.ts';
import { requestLogout } from '../../shared/auth/session.ts';
import type { AppDispatch } from '../../shared/store/types.ts';
import { testUser } from '../../shared/testing/testStore.tsx';
import { createAppStore } from '../store/store.ts';

const anna = testUser;

async function signedInStore() {
  const store = createAppStore({ auth: { ...initialAuthState, status: 'loggedIn', user: anna } });
  await store.attachApi();
  // The api is attached: the store now takes its thunks (the app's own dispatch type).
  return Object.assign(store, { dispatch: store.dispatch as AppDispatch });
}

/** Node's Request refuses relative URLs; the browser resolves them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost:3000') : input, init);
  }
}

/** Answers every fetch with `answer`, and records the requests. */
function stubFetch(answer: () => Response) {
  const requests: Request[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      return answer();
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestLogout', () => {
  it('ends the session with a POST (another site cannot trigger it with a link)', async () => {
    const endSessionUrl = 'http://localhost:3000/dev-idp/session/end?client_id=ats-dev';
    const requests = stubFetch(() => Response.json({ endSessionUrl }));
    const store = await signedInStore();

    const outcome = await store.dispatch(requestLogout());

    expect(outcome).toEqual({ kind: 'endProviderSession', endSessionUrl });
    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['POST', '/api/ATSUsers/Logout'],
    ]);
    expect(store.getState().auth.logoutStatus).toBe('inProgress');
  });

  it('says so when there is no provider session to end, and keeps the user on a failure', async () => {
    stubFetch(() => Response.json({ endSessionUrl: null }));
    const store = await signedInStore();
    expect(await store.dispatch(requestLogout())).toEqual({ kind: 'loggedOut' });

    stubFetch(() => Response.json({ status: 500, message: 'x' }, { status: 500 }));
    const failing = await signedInStore();
    const outcome = await failing.dispatch(requestLogout());
    expect(outcome.kind).toBe('failed');
    expect(failing.getState().auth).toMatchObject({ status: 'loggedIn', user: anna });
  });
});
