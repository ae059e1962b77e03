import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { selectAuthStatus, selectLogoutStatus } from '../shared/auth/authSlice.ts';
import { ErrorPage } from '../shared/errors/ErrorPage.tsx';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks.ts';
import { LoadingScreen } from './layout/LoadingScreen.tsx';
import { messages } from './layout/messages.ts';
import type { RouterSwitch } from './router/routerSwitch.ts';
import { checkSession } from './session/checkSession.ts';
import { useAttachedApi } from './store/useAttachedApi.ts';

export interface AppProps {
  /** Gives the router of the current auth state (created once per page, outside React). */
  routerFor: RouterSwitch;
}

/**
 * Checks the session at start (full-screen spinner meanwhile), then serves the route
 * table of the auth state; signed in, once the API's client code has loaded. During a
 * logout only the spinner is shown: the signed-in screens are gone at once, and the router
 * can move to /login without rendering them.
 */
export function App({ routerFor }: AppProps) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const logoutStatus = useAppSelector(selectLogoutStatus);
  const api = useAttachedApi(status === 'loggedIn');

  useEffect(() => {
    void dispatch(checkSession());
  }, [dispatch]);

  if (status === 'unknown' || status === 'checking') return <LoadingScreen />;
  if (logoutStatus === 'inProgress') return <LoadingScreen label={messages.loggingOut} />;
  if (status === 'loggedIn' && api === 'failed') return <ErrorPage kind="unexpected" />;
  if (status === 'loggedIn' && api !== 'ready') return <LoadingScreen />;
  // The key remounts the provider on a switch, so that no state of the old router lingers.
  return <RouterProvider key={status} router={routerFor(status)} />;
}
