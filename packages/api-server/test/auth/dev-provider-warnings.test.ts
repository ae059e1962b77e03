import { expect, test, vi } from 'vitest';
import { createAuthApp } from './test-app.ts';

// A file of its own: oidc-provider warns when its module is first evaluated, once a process.
test('starting the development provider prints no "unsupported runtime" warning', async () => {
  const warn = vi.spyOn(console, 'warn');
  const testApp = await createAuthApp();
  await testApp.close();
  const warnings = warn.mock.calls.map((parts) => parts.map(String).join(' '));
  expect(warnings.filter((warning) => warning.includes('Unsupported runtime'))).toEqual([]);
});
