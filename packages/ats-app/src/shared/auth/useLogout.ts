import { api } from '@ats/api-sdk/rtk';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../routing/paths.ts';
import { useAppDispatch } from '../store/hooks.ts';
import { logoutSucceeded } from './authSlice.ts';
import { requestLogout } from './session.ts';

/**
 * Logs the user out: full-screen spinner (the app shows it while the logout is in
 * progress), `POST /api/ATSUsers/Logout`, then the provider's end-session page when the
 * server names one, else the login page. A failure keeps the user signed in with the error.
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    const outcome = await dispatch(requestLogout());
    if (outcome.kind === 'failed') return;
    if (outcome.kind === 'endProviderSession') {
      // The browser leaves the app; the spinner stays until it does.
      window.location.assign(outcome.endSessionUrl);
      return;
    }
    // Move to /login while the signed-in routes are hidden behind the spinner, then switch
    // to the public routes: the user lands on the plain login page, not on a redirect
    // back to the screen they left.
    await navigate(paths.login(), { replace: true });
    dispatch(logoutSucceeded());
    dispatch(api.util.resetApiState());
  }, [dispatch, navigate]);
}
