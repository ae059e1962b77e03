// `npm test`: every check, in order of speed; stops at the first failure.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureWebAppBuilt, root, run } from './workspace.mjs';

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 60000).toFixed(1)} min`;
// Each step says when it starts, so a slow run shows where its time went.
const step = (title) => console.log(`\n▶ ${title} (at ${elapsed()})`);

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing: run `apt-get install -y chromium` as root.');
    process.exit(1);
  }
  step('Installing Chromium from Debian');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
}

step('Dependencies');
ensureDependencies();

step('Lint and format (Biome)');
run('pnpm', ['exec', 'biome', 'ci', '.']);

step('Import rules: package and feature boundaries, no cycles (dependency-cruiser)');
run('pnpm', ['run', '--silent', 'lint:imports']);

step('Contract lint (Redocly)');
run('pnpm', ['--filter', '@ats/api-sdk', 'lint:contract']);

step('Types');
run('pnpm', ['-r', 'typecheck']);

step('Unit, generated-code freshness and server tests (Vitest)');
if (process.env.TEST_DATABASE_URL) {
  console.log('  server tests run on PGlite and on PostgreSQL (TEST_DATABASE_URL)');
} else {
  console.log('  server tests run on PGlite only (set TEST_DATABASE_URL to add PostgreSQL)');
}
const resultsDir = path.join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
run('pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(resultsDir, 'vitest.json')}`,
]);

step('Consumer test: the packed SDK and design system in a project outside the workspace');
ensureChromium();
run('node', ['consumer-test/run.mjs']);

step('End-to-end tests (Playwright, Debian Chromium)');
ensureChromium();
await ensureWebAppBuilt();
run('node', ['bench/bundle-size.mjs', '--check']);
run('pnpm', ['--filter', '@ats/ats-app', 'e2e']);

/** Totals of both runners' JSON reports, printed as one plain closing line. */
function countTests() {
  const vitest = JSON.parse(readFileSync(path.join(resultsDir, 'vitest.json'), 'utf8'));
  const e2e = JSON.parse(readFileSync(path.join(resultsDir, 'e2e.json'), 'utf8')).stats;
  return {
    passed: vitest.numPassedTests + e2e.expected,
    failed: vitest.numFailedTests + e2e.unexpected,
    skipped: vitest.numPendingTests + vitest.numTodoTests + e2e.skipped,
  };
}

const { passed, failed, skipped } = countTests();
console.log(`\n✓ All checks passed in ${elapsed()}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
