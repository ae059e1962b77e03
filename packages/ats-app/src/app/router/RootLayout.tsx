import { LinkProvider } from '@ats/design-system';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle.tsx';
import { RouterLink } from './RouterLink.tsx';

/**
 * The root route: design-system links go through the router, the page title follows the
 * screen, and scroll restores on back.
 */
export function RootLayout() {
  return (
    <LinkProvider linkComponent={RouterLink}>
      <DocumentTitle />
      <Outlet />
      <ScrollRestoration />
    </LinkProvider>
  );
}
