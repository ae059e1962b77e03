/**
 * The login screen loads only the entry's static imports and its own (bench/bundle-size.mjs
 * measures them). RTK Query, the SDK's endpoints and the error plumbing load with the
 * signed-in screens (store.ts attaches the api late): this follows every static import
 * from the entry and the login route, as the bundler does, and fails if one reaches them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from '../shared/testing/staticImportGraph.ts';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

describe('what the login screen loads', () => {
  const { modules: appModules, packages } = staticImportGraph(src, [
    'main.tsx',
    'features/auth/LoginScreen.tsx',
  ]);

  it('reaches the login screen through the entry (the walk works)', () => {
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
