/**
 * The package and layer boundaries of ARCHITECTURE.md and CONVENTIONS.md, checked on every
 * import (static and dynamic) of every source file:
 * - a package reaches another only through that package's `exports` (never its internals);
 * - the design system imports neither the SDK nor the app;
 * - in the app, features import neither each other nor `app/`, and `shared/` and `i18n/`
 *   import neither features nor `app/` (dependencies point downward only);
 * - the public job offer page (`ats-app/src/offer/`, its own entry) imports neither `app/`
 *   nor features, nor the store and RTK Query, nor moment: it must stay small;
 * - in the server, a feature imports another feature only through that feature's `index.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const packagesDir = path.join(root, 'packages');

interface WorkspacePackage {
  name: string;
  dir: string;
  /** Import specifiers other packages may use: the name plus each `exports` subpath. */
  publicSpecifiers: Set<string>;
}

function readPackages(): WorkspacePackage[] {
  return readdirSync(packagesDir).map((folder) => {
    const dir = path.join(packagesDir, folder);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    const subpaths = Object.keys(manifest.exports ?? { '.': '' });
    return {
      name: manifest.name,
      dir,
      publicSpecifiers: new Set(
        subpaths.map((subpath) =>
          subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
        ),
      ),
    };
  });
}

const skippedFolders = new Set(['node_modules', 'generated', 'storybook-static', 'dist']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

interface ImportEdge {
  from: string;
  specifier: string;
  /** The imported file for a relative specifier. */
  resolved?: string;
}

function importsOf(file: string): ImportEdge[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map(({ fileName: specifier }) => ({
    from: file,
    specifier,
    ...(specifier.startsWith('.') ? { resolved: path.resolve(path.dirname(file), specifier) } : {}),
  }));
}

const packages = readPackages();
const relative = (file: string) => path.relative(root, file);
const isInside = (file: string, dir: string) => !path.relative(dir, file).startsWith('..');

/** The `features/<area>` folder a file belongs to under `srcDir`, if any. */
function featureOf(file: string, srcDir: string): string | undefined {
  const parts = path.relative(path.join(srcDir, 'features'), file).split(path.sep);
  return parts[0] !== '..' && parts.length > 1 ? parts[0] : undefined;
}

/** Packages of the signed-in app that the public offer page must not load. */
const notOnTheOfferPage = [
  '@ats/api-sdk/rtk',
  '@reduxjs/toolkit',
  'react-redux',
  'redux',
  'moment',
  'moment-timezone',
];

const isPackageOrSubpath = (specifier: string, name: string) =>
  specifier === name || specifier.startsWith(`${name}/`);

/** Every violation of the rules above in the given files, as readable lines. */
function findViolations(edges: ImportEdge[]): string[] {
  const problems: string[] = [];
  const appSrc = path.join(packagesDir, 'ats-app', 'src');
  const offerSrc = path.join(appSrc, 'offer');
  const serverSrc = path.join(packagesDir, 'api-server', 'src');
  for (const edge of edges) {
    const owner = packages.find((candidate) => isInside(edge.from, candidate.dir));
    if (!owner) continue;
    const where = `${relative(edge.from)} imports '${edge.specifier}'`;
    const target = packages.find(
      (candidate) =>
        edge.specifier === candidate.name || edge.specifier.startsWith(`${candidate.name}/`),
    );
    if (target && target !== owner && !target.publicSpecifiers.has(edge.specifier)) {
      problems.push(`${where}: not in ${target.name}'s exports (internals of another package)`);
    }
    if (edge.resolved && !isInside(edge.resolved, owner.dir)) {
      problems.push(`${where}: a relative path into another package`);
    }
    if (
      owner.name === '@ats/design-system' &&
      (edge.specifier.startsWith('@ats/api-sdk') || edge.specifier.startsWith('@ats/ats-app'))
    ) {
      problems.push(`${where}: the design system imports neither the SDK nor the app`);
    }
    const fromOffer = isInside(edge.from, offerSrc);
    if (fromOffer && notOnTheOfferPage.some((name) => isPackageOrSubpath(edge.specifier, name))) {
      problems.push(`${where}: the public offer page loads no store, RTK Query or moment`);
    }
    if (!edge.resolved) continue;
    if (isInside(edge.from, appSrc)) {
      const fromFeature = featureOf(edge.from, appSrc);
      const toFeature = featureOf(edge.resolved, appSrc);
      const toApp = isInside(edge.resolved, path.join(appSrc, 'app'));
      if (fromFeature && toFeature && fromFeature !== toFeature) {
        problems.push(`${where}: a feature imports another feature (move it to shared/)`);
      }
      if (fromFeature && toApp) problems.push(`${where}: a feature imports app/`);
      const fromLower = ['shared', 'i18n'].some((folder) =>
        isInside(edge.from, path.join(appSrc, folder)),
      );
      if (fromLower && (toFeature || toApp)) {
        problems.push(`${where}: shared code imports a feature or app/`);
      }
      if (fromOffer && (toFeature || toApp)) {
        problems.push(`${where}: the public offer page imports the signed-in app`);
      }
    }
    if (isInside(edge.from, serverSrc)) {
      const fromFeature = featureOf(edge.from, serverSrc);
      const toFeature = featureOf(edge.resolved, serverSrc);
      const toFeatureIndex =
        toFeature && edge.resolved === path.join(serverSrc, 'features', toFeature, 'index.ts');
      if (fromFeature && toFeature && fromFeature !== toFeature && !toFeatureIndex) {
        problems.push(`${where}: a server feature imports another feature, not its index.ts`);
      }
    }
  }
  return problems;
}

describe('package and layer boundaries', () => {
  it('holds for every import in the workspace', () => {
    const edges = packages.flatMap((workspacePackage) =>
      sourceFiles(workspacePackage.dir).flatMap(importsOf),
    );
    expect(edges.length).toBeGreaterThan(500);
    expect(findViolations(edges)).toEqual([]);
  });

  it('refuses each kind of wrong import', () => {
    const at = (...segments: string[]) => path.join(packagesDir, ...segments);
    const edge = (from: string, specifier: string): ImportEdge => ({
      from,
      specifier,
      ...(specifier.startsWith('.')
        ? { resolved: path.resolve(path.dirname(from), specifier) }
        : {}),
    });
    const wrong = [
      edge(at('design-system', 'src', 'Button', 'Button.tsx'), '@ats/api-sdk'),
      edge(at('design-system', 'src', 'Button', 'Button.tsx'), '../../../ats-app/src/main.tsx'),
      edge(at('ats-app', 'src', 'main.tsx'), '@ats/design-system/src/Button/Button.tsx'),
      edge(at('ats-app', 'src', 'features', 'settings', 'x.ts'), '../questionnaires/status.ts'),
      edge(at('ats-app', 'src', 'features', 'settings', 'a', 'x.ts'), '../../../app/App.tsx'),
      edge(at('ats-app', 'src', 'shared', 'x', 'y.ts'), '../../features/settings/messages.ts'),
      edge(at('api-server', 'src', 'features', 'stages', 'x.ts'), '../settings/queries.ts'),
      edge(at('ats-app', 'src', 'offer', 'x.tsx'), '../app/App.tsx'),
      edge(at('ats-app', 'src', 'offer', 'x.tsx'), '../features/auth/LoginScreen.tsx'),
      edge(at('ats-app', 'src', 'offer', 'x.tsx'), '@ats/api-sdk/rtk'),
      edge(at('ats-app', 'src', 'offer', 'x.tsx'), '@reduxjs/toolkit/query/react'),
      edge(at('ats-app', 'src', 'offer', 'x.tsx'), 'react-redux'),
      edge(at('ats-app', 'src', 'offer', 'x.tsx'), 'moment'),
    ];
    expect(wrong.map((one) => findViolations([one]).length)).toEqual(wrong.map(() => 1));
    const right = [
      edge(at('ats-app', 'src', 'main.tsx'), '@ats/api-sdk/rtk'),
      edge(at('ats-app', 'src', 'features', 'settings', 'a', 'x.ts'), '../../../shared/y.ts'),
      edge(at('ats-app', 'src', 'features', 'settings', 'a', 'x.ts'), '../messages.ts'),
      edge(at('ats-app', 'src', 'app', 'router', 'routes.tsx'), '../../features/settings/x.tsx'),
      edge(at('api-server', 'src', 'features', 'index.ts'), './stages/handlers.ts'),
      edge(at('api-server', 'src', 'features', 'stages', 'x.ts'), '../activities/index.ts'),
      edge(at('ats-app', 'src', 'offer', 'x.tsx'), '../shared/ui/LanguageSwitch.tsx'),
      edge(at('ats-app', 'src', 'offer', 'x.tsx'), '../i18n/locales.ts'),
      edge(at('ats-app', 'src', 'offer', 'x.tsx'), '@ats/api-sdk'),
      edge(at('ats-app', 'src', 'main.tsx'), '@reduxjs/toolkit'),
    ];
    expect(findViolations(right)).toEqual([]);
  });
});
