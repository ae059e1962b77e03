import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const serverDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Loads oidc-provider in a fresh Node.js process (it warns only when its module is first
 * evaluated, once a process), either as the server does or with a bare import, and answers
 * what the process printed.
 */
function loadInFreshProcess(how: 'as the server does' | 'bare'): string {
  const script =
    how === 'bare'
      ? "await import('oidc-provider'); console.log('loaded');"
      : "const { loadOidcProvider } = await import('./src/auth/dev-provider/provider.ts'); await loadOidcProvider(); console.log('loaded');";
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: serverDirectory,
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain('loaded');
  return result.stdout + result.stderr;
}

test('starting the development provider prints no "unsupported runtime" warning', () => {
  expect(loadInFreshProcess('as the server does')).not.toContain('Unsupported runtime');
});

// The check above could only fail while oidc-provider still warns on this Node.js.
test.runIf(Number(process.versions.node.split('.')[0]) < 22)(
  'oidc-provider itself warns on this Node.js, so the check above can fail',
  () => {
    expect(loadInFreshProcess('bare')).toContain('Unsupported runtime');
  },
);
