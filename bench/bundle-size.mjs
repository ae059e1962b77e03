// The gzipped JavaScript a browser loads for each route of the web app, from its Vite build
// (build it first: `npm run bench:bundle` does both), against each route's budget.
//   node bench/bundle-size.mjs           prints every route: its total, its budget, its own chunks
//   node bench/bundle-size.mjs --check   the same, and exits 1 naming each route over budget
// Plain Node: reads packages/ats-app/dist/.vite/manifest.json and gzips each chunk (level 9).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The budgets: the most gzipped JavaScript (kB) each route may load before the user does
 * anything. Issue 14 asks for 80 kB (login screen) and 180 kB (signed-in shell): `target` keeps
 * those (docs/decisions/performance.md, "Front-end budgets", says how they are met). Each
 * budget was set 5-10% above its route's size (the sizes are in the decisions), so that a
 * regression fails `npm test`; raise one only with a reason written there.
 */
const budgets = {
  'login screen': { budget: 16, target: 80 },
  // Issue 29's 20 operations grew the generated RTK endpoints every screen loads (all areas in
  // one module) past the target by 1.1 kB: splitting them per area is the way back (issue 34).
  'signed-in shell (dashboard)': { budget: 182, target: 180 },
  'recruitments list': { budget: 260 },
  'new recruitment': { budget: 360 },
  'edit recruitment': { budget: 360 },
  'recruitment details': { budget: 300 },
  // Issue 29 added how a person came (source, adder, consent) and the possible-duplicate notice.
  'candidate profile': { budget: 310 },
  'candidate profile with its resume shown': { budget: 510 },
  'job offer page': { budget: 200 },
  // Polish loads as one catalogue, the staff screens' texts too: issue 28's two Settings
  // screens (API access, Webhooks) added 3 kB, issue 29's (add, import, export, duplicates)
  // took it to 225.1 kB. Splitting it per entry is the way back (issue 34).
  'job offer page in Polish': { budget: 229 },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/ats-app/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(root, manifestPath)}: run pnpm --filter @ats/ats-app build`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** What the browser loads after the sign-in check: the api's client code and the signed-in frame. */
const signedInFrame = ['src/app/store/attachApi.ts', 'src/app/layout/SignedInLayout.tsx'];

/**
 * Each route: its page's entry, the frame around its screen (lazy chunks, by source path) and
 * its screen's own modules, in English. Polish adds its catalogue, one chunk (measured on the
 * job offer page).
 */
const routes = {
  // Its own entry (login.html), without React: the server sends signed-out page loads there.
  'login screen': { entry: 'login.html', modules: [] },
  'signed-in shell (dashboard)': {
    entry: 'index.html',
    frame: signedInFrame,
    modules: ['src/features/dashboard/DashboardScreen.tsx'],
  },
  'recruitments list': {
    entry: 'index.html',
    frame: signedInFrame,
    modules: ['src/features/recruitments/list/RecruitmentsScreen.tsx'],
  },
  'new recruitment': {
    entry: 'index.html',
    frame: signedInFrame,
    modules: ['src/features/recruitments/form/NewRecruitmentScreen.tsx'],
  },
  'edit recruitment': {
    entry: 'index.html',
    frame: signedInFrame,
    modules: ['src/features/recruitments/form/EditRecruitmentScreen.tsx'],
  },
  'recruitment details': {
    entry: 'index.html',
    frame: signedInFrame,
    modules: ['src/features/recruitments/details/RecruitmentDetailsScreen.tsx'],
  },
  'candidate profile': {
    entry: 'index.html',
    frame: signedInFrame,
    modules: ['src/features/candidates/profile/CandidateProfileScreen.tsx'],
  },
  // The Resume tab opens first: the PDF viewer's own chunk (react-pdf, pdf.js) follows at once.
  'candidate profile with its resume shown': {
    entry: 'index.html',
    frame: signedInFrame,
    modules: [
      'src/features/candidates/profile/CandidateProfileScreen.tsx',
      '../design-system/src/PdfViewer/PdfDocumentView.tsx',
    ],
  },
  // Its own small entry (offer.html): no router, store or RTK Query.
  'job offer page': { entry: 'offer.html', modules: [] },
  'job offer page in Polish': { entry: 'offer.html', modules: ['src/i18n/compiled/pl.json'] },
};

/** A chunk and everything it imports statically (with their CSS), as the browser fetches them. */
function withStaticImports(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update bench/bundle-size.mjs`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
  return files;
}

const gzipped = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kB = (bytes) => bytes / 1024;
const format = (kilobytes) => `${kilobytes.toFixed(1)} kB`;
const isJavaScript = (file) => file.endsWith('.js');
const sumOf = (files) => files.reduce((total, file) => total + kB(gzipped(file)), 0);

/** The files of modules and of everything they import statically. */
function filesOf(keys) {
  const files = new Set();
  for (const key of keys) withStaticImports(key, files);
  return [...files];
}

/** Prints a group of files' JavaScript: its title and total, then each file. */
function list(title, files) {
  const javaScript = files.filter(isJavaScript);
  if (javaScript.length === 0) return;
  console.log(`    ${title}, ${format(sumOf(javaScript))}:`);
  for (const file of javaScript)
    console.log(`      ${file.padEnd(50)} ${format(kB(gzipped(file)))}`);
}

const check = process.argv.includes('--check');
const overBudget = [];
const listedGroups = new Set();

console.log('JavaScript each route loads (gzip -9), from packages/ats-app/dist:');
for (const [route, { entry, frame = [], modules }] of Object.entries(routes)) {
  const limits = budgets[route];
  if (!limits) throw new Error(`${route} has no budget: add it to the table at the top`);
  const entryFiles = filesOf([entry]);
  const frameFiles = filesOf([entry, ...frame]);
  const files = filesOf([entry, ...frame, ...modules]);
  const javaScript = files.filter(isJavaScript);
  const total = sumOf(javaScript);
  const over = total - limits.budget;
  const verdict = over > 0 ? `OVER BUDGET by ${format(over)}` : 'within budget';
  const target =
    limits.target === undefined
      ? ''
      : total <= limits.target
        ? `; target ${format(limits.target)} met`
        : `; target ${format(limits.target)} missed by ${format(total - limits.target)}`;
  console.log(
    `\n  ${route}: ${format(total)} in ${javaScript.length} files; budget ${format(limits.budget)}, ${verdict}${target}`,
  );
  if (over > 0) overBudget.push(`${route}: ${format(total)}, ${format(over)} over its budget`);
  // The entry and the signed-in frame are shared by several routes: listed with the first.
  const shared = [
    [`the entry (${entry})`, entryFiles],
    ['the signed-in frame', frameFiles.filter((file) => !entryFiles.includes(file))],
  ];
  for (const [title, sharedFiles] of shared) {
    if (listedGroups.has(title) || !sharedFiles.some(isJavaScript)) continue;
    listedGroups.add(title);
    list(title, sharedFiles);
  }
  list(
    'its own chunks',
    files.filter((file) => !frameFiles.includes(file)),
  );
  if (entry === 'offer.html') {
    console.log(`    (and ${format(sumOf(files.filter((file) => file.endsWith('.css'))))} of CSS)`);
  }
}

if (check && overBudget.length > 0) {
  console.error(
    `\n✗ JavaScript over budget (bench/bundle-size.mjs):\n  ${overBudget.join('\n  ')}`,
  );
  process.exit(1);
}
if (check) console.log('\n✓ Every route is within its JavaScript budget');
