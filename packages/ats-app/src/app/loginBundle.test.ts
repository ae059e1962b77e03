/**
 * What a signed-out visitor loads (bench/bundle-size.mjs measures it): the login page is its
 * own entry without React (login/main.ts), and the app's entry leaves RTK Query, the SDK's
 * endpoints and the error plumbing to the signed-in screens (store.ts attaches the api late).
 * Both walks follow every static import, as the bundler does.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from '../shared/testing/staticImportGraph.ts';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

describe('what the login page loads', () => {
  const { modules, packages } = staticImportGraph(src, ['login/main.ts']);

  it('reaches the page through its entry (the walk works)', () => {
    expect(modules).toContain('login/loginPage.ts');
    expect(modules).toContain('i18n/locales.ts');
    expect(packages).toContain('intl-messageformat');
  });

  it('has no React component, no React, router, store or api', () => {
    expect(modules.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    expect(
      packages.filter((name) =>
        /^(react$|react-dom|react-router|@reduxjs\/|react-redux|@ats\/api-sdk|@ariakit)/.test(name),
      ),
    ).toEqual([]);
  });
});

describe("what the app's entry loads before sign-in", () => {
  const { modules: appModules, packages } = staticImportGraph(src, ['main.tsx']);

  it('reaches the session check through the entry (the walk works)', () => {
    expect(appModules).toContain('app/App.tsx');
    expect(appModules).toContain('app/store/store.ts');
    expect(appModules).toContain('app/session/checkSession.ts');
    expect(packages).toContain('@reduxjs/toolkit');
  });

  it('has neither RTK Query, nor the SDK, nor the error catalogue', () => {
    expect(packages.filter((name) => /^@ats\/api-sdk|\/query/.test(name))).toEqual([]);
    expect(
      appModules.filter((file) =>
        ['shared/api/', 'shared/auth/session.ts', 'shared/auth/sessionExpiryMiddleware.ts'].some(
          (late) => file.startsWith(late),
        ),
      ),
    ).toEqual([]);
  });
});
