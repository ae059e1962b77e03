import type { ApiError } from '@ats/api-sdk';
import type { CurrentUser } from '@ats/api-sdk/rtk';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user, as `GET /api/ATSUsers/Current` answers. */
export type { CurrentUser };

/**
 * Where the session stands (spec part 1 §4):
 * unknown -> checking -> loggedIn | loggedOut; any 401 -> loggedOut.
 */
export type AuthStatus = 'unknown' | 'checking' | 'loggedIn' | 'loggedOut';

/** Progress of a logout: idle -> inProgress -> (loggedOut) | failed, with the error kept. */
export type LogoutStatus = 'idle' | 'inProgress' | 'failed';

export interface AuthState {
  status: AuthStatus;
  /** Set exactly when status is loggedIn. */
  user: CurrentUser | null;
  logoutStatus: LogoutStatus;
  /** The reason of the last failed logout; cleared when a new logout starts. */
  logoutError: ApiError | null;
}

export const initialAuthState: AuthState = {
  status: 'unknown',
  user: null,
  logoutStatus: 'idle',
  logoutError: null,
};

const loggedOut: AuthState = { ...initialAuthState, status: 'loggedOut' };

/**
 * The authentication state machine. Transitions that make no sense in the current state
 * are ignored (a late answer of a check after a 401, a second logout), so that racing
 * requests cannot resurrect a session.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The start-up check of the session began. */
    authCheckStarted(state) {
      if (state.status === 'unknown') state.status = 'checking';
    },
    /** The current user was fetched: the session is valid. */
    authCheckSucceeded(state, action: PayloadAction<CurrentUser>) {
      if (state.status !== 'checking' && state.status !== 'loggedIn') return;
      state.status = 'loggedIn';
      state.user = action.payload;
    },
    /** The current user could not be fetched: nobody is signed in. */
    authCheckFailed(state) {
      if (state.status === 'checking') return loggedOut;
    },
    /** The API answered 401 somewhere: the session is gone. */
    sessionExpired() {
      return loggedOut;
    },
    logoutStarted(state) {
      if (state.status !== 'loggedIn' || state.logoutStatus === 'inProgress') return;
      state.logoutStatus = 'inProgress';
      state.logoutError = null;
    },
    logoutSucceeded(state) {
      if (state.logoutStatus === 'inProgress') return loggedOut;
    },
    logoutFailed(state, action: PayloadAction<ApiError>) {
      if (state.logoutStatus !== 'inProgress') return;
      state.logoutStatus = 'failed';
      state.logoutError = action.payload;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectLogoutStatus: (state) => state.logoutStatus,
    selectLogoutError: (state) => state.logoutError,
  },
});

export const {
  authCheckStarted,
  authCheckSucceeded,
  authCheckFailed,
  sessionExpired,
  logoutStarted,
  logoutSucceeded,
  logoutFailed,
} = authSlice.actions;

export const { selectAuthStatus, selectCurrentUser, selectLogoutStatus, selectLogoutError } =
  authSlice.selectors;
