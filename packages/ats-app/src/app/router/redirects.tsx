import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { isSafeReturnPath, paths, returnToParameter } from '../../shared/routing/paths.ts';

/** Signed out on a secure or unknown path: to the login page, which brings the user back here. */
export function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={paths.login(`${pathname}${search}${hash}`)} replace />;
}

/** Signed in on the login page (e.g. the back button after sign-in): on to where it points. */
export function RedirectFromLogin() {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get(returnToParameter);
  return <Navigate to={isSafeReturnPath(returnTo) ? returnTo : paths.dashboard()} replace />;
}
