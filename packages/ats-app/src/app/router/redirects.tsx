import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { documentNavigation } from '../../shared/routing/documentNavigation.ts';
import {
  isSafeReturnPath,
  paths,
  returnToParameter,
  routePatterns,
} from '../../shared/routing/paths.ts';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';

/**
 * Signed out on a secure or unknown path: to the login page, which brings the user back here.
 * The login page is its own document (login.html, without React), so this loads it; a link
 * to the login page inside the app arrives here too and loads it as it is.
 */
export function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  const target =
    pathname === routePatterns.login
      ? `${pathname}${search}`
      : paths.login(`${pathname}${search}${hash}`);
  useEffect(() => documentNavigation.replace(target), [target]);
  return <LoadingScreen />;
}

/** Signed in on the login page (e.g. the back button after sign-in): on to where it points. */
export function RedirectFromLogin() {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get(returnToParameter);
  return <Navigate to={isSafeReturnPath(returnTo) ? returnTo : paths.dashboard()} replace />;
}
