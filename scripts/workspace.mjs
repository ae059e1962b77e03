// Helpers shared by start.mjs and test.mjs. Plain Node: they run before any dependency exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const pnpmVersion = '12.21.0';

/** Runs a command in the repository root, streaming its output; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const where = `${command} ${args.join(' ')}`;
    console.error(`\n✗ ${where} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

function installedPnpmVersion() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * Locked dependencies whose `engines` asks for Node 22 although they run on the Node 20.19+
 * this project supports (package.json engines; the server, its tests and the e2e tests run on
 * it): each major of theirs asks for Node 22 in every release, so no pinned version without
 * the warning exists, and leaving them would mean older majors of the Fastify plugins (or of
 * fastify's own light-my-request). pnpm has no setting to quiet one package's engine check,
 * so the install's output leaves out exactly these lines. An exact version: a new one warns
 * again until it is checked on Node 20.
 *   cookie 2.x: @fastify/cookie 11.1, light-my-request 6.8 (fastify)
 *   content-disposition 3.x: @fastify/static 10.1 (API reference page)
 *   @axe-core/playwright 4.14.0: e2e accessibility checks (4.13.0 would satisfy: see
 *     docs/decisions/app.md)
 *   pdfjs-dist 6.3.289: react-pdf 11's own pdf.js, which runs only in the browser here
 */
const engineWarningsCheckedOnNode20 = [
  'cookie@2.0.2',
  'content-disposition@3.0.0',
  '@axe-core/playwright@4.14.0',
  'pdfjs-dist@6.3.289',
];

const isCheckedEngineWarning = (line) =>
  engineWarningsCheckedOnNode20.some((dependency) =>
    line.includes(`Unsupported engine for ${dependency}:`),
  );

/**
 * `pnpm install --frozen-lockfile` in the workspace (or another copy of it), its output
 * shown without the engine warnings above.
 */
export function installFromLockfile(directory = root) {
  console.log('Installing dependencies (pnpm install --frozen-lockfile)...');
  const result = spawnSync('pnpm', ['install', '--frozen-lockfile'], {
    cwd: directory,
    stdio: ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const [output, stream] of [
    [result.stdout, process.stdout],
    [result.stderr, process.stderr],
  ]) {
    const kept = (output ?? '').split('\n').filter((line) => !isCheckedEngineWarning(line));
    stream.write(kept.join('\n'));
  }
  if (result.status !== 0) {
    console.error(
      `\n✗ pnpm install --frozen-lockfile failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status || 1);
  }
}

/** Makes sure the pinned pnpm exists and the dependencies match the lockfile. */
export function ensureDependencies() {
  if (installedPnpmVersion() !== pnpmVersion) {
    console.log(`Installing pnpm ${pnpmVersion} with npm...`);
    run('npm', ['install', '--global', `pnpm@${pnpmVersion}`, '--no-fund', '--no-audit']);
  }
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  const installed = path.join(root, 'node_modules/.pnpm/lock.yaml');
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
    installFromLockfile();
  }
}

/** Folders under a package that hold output or dependencies, not sources of the web app. */
const notSources = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'e2e']);

function newestModification(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (notSources.has(entry.name)) continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestModification(full) : statSync(full).mtimeMs,
    );
  }
  return newest;
}

/**
 * Whether a line of `vite build`'s output is shown while the web app builds: its steps and its
 * outcome ("transforming...", "✓ 3318 modules transformed.", "✓ built in 45.8s"), warnings and
 * errors; not one line per file written (over 100) nor pnpm's echo of the command.
 */
export function isShownBuildLine(line) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what it removes
  const text = line.replace(/\u001b\[[0-9;]*m/g, '').trim();
  if (text === '') return false;
  if (/^dist\//.test(text)) return false;
  if (/^[$>] /.test(text)) return false;
  return true;
}

/** Why the web app needs a build, or null when its output is newer than every source. */
export function webAppBuildReason({ force = false } = {}) {
  if (force) return 'asked for';
  const output = path.join(root, 'packages/ats-app/dist/index.html');
  if (!existsSync(output)) return 'first start: no build yet';
  const sources = [
    'packages/ats-app',
    'packages/design-system',
    'packages/api-sdk',
    'packages/domain',
  ].map((dir) => newestModification(path.join(root, dir)));
  return statSync(output).mtimeMs < Math.max(...sources) ? 'its sources changed' : null;
}

function withoutForceColor(env) {
  const { FORCE_COLOR: _ignored, ...rest } = env;
  return rest;
}

/**
 * Builds the web app when its output is missing or older than any source it is built from,
 * showing the build's steps (isShownBuildLine), not every file; all of its output if it fails.
 * Resolves with the seconds it took (0 without a build).
 */
export async function ensureWebAppBuilt({ force = false } = {}) {
  const reason = webAppBuildReason({ force });
  if (reason === null) return 0;
  console.log(`Building the web app (${reason}); this takes a minute or two...`);
  const startedAt = performance.now();
  const child = spawn('pnpm', ['--filter', '@ats/ats-app', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Piped, so Vite would drop its colours on a terminal: ask for them there, and for none
    // elsewhere (picocolors colours whenever FORCE_COLOR is set at all, even to 0).
    env: process.stdout.isTTY
      ? { ...process.env, FORCE_COLOR: '1' }
      : { ...withoutForceColor(process.env), NO_COLOR: '1' },
  });
  const everything = [];
  for (const [stream, write] of [
    [child.stdout, (line) => console.log(`  ${line}`)],
    [child.stderr, (line) => console.error(`  ${line}`)],
  ]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split(/\r?\n/);
      rest = lines.pop() ?? '';
      for (const line of lines) {
        everything.push(line);
        if (isShownBuildLine(line)) write(line.trim());
      }
    });
    stream.on('end', () => {
      if (rest !== '') everything.push(rest);
      if (isShownBuildLine(rest)) write(rest.trim());
    });
  }
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) {
    console.error(everything.join('\n'));
    console.error(`\n✗ pnpm --filter @ats/ats-app build failed (exit ${code})`);
    process.exit(code || 1);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  console.log(`Web app built in ${seconds.toFixed(1)} s`);
  return seconds;
}

/**
 * The server's environment under `npm start`: the data directory in the repository unless
 * DATA_DIR says otherwise; LOG_LEVEL "warn" unless set, so that the terminal shows the start-up
 * banner, warnings and errors, not a JSON line per request (LOG_LEVEL=info shows requests,
 * debug more); ATS_LAUNCHED_AT, when `npm start` began, so that the "ready in" line counts the
 * install and the web app's build too.
 */
export function startEnvironment(env, launchedAt) {
  return {
    ...env,
    DATA_DIR: env.DATA_DIR || `${root}/.data`,
    LOG_LEVEL: env.LOG_LEVEL || 'warn',
    ATS_LAUNCHED_AT: String(Math.round(launchedAt)),
  };
}
