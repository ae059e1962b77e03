/**
 * `npm start` on a fresh clone installs the dependencies first (scripts/workspace.mjs): that
 * is the first thing a newcomer reads, so it must hold no warning. Checked on a copy of the
 * workspace's manifests and lockfile, so the workspace's own node_modules stay untouched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const copy = mkdtempSync(path.join(tmpdir(), 'ats-install-'));
// Removing the copied install can take long on a busy machine.
afterAll(() => rmSync(copy, { recursive: true, force: true }), 60_000);

function copyManifests(): void {
  for (const file of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml']) {
    cpSync(path.join(root, file), path.join(copy, file));
  }
  for (const folder of readdirSync(path.join(root, 'packages'))) {
    mkdirSync(path.join(copy, 'packages', folder), { recursive: true });
    cpSync(
      path.join(root, 'packages', folder, 'package.json'),
      path.join(copy, 'packages', folder, 'package.json'),
    );
  }
}

describe("npm start's install step", () => {
  it('installs from the lockfile without a warning or a question', () => {
    copyManifests();
    const workspaceScript = path.join(root, 'scripts/workspace.mjs');
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { installFromLockfile } from ${JSON.stringify(workspaceScript)};
installFromLockfile(${JSON.stringify(copy)});`,
      ],
      { encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    expect(output).toContain('Done in');
    // pnpm's warnings ("[WARN] Unsupported engine ...") and questions ("awaiting approval").
    expect(output).not.toMatch(/WARN|awaiting approval|approve/i);
  }, 180_000);
});
