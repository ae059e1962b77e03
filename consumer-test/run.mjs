// The consumer test (`npm test` runs it; alone: `node consumer-test/run.mjs`). The three
// installable packages (the SDK, the design system and the domain rules both import) are packed
// as a publish would pack them, and a scratch Vite + React project in a temporary folder
// outside the workspace installs the tarballs without any registry, builds with plain Vite and the React plugin only, renders the QuestionnaireBuilder
// and the ApplicationForm in Debian's Chromium, edits both, and calls a running API server
// through the SDK's client from the page and from Node, with the session cookie and, from
// plain Node scripts without a browser, with an API token. See consumer-test/README.md.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const templateDir = path.join(root, 'consumer-test/template');
const apiPort = Number(process.env.CONSUMER_TEST_API_PORT ?? 3330);
const appPort = Number(process.env.CONSUMER_TEST_APP_PORT ?? 3331);
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const appOrigin = `http://127.0.0.1:${appPort}`;
const packages = [
  { name: '@ats/api-sdk', dir: path.join(root, 'packages/api-sdk') },
  { name: '@ats/design-system', dir: path.join(root, 'packages/design-system') },
  { name: '@ats/domain', dir: path.join(root, 'packages/domain') },
];
const packedNames = new Set(packages.map(({ name }) => name));

const startedAt = Date.now();
const log = (message) =>
  console.log(`  [consumer ${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${message}`);

const workDir = mkdtempSync(path.join(tmpdir(), 'ats-consumer-'));
const appDir = path.join(workDir, 'app');
const children = new Set();

function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(1));
}

function fail(message) {
  console.error(`\n✗ consumer test: ${message}`);
  process.exit(1);
}

