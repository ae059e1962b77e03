import { rolePermissions } from '@ats/api-sdk';
import { describe, expect, it } from 'vitest';
import {
  type AuthState,
  authCheckFailed,
  authCheckStarted,
  authCheckSucceeded,
  authSlice,
  type CurrentUser,
  initialAuthState,
  logoutFailed,
  logoutStarted,
  logoutSucceeded,
  sessionExpired,
} from './authSlice.ts';

const reduce = authSlice.reducer;
const anna: CurrentUser = {
  id: 'user-1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'recruiter@example.com',
  role: 'Administrator',
  permissions: [...rolePermissions.Administrator],
};
const networkError = { status: 0, message: 'Could not establish connection to the server.' };

function stateAfter(...actions: Parameters<typeof reduce>[1][]): AuthState {
  return actions.reduce(reduce, initialAuthState);
}

const loggedIn = stateAfter(authCheckStarted(), authCheckSucceeded(anna));

describe('auth state machine', () => {
  it('starts unknown', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      status: 'unknown',
      user: null,
      logoutStatus: 'idle',
      logoutError: null,
    });
  });

  it('checks, then logs in with the user', () => {
    expect(stateAfter(authCheckStarted()).status).toBe('checking');
    expect(loggedIn).toMatchObject({ status: 'loggedIn', user: anna });
  });

  it('checks, then logs out when the current user cannot be fetched', () => {
    expect(stateAfter(authCheckStarted(), authCheckFailed())).toMatchObject({
      status: 'loggedOut',
      user: null,
    });
  });

  it('ignores check results that arrive outside a check', () => {
    expect(stateAfter(authCheckSucceeded(anna)).status).toBe('unknown');
    expect(stateAfter(authCheckFailed()).status).toBe('unknown');
    const afterLogout = stateAfter(authCheckStarted(), authCheckFailed(), authCheckSucceeded(anna));
    expect(afterLogout).toMatchObject({ status: 'loggedOut', user: null });
  });

  it('starts a check only once', () => {
    expect(reduce(loggedIn, authCheckStarted())).toBe(loggedIn);
  });

  it('refreshes the user of a signed-in session', () => {
    const renamed = { ...anna, lastName: 'Nowak' };
    expect(reduce(loggedIn, authCheckSucceeded(renamed)).user).toEqual(renamed);
  });

  it('logs the user out on any 401, whatever was going on', () => {
    const inProgress = reduce(loggedIn, logoutStarted());
    for (const state of [loggedIn, inProgress, stateAfter(authCheckStarted())]) {
      expect(reduce(state, sessionExpired())).toEqual({ ...initialAuthState, status: 'loggedOut' });
    }
  });

  it('runs a logout: in progress, then logged out', () => {
    const inProgress = reduce(loggedIn, logoutStarted());
    expect(inProgress).toMatchObject({ status: 'loggedIn', logoutStatus: 'inProgress' });
    expect(reduce(inProgress, logoutSucceeded())).toEqual({
      ...initialAuthState,
      status: 'loggedOut',
    });
  });

  it('keeps the user signed in and the error when a logout fails', () => {
    const failed = stateAfter(
      authCheckStarted(),
      authCheckSucceeded(anna),
      logoutStarted(),
      logoutFailed(networkError),
    );
    expect(failed).toMatchObject({
      status: 'loggedIn',
      user: anna,
      logoutStatus: 'failed',
      logoutError: networkError,
    });
  });

  it('clears the kept error when the user tries again', () => {
    const retried = stateAfter(
      authCheckStarted(),
      authCheckSucceeded(anna),
      logoutStarted(),
      logoutFailed(networkError),
      logoutStarted(),
    );
    expect(retried).toMatchObject({ logoutStatus: 'inProgress', logoutError: null });
  });

  it('ignores logout steps that do not follow a started logout', () => {
    expect(stateAfter(logoutStarted()).logoutStatus).toBe('idle');
    expect(reduce(loggedIn, logoutSucceeded())).toBe(loggedIn);
    expect(reduce(loggedIn, logoutFailed(networkError))).toBe(loggedIn);
  });
});
