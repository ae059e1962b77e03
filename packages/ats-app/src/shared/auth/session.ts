import type { ApiError } from '@ats/api-sdk';
import { usersApi } from '@ats/api-sdk/rtk';
import { toApiError } from '../api/errorCatalogue.ts';
import type { AppDispatch, RootState } from '../store/types.ts';
import { logoutFailed, logoutStarted } from './authSlice.ts';

type Thunk<Result> = (dispatch: AppDispatch, getState: () => RootState) => Result;

/** What the caller of `requestLogout` does next. */
export type LogoutOutcome =
  /** The server session is gone; the provider's session is ended at this address. */
  | { kind: 'endProviderSession'; endSessionUrl: string }
  /** The server session is gone; nothing else to end. */
  | { kind: 'loggedOut' }
  | { kind: 'failed'; error: ApiError };

/**
 * Starts a logout and ends the server session. It leaves the state "in progress" on
 * success, because what follows is navigation, which only the caller can do (see useLogout).
 */
export function requestLogout(): Thunk<Promise<LogoutOutcome>> {
  return async (dispatch) => {
    dispatch(logoutStarted());
    // A POST (a mutation): another site cannot end the session with a link. Not tracked in
    // the store: the outcome is used here once.
    const result = await dispatch(usersApi.endpoints.logout.initiate(undefined, { track: false }));
    if (result.error !== undefined || result.data === undefined) {
      const error = toApiError(result.error);
      dispatch(logoutFailed(error));
      return { kind: 'failed', error };
    }
    const { endSessionUrl } = result.data;
    return endSessionUrl ? { kind: 'endProviderSession', endSessionUrl } : { kind: 'loggedOut' };
  };
}