/** Runs a command to its end; its output is shown only when it fails (or `show`). */
function run(command, args, { cwd = root, env = {}, show = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      children.delete(child);
      if (code !== 0) fail(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}\n${output}`);
      if (show) process.stdout.write(output);
      resolve(output);
    });
  });
}

/** The API server as `npm start` runs it, API only, on a fresh PGlite database with demo data. */
function startApiServer() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'packages/api-server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(apiPort),
      PUBLIC_ORIGIN: apiOrigin,
      // The scratch app calls the API from its own origin (CORS with credentials).
      APP_ORIGINS: appOrigin,
      DATA_DIR: path.join(workDir, 'data'),
      STATIC_DIR: path.join(workDir, 'no-web-app'),
      LOG_LEVEL: 'warn',
    },
  });
  children.add(server);
  server.on('exit', (code) => {
    if (children.has(server)) fail(`the API server stopped (exit ${code})`);
  });
  return waitFor(`${apiOrigin}/api/health`, 300_000);
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** `pnpm pack` builds the package first (its prepack script) and writes the tarball. */
async function pack({ name, dir }) {
  const packDir = path.join(workDir, 'packs');
  mkdirSync(packDir, { recursive: true });
  await run('pnpm', ['pack', '--pack-destination', packDir], { cwd: dir });
  const version = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  const tarball = path.join(packDir, `${name.replace('@', '').replace('/', '-')}-${version}.tgz`);
  if (!existsSync(tarball)) fail(`pnpm pack wrote no ${tarball}`);
  return tarball;
}

const manifestOf = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/**
 * Where the workspace installed a package for one of its packages: the scratch project links
 * to that folder instead of asking a registry (`pnpm install --offline` would need the
 * registry's metadata in pnpm's cache, which a frozen-lockfile install does not leave).
 */
function installedFolder(name, forPackageDir) {
  return realpathSync(path.join(forPackageDir, 'node_modules', name));
}

/**
 * The scratch project: the template, the three tarballs, and every other package linked. A
 * tarball's dependency on another of ours (the SDK's and the design system's on @ats/domain)
 * is that tarball, as a project installing all three from files would have it.
 */
function createProject(tarballs) {
  cpSync(templateDir, appDir, { recursive: true });
  const appPackagesFrom = path.join(root, 'packages/ats-app');
  const appDependencies = {
    react: appPackagesFrom,
    'react-dom': appPackagesFrom,
    'react-redux': appPackagesFrom,
    '@reduxjs/toolkit': appPackagesFrom,
    vite: appPackagesFrom,
    '@vitejs/plugin-react': appPackagesFrom,
    typescript: appPackagesFrom,
    '@types/react': appPackagesFrom,
    '@types/react-dom': appPackagesFrom,
  };
  // Each tarball's own dependencies, as that package has them in the workspace.
  const overrides = {};
  for (const { dir } of packages) {
    for (const name of Object.keys(manifestOf(dir).dependencies ?? {})) {
      if (!packedNames.has(name)) overrides[name] = `link:${installedFolder(name, dir)}`;
    }
  }
  for (const [index, { name }] of packages.entries()) {
    overrides[name] = `file:${tarballs[index]}`;
  }
  for (const [name, from] of Object.entries(appDependencies)) {
    overrides[name] = `link:${installedFolder(name, from)}`;
  }
  const dependencies = Object.fromEntries(
    Object.keys(appDependencies).map((name) => [name, overrides[name]]),
  );
  for (const [index, { name }] of packages.entries()) {
    dependencies[name] = `file:${tarballs[index]}`;
  }
  writeFileSync(
    path.join(appDir, 'package.json'),
    `${JSON.stringify({ name: 'ats-consumer', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
  // The overrides reach the tarballs' dependencies too; a JSON object is valid YAML.
  writeFileSync(
    path.join(appDir, 'pnpm-workspace.yaml'),
    `overrides: ${JSON.stringify(overrides)}\n`,
  );
}

const importPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s*\*\s*from\s*)(['"])([^'"]+)\1/g;

/**
 * What the installed packages import, file by file (JavaScript and declarations): only their
 * own files (which must exist), their declared dependencies and Node's modules. A path into
 * another package's `src/`, a TypeScript or `.css.ts` file, or an undeclared package fails.
 */
function checkInstalledImports() {
  const problems = [];
  for (const { name } of packages) {
    const packageDir = path.join(appDir, 'node_modules', name);
    const manifest = manifestOf(packageDir);
    const allowed = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    const files = readdirSync(path.join(packageDir, 'dist'), { recursive: true }).filter((file) =>
      /\.(js|d\.ts)$/.test(file),
    );
    if (!files.includes('index.js') || !files.includes('index.d.ts')) {
      problems.push(`${name}: dist has no index.js and index.d.ts`);
    }
    for (const file of files) {
      const source = readFileSync(path.join(packageDir, 'dist', file), 'utf8');
      for (const [, , specifier] of source.matchAll(importPattern)) {
        const where = `${name}/dist/${file} imports ${specifier}`;
        if (/\.(tsx?|css\.ts)$/.test(specifier) || /(^|\/)src\//.test(specifier)) {
          problems.push(`${where}: a workspace source file`);
        } else if (specifier.startsWith('.')) {
          const target = path.resolve(path.dirname(path.join(packageDir, 'dist', file)), specifier);
          const asDeclaration = target.replace(/\.js$/, '.d.ts');
          if (!existsSync(target) && !(file.endsWith('.d.ts') && existsSync(asDeclaration))) {
            problems.push(`${where}: no such file in the package`);
          }
        } else {
          const packageName = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : specifier.split('/')[0];
          const isNodeModule =
            specifier.startsWith('node:') || builtinModules.includes(packageName);
          if (!allowed.has(packageName) && !isNodeModule) {
            problems.push(`${where}: not a dependency of ${name}`);
          }
        }
      }
    }
  }
  if (problems.length > 0)
    fail(`the installed packages import outside themselves:\n${problems.join('\n')}`);
}

/** Signs in at the development identity provider as the demo recruiter; the session cookie. */
async function signIn(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${apiOrigin}/api/ATSUsers/Login?redirectUrl=%2Fapi%2Fhealth`);
  await page.getByLabel('E-mail').fill('recruiter@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${apiOrigin}/api/health`);
  const session = (await context.cookies(apiOrigin)).find(({ name }) => name === 'ats_session');
  await context.close();
  if (!session) fail('signing in at the development provider set no ats_session cookie');
  return session.value;
}

/** The built scratch app in Chromium: the SDK's calls, then both forms edited. */
async function checkPage(browser, offer) {
  const { expect } = createRequire(path.join(root, 'packages/ats-app/package.json'))(
    '@playwright/test',
  );
  const page = await browser.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${appOrigin}/?api=${encodeURIComponent(apiOrigin)}&offer=${offer.offerId}`);

  // The SDK from the browser, across origins: signed out, then the public offer.
  await expect(page.getByTestId('current-user')).toHaveText(/^401 /);
  await expect(page.getByTestId('offer-title')).toHaveText(offer.offerTitle);

  // The CSS file is loaded and the theme's variables apply under its class.
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--ats-color-primary-solid'),
  );
  if (!/^#[0-9a-f]{6}$/i.test(primary.trim())) fail(`no theme colour on <html>: "${primary}"`);
  const save = page.getByRole('button', { name: 'Save as draft' });
  await expect(save).toHaveCSS('background-color', /^rgb\((?!0, 0, 0\))/);

  // The builder: a question added through the menu (a popover), then saved as a draft.
  const builder = page.getByRole('region', { name: 'Questionnaire builder' });
  await builder.getByRole('button', { name: 'Add element after: Resume' }).click();
  await page.getByRole('menuitem', { name: 'Single line text' }).click();
  await builder.getByRole('textbox', { name: 'Question' }).fill('What is your notice period?');
  await builder.getByRole('button', { name: 'Save', exact: true }).click();
  await save.click();
  await expect(page.getByTestId('questionnaire-submission')).toContainText(
    '"question":"What is your notice period?"',
  );

  // The application form of the offer: its validation, then personal data typed in.
  const form = page.getByRole('region', { name: 'Application form' });
  const firstName = form.getByRole('textbox', { name: 'First name' });
  await firstName.fill('Ada');
  await expect(firstName).toHaveValue('Ada');
  await form.getByRole('button', { name: /^(Next|Apply now)$/ }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();

  if (pageErrors.length > 0) fail(`the page threw:\n${pageErrors.join('\n')}`);
  await page.close();
}

/** A call to the API with the session cookie (and Origin, which writes with a cookie need). */
async function withSession(session, method, url, body) {
  const response = await fetch(`${apiOrigin}${url}`, {
    method,
    headers: {
      cookie: `ats_session=${session}`,
      origin: apiOrigin,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * The first `js` block of the SDK's README that uses a token: its ten-line Node script, run
 * as the README says, so that the script a reader copies works.
 */
function readmeTokenScript() {
  const readme = readFileSync(path.join(root, 'packages/api-sdk/README.md'), 'utf8');
  const script = [...readme.matchAll(/```js\n([\s\S]*?)```/g)]
    .map(([, code]) => code)
    .find((code) => code.includes('token: process.env.ATS_TOKEN'));
  if (!script) fail("the SDK's README has no js block with `token: process.env.ATS_TOKEN`");
  return script;
}

/**
 * The SDK from a server (issue 28), no browser: a token made through the API with the session
 * cookie, then plain Node scripts in the scratch project that use it (template/token-check.mjs
 * and the README's script); then the token's last use in the list, and its revocation.
 */
async function checkApiToken(session) {
  const created = await withSession(session, 'POST', '/api/Settings/ApiTokens', {
    name: 'Consumer test',
    lifetimeInDays: 30,
    scopes: ['recruitments:read', 'recruitments:write'],
  });
  if (created.status !== 201 || typeof created.body?.secret !== 'string') {
    fail(`createApiToken answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  const { secret, token } = created.body;
  // The token in the environment, as the README says: not in a command line `ps` shows.
  const env = { ATS_TOKEN: secret, ATS_URL: apiOrigin };
  const output = await run(process.execPath, ['token-check.mjs', apiOrigin], { cwd: appDir, env });
  const found = JSON.parse(output.trim().split('\n').at(-1));
  log(
    `SDK in Node with an API token (${token.prefix}): as ${found.userName}, ${found.openRecruitments} open recruitments read, a questionnaire written, outside its scopes "${found.refusedScope}", forged "${found.refusedToken}"`,
  );

  writeFileSync(path.join(appDir, 'open-recruitments.mjs'), readmeTokenScript());
  const printed = await run(process.execPath, ['open-recruitments.mjs'], { cwd: appDir, env });
  const lastLine = printed.trim().split('\n').at(-1);
  if (lastLine !== `${found.openRecruitments} open recruitments`) {
    fail(
      `the README's script printed "${lastLine}", not "${found.openRecruitments} open recruitments"`,
    );
  }
  log(`the README's Node script with the token: "${lastLine}"`);

  const listed = await withSession(session, 'GET', '/api/Settings/ApiTokens?page=1&pageSize=20');
  const row = listed.body?.result?.find(({ id }) => id === token.id);
  if (listed.status !== 200 || !row?.lastUsedAt || !row.lastUsedFrom) {
    fail(`listApiTokens (${listed.status}) shows no last use of the token: ${JSON.stringify(row)}`);
  }
  const revoked = await withSession(session, 'DELETE', `/api/Settings/ApiTokens/${token.id}`);
  if (revoked.status !== 204) fail(`revokeApiToken answered ${revoked.status}`);
  const after = await fetch(`${apiOrigin}/api/ATSUsers/Current`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  if (after.status !== 401) fail(`a revoked token answered ${after.status}, not 401`);
  log(`listed with its last use (${row.lastUsedFrom}); revoked, it answers 401`);
}

log(`scratch project in ${appDir}; API server on ${apiOrigin}`);
const serverReady = startApiServer().then(() => log('API server ready'));
const tarballs = await Promise.all(packages.map(pack));
log(`packed ${tarballs.map((file) => path.basename(file)).join(', ')}`);

createProject(tarballs);
// No registry: every package is a tarball or a link; a request to one would fail at once.
await run('pnpm', ['install', '--offline', '--config.registry=http://127.0.0.1:9/'], {
  cwd: appDir,
});
checkInstalledImports();
log('installed; the packages import only their own files and dependencies');

const viteBin = path.join(appDir, 'node_modules/vite/bin/vite.js');
await Promise.all([
  run(process.execPath, [viteBin, 'build'], { cwd: appDir }),
  // The published declarations, as the scratch app's TypeScript sees them.
  run(process.execPath, [path.join(appDir, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
    cwd: appDir,
  }),
]);
// PdfViewer's pdf.js worker: the application's build emits it (no CDN, not inlined).
if (!readdirSync(path.join(appDir, 'dist/assets')).some((file) => file.startsWith('pdf.worker'))) {
  fail("the scratch app's build emitted no pdf.js worker for PdfViewer");
}
log('built with plain Vite and type-checked against the declarations');

const preview = spawn(
  process.execPath,
  [viteBin, 'preview', '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'],
  { cwd: appDir, stdio: 'ignore' },
);
children.add(preview);
await Promise.all([serverReady, waitFor(appOrigin, 30_000)]);

const { chromium } = createRequire(path.join(root, 'packages/ats-app/package.json'))(
  'playwright-core',
);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
let session;
try {
  session = await signIn(browser);
  const output = await run(process.execPath, ['sdk-check.mjs', apiOrigin, session], {
    cwd: appDir,
  });
  const offer = JSON.parse(output.trim().split('\n').at(-1));
  log(`SDK in Node: signed out "${offer.signedOutMessage}", signed in as ${offer.userName}`);
  await checkPage(browser, offer);
  log(`page: builder and application form edited; offer "${offer.offerTitle}" read`);
} finally {
  await browser.close();
}
await checkApiToken(session);
log('passed');
process.exit(0);
