import type { CurrentUser, paths } from '@ats/api-sdk';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  type AuthState,
  authCheckFailed,
  authCheckStarted,
  authCheckSucceeded,
  selectAuthStatus,
} from '../../shared/auth/authSlice.ts';

/**
 * The contract's "who is signed in" call; the compiler holds the path to the contract. The
 * SDK's clients are left out on purpose: this runs before the login screen, which loads
 * neither RTK Query (see store.ts) nor, through the SDK's entry, its client and constants.
 */
const currentUserPath = '/api/ATSUsers/Current' satisfies keyof paths;
type CurrentUserAnswer =
  paths[typeof currentUserPath]['get']['responses'][200]['content']['application/json'];

/** Asks the server who is signed in: the user, or null (401, no connection, any failure). */
export type FetchCurrentUser = () => Promise<CurrentUser | null>;

const fetchCurrentUser: FetchCurrentUser = async () => {
  try {
    const response = await fetch(currentUserPath, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    return response.ok ? ((await response.json()) as CurrentUserAnswer) : null;
  } catch {
    return null;
  }
};

/**
 * Checks the session once at start-up: unknown -> checking -> loggedIn | loggedOut. Calling
 * it again (React's development double effects) does nothing.
 */
export function checkSession(currentUser: FetchCurrentUser = fetchCurrentUser) {
  return async (
    dispatch: Dispatch<UnknownAction>,
    getState: () => { auth: AuthState },
  ): Promise<void> => {
    if (selectAuthStatus(getState()) !== 'unknown') return;
    dispatch(authCheckStarted());
    const user = await currentUser();
    if (user) {
      const { id, firstName, lastName, email, role, permissions } = user;
      dispatch(authCheckSucceeded({ id, firstName, lastName, email, role, permissions }));
    } else {
      dispatch(authCheckFailed());
    }
  };
}
