import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from '../../shared/errors/ErrorPage.tsx';

/**
 * Shown when a route fails to load or render (e.g. a chunk missing after a deployment).
 * Its button reloads the app from the dashboard, which also fetches the new chunks.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="notFound" />;
  console.error(error);
  return <ErrorPage kind="unexpected" />;
}
