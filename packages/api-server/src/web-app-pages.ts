/**
 * The web app's pages as the server sees them: which a signed-out visitor may load, and the
 * login page that the others lead to. The app's own route table (its routePatterns) is the
 * source; test/web-app-pages.test.ts at the workspace root holds the two together.
 */

/** The app's public screens: the forgot-password page and the error pages. */
const publicPagePattern = /^\/(forgot-password\/?|error\/[^/]*)$/;

/** Whether a signed-out visitor may load the page at this path (without its query). */
export function isPublicPage(pathname: string): boolean {
  return publicPagePattern.test(pathname);
}

/** The login page (login.html, its own small entry). */
export const loginPath = '/login';

/** The login page's address that brings the visitor back to `url` after sign-in. */
export function loginPageFor(url: string): string {
  return url === '/' ? loginPath : `${loginPath}?returnTo=${encodeURIComponent(url)}`;
}
