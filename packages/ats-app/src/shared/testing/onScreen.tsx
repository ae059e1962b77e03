import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * Renders `ui` as the screen of a data router (at any path): what forms with a leave guard
 * (useLeaveGuard, useCloseGuard: react-router's useBlocker) need in component tests.
 */
export function onScreen(ui: ReactNode): ReactElement {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return <RouterProvider router={router} />;
}
