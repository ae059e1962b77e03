// Prints the gzipped JavaScript a browser loads for the login screen, the signed-in shell
// (dashboard) and the recruitment screens, and the JavaScript and CSS of the public job offer
// page (its own entry, offer.html), from the web app's Vite build (build it first).
// Plain Node: reads packages/ats-app/dist/.vite/manifest.json and gzips each chunk.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/ats-app/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(root, manifestPath)}: run pnpm --filter @ats/ats-app build`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = 'index.html';
const offerEntryKey = 'offer.html';

/** Route modules (lazy chunks) each screen needs on top of the entry, by source path. */
const signedIn = ['src/app/store/attachApi.ts', 'src/app/layout/SignedInLayout.tsx'];
const routes = {
  'login screen (signed out, English)': ['src/features/auth/LoginScreen.tsx'],
  'signed-in shell (dashboard, English)': [
    ...signedIn,
    'src/features/dashboard/DashboardScreen.tsx',
  ],
  'recruitments list': [...signedIn, 'src/features/recruitments/list/RecruitmentsScreen.tsx'],
  'new recruitment': [...signedIn, 'src/features/recruitments/form/NewRecruitmentScreen.tsx'],
  'edit recruitment': [...signedIn, 'src/features/recruitments/form/EditRecruitmentScreen.tsx'],
  'recruitment details': [
    ...signedIn,
    'src/features/recruitments/details/RecruitmentDetailsScreen.tsx',
  ],
  'candidate profile': [...signedIn, 'src/features/candidates/profile/CandidateProfileScreen.tsx'],
  // The Resume tab opens first: the PDF viewer's own chunk (react-pdf, pdf.js) follows at once.
  'candidate profile with its resume shown': [
    ...signedIn,
    'src/features/candidates/profile/CandidateProfileScreen.tsx',
    '../design-system/src/PdfViewer/PdfDocumentView.tsx',
  ],
};

/** The job offer page: its entry, and for Polish readers the catalogue it loads first. */
const offerPages = {
  'job offer page (signed out, English)': [],
  'job offer page (signed out, Polish)': ['src/i18n/compiled/pl.json'],
};

/** A chunk and everything it imports statically (with their CSS), as the browser fetches them. */
function withStaticImports(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
  return files;
}

const gzipped = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const raw = (file) => readFileSync(path.join(dist, file)).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

console.log('JavaScript loaded per route (gzip -9), from packages/ats-app/dist:');
for (const [route, modules] of Object.entries(routes)) {
  const files = withStaticImports(entryKey);
  for (const module of modules) withStaticImports(module, files);
  const jsFiles = [...files].filter((file) => file.endsWith('.js'));
  const total = jsFiles.reduce((sum, file) => sum + gzipped(file), 0);
  const uncompressed = jsFiles.reduce((sum, file) => sum + raw(file), 0);
  console.log(
    `  ${route}: ${kB(total)} gzipped (${kB(uncompressed)} raw) in ${jsFiles.length} files`,
  );
  for (const file of jsFiles) console.log(`    ${file.padEnd(48)} ${kB(gzipped(file))}`);
}

console.log('\nJavaScript and CSS loaded by the job offer page (gzip -9):');
for (const [page, modules] of Object.entries(offerPages)) {
  const files = withStaticImports(offerEntryKey);
  for (const module of modules) withStaticImports(module, files);
  const loaded = [...files].filter((file) => /\.(js|css)$/.test(file));
  const sum = (kind) =>
    loaded.filter((file) => file.endsWith(kind)).reduce((total, file) => total + gzipped(file), 0);
  console.log(
    `  ${page}: ${kB(sum('.js') + sum('.css'))} gzipped (JavaScript ${kB(sum('.js'))}, CSS ${kB(sum('.css'))}) in ${loaded.length} files`,
  );
  for (const file of loaded) console.log(`    ${file.padEnd(48)} ${kB(gzipped(file))}`);
}
