/**
 * The server sends a signed-out page load to the login page unless the page is public
 * (api-server `web-app-pages.ts`); the app decides which screens are public (its route table).
 * Both must agree, or a new public screen would be unreachable signed out, or a secure one
 * served to anyone. Held together here, and the login address is the one the app builds.
 */
import { describe, expect, it } from 'vitest';
import { isPublicPage, loginPageFor } from '../packages/api-server/src/web-app-pages.ts';
import { paths, routePatterns } from '../packages/ats-app/src/shared/routing/paths.ts';

const publicScreens = ['forgotPassword', 'unauthorized', 'notFound', 'forbidden', 'serverError'];

describe("the server's public pages and the app's", () => {
  it('lets signed-out visitors load every public screen of the app', () => {
    for (const screen of publicScreens) {
      const pattern = routePatterns[screen as keyof typeof routePatterns];
      expect(isPublicPage(pattern), screen).toBe(true);
    }
  });

  it('keeps every other screen of the app behind the sign-in', () => {
    const secure = Object.entries(routePatterns)
      .filter(([screen]) => !publicScreens.includes(screen) && screen !== 'login')
      .map(([, pattern]) =>
        pattern.replace(/:\w+/g, '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001').replace(/\/\*$/, ''),
      );
    expect(secure.length).toBeGreaterThan(10);
    for (const pathname of secure) expect(isPublicPage(pathname), pathname).toBe(false);
  });

  it('sends the visitor to the login address the app builds', () => {
    for (const target of ['/', '/recruitments/5?tab=notes', '/applicants']) {
      expect(loginPageFor(target)).toBe(paths.login(target));
    }
  });
});
