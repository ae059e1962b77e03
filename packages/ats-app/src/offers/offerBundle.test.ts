/**
 * The public job offer is its own entry (offer.html) and must not load the signed-in app:
 * this follows every static import from it, as the bundler does, and fails if one reaches
 * app/, a feature, the store or RTK Query (bench/bundle-size.mjs measures what it loads).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from '../shared/testing/staticImportGraph.ts';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

describe('what the job offer page loads', () => {
  const { modules, packages } = staticImportGraph(src, ['offers/main.tsx']);

  it('reaches the page and its form through the entry (the walk works)', () => {
    expect(modules).toContain('offers/OfferPage.tsx');
    expect(modules).toContain('offers/ApplySection.tsx');
    expect(modules).toContain('i18n/locales.ts');
    expect(packages).toContain('@ats/design-system');
  });

  it('has nothing of the signed-in app: no app/, no features, no store', () => {
    expect(
      modules.filter((file) =>
        ['app/', 'features/', 'shared/store/', 'shared/auth/'].some((part) =>
          file.startsWith(part),
        ),
      ),
    ).toEqual([]);
  });

  it('has no redux, RTK Query, router or moment', () => {
    expect(
      packages.filter((name) =>
        /^(@reduxjs\/|react-redux|redux$|@ats\/api-sdk\/rtk|react-router|moment)/.test(name),
      ),
    ).toEqual([]);
  });
});
