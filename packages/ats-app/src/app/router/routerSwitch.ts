import { createBrowserRouter } from 'react-router-dom';
import { loggedInRoutes, loggedOutRoutes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Which route table is registered: the secure routes exist only when signed in. */
export type RouteTable = 'loggedIn' | 'loggedOut';

/** Returns the router of a route table, creating it (and disposing of the other) on a switch. */
export type RouterSwitch = (table: RouteTable) => AppRouter;

/**
 * One browser router at a time, for the current auth state. A new router starts from the
 * current URL, so switching after sign-out lands on whatever path the app is at.
 */
export function createRouterSwitch(
  create: (table: RouteTable) => AppRouter = (table) =>
    createBrowserRouter(table === 'loggedIn' ? loggedInRoutes() : loggedOutRoutes()),
): RouterSwitch {
  let current: { table: RouteTable; router: AppRouter } | undefined;
  return (table) => {
    if (current?.table !== table) {
      current?.router.dispose();
      current = { table, router: create(table) };
    }
    return current.router;
  };
}
