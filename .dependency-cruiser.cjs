// The import rules of ARCHITECTURE.md and CONVENTIONS.md, checked by dependency-cruiser on
// every import (static, dynamic and type-only) of every source file in packages/*
// (`pnpm lint:imports`; a step of `npm test`). Each rule's comment is what a failure prints.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** Escapes a path for use inside a regular expression. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files each workspace package lets others import: the targets of its `exports`. */
const exportedFiles = readdirSync(path.join(__dirname, 'packages')).flatMap((folder) => {
  const manifestPath = path.join(__dirname, 'packages', folder, 'package.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return Object.values(manifest.exports ?? {}).map((target) =>
    literal(`packages/${folder}/${path.posix.normalize(target)}`),
  );
});

const app = '^packages/ats-app/src';
const server = '^packages/api-server/src';
// The public job offer page's entry.
const offerPage = `${app}/offers/`;

/** A file inside a `features/<area>/` folder (not `features/index.ts`); $1 is the area. */
const inFeature = (src) => `${src}/features/([^/]+)/`;

/** The packages of the signed-in app that the public offer page must not load. */
const notOnTheOfferPage = [
  '@reduxjs/toolkit',
  'react-redux',
  'redux',
  'moment',
  'moment-timezone',
].map((name) => `node_modules/${literal(name)}/`);

/**
 * The modules of the cycles allowed, each with its reason (keep it short: a cycle is fixed by
 * moving what both sides need into a module of its own).
 */
const allowedCycleModules = [
  // Two tables whose rows point at each other (a file sent by a candidate; a candidate's photo
  // and résumé files): drizzle's lazy `references(() => table.id)` exists for this, and the
  // migrations need both foreign keys.
  `${server}/db/schema/(files|recruitees)\\.ts$`,
];

module.exports = {
  forbidden: [
    // Packages
    {
      name: 'package-internals',
      comment:
        "Another package's internals: import a workspace package only by its name and the subpaths in its package.json exports.",
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: {
        dependencyTypesNot: ['local'],
        path: '^packages/',
        pathNot: ['^packages/$1/', ...exportedFiles],
      },
    },
    {
      // Resolution follows `exports`, so a subpath a package does not export does not resolve.
      name: 'package-internals-not-exported',
      comment:
        "Another package's internals: this subpath is not in the package's package.json exports.",
      severity: 'error',
      from: { path: '^packages/' },
      to: { couldNotResolve: true, path: '^@ats/' },
    },
    {
      name: 'unresolvable-import',
      comment: 'An import that resolves to no file: every other rule would miss it.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { couldNotResolve: true, pathNot: '^@ats/' },
    },
    {
      name: 'relative-path-into-another-package',
      comment: 'A relative path into another package: import it by its name and exports.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: { dependencyTypes: ['local'], path: '^packages/', pathNot: '^packages/$1/' },
    },
    {
      name: 'design-system-imports-sdk-or-app',
      comment:
        'The design system knows nothing of the API or the app: texts and data arrive as props.',
      severity: 'error',
      from: { path: '^packages/design-system/' },
      to: { path: '^(packages/(api-sdk|ats-app)/|@ats/(api-sdk|ats-app)(/|$))' },
    },
    {
      name: 'domain-imports-workspace',
      comment:
        'packages/domain is plain TypeScript: it imports nothing from the workspace (every package may import it), nor React, Fastify or Drizzle.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: {
        path: '^(packages/|@ats/)|node_modules/(react|react-dom|fastify|drizzle-orm)/',
        pathNot: '^packages/domain/',
      },
    },

    // No cycles
    {
      name: 'import-cycle',
      comment:
        'An import cycle: move what both sides need into a module of its own that both import.',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/' },
      to: {
        circular: true,
        // A cycle made only of allowed modules passes; any other cycle fails.
        ...(allowedCycleModules.length > 0 ? { via: { pathNot: allowedCycleModules } } : {}),
      },
    },

    // App (packages/ats-app/src): dependencies point downward, app/ -> features/ -> shared/ and i18n/
    {
      name: 'app-feature-imports-another-feature',
      comment:
        'An app feature imports another feature: move what both need to shared/ or the design system.',
      severity: 'error',
      from: { path: inFeature(app) },
      to: { path: `${app}/features/`, pathNot: `${app}/features/$1/` },
    },
    {
      name: 'app-feature-imports-app',
      comment: 'An app feature imports app/ (the router, providers and store import features).',
      severity: 'error',
      from: { path: inFeature(app) },
      to: { path: `${app}/app/` },
    },
    {
      name: 'app-shared-imports-feature-or-app',
      comment: 'shared/ and i18n/ import neither features nor app/: dependencies point downward.',
      severity: 'error',
      from: { path: `${app}/(shared|i18n)/` },
      to: { path: `${app}/(features|app)/` },
    },
    {
      name: 'offer-page-imports-signed-in-app',
      comment:
        'The public offer page is its own small entry: it imports neither app/ nor features (move shared pieces to shared/).',
      severity: 'error',
      from: { path: offerPage },
      to: { path: `${app}/(features|app)/` },
    },
    {
      name: 'offer-page-loads-store-or-moment',
      comment:
        "The public offer page loads no store, RTK Query or moment: use the SDK's fetch client.",
      severity: 'error',
      from: { path: offerPage },
      to: { path: ['^packages/api-sdk/src/rtk/', ...notOnTheOfferPage] },
    },

    // Server (packages/api-server/src)
    {
      name: 'server-feature-imports-feature-internals',
      comment:
        "A server feature imports another feature's internals: import only that feature's index.ts (its small public surface).",
      severity: 'error',
      from: { path: inFeature(server) },
      to: {
        path: `${server}/features/[^/]+/`,
        pathNot: [`${server}/features/$1/`, `${server}/features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-imports-feature-internals',
      comment:
        'Server code outside features/ reaches a feature only through its index.ts (features/index.ts, the handler table, is the one place that imports handlers).',
      severity: 'error',
      from: { path: `${server}/`, pathNot: `${server}/features/` },
      to: {
        path: `${server}/features/[^/]+/`,
        pathNot: `${server}/features/[^/]+/index\\.ts$`,
      },
    },
    {
      name: 'server-db-imports-server',
      comment:
        'db/ is schema, migrations and the client only: it imports nothing from the rest of the server.',
      severity: 'error',
      from: { path: `${server}/db/` },
      to: { path: `${server}/`, pathNot: `${server}/db/` },
    },
  ],
  options: {
    // Source only. Packages from node_modules and generated code are nodes of the graph (rules
    // see imports of them) but are not read; build and test output is left out entirely.
    doNotFollow: { path: ['node_modules', '^packages/[^/]+/src/generated/'] },
    exclude: {
      path: '^packages/[^/]+/(dist|storybook-static|coverage|playwright-report|test-results)/',
    },
    // Type-only imports count: `import type` couples modules as much as any other import.
    tsPreCompilationDeps: true,
    // Resolve workspace packages as Node and Vite do: through their exports.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
