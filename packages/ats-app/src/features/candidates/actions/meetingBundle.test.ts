/**
 * moment-timezone (about 50 kB gzipped with its zone data) is loaded by the meeting form only:
 * no screen of the candidates feature reaches it through static imports, which the bundler
 * would put into that screen's chunk, and the meeting modal asks for it with a dynamic import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticImportGraph } from '../../../shared/testing/staticImportGraph.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../../..');
const feature = path.resolve(here, '..');

/** Every module of the candidates feature (screens, modals, timeline), tests left out. */
function featureModules(): string[] {
  return readdirSync(feature, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.relative(src, path.join(feature, file)));
}

describe('moment-timezone', () => {
  it('is not a static import of any module of the candidates feature', () => {
    const roots = featureModules();
    expect(roots).toContain('features/candidates/actions/ScheduleMeetingModal.tsx');
    const { modules, packages } = staticImportGraph(src, roots);
    expect(modules).toContain('features/candidates/actions/meetingTime.ts');
    expect(packages.filter((name) => name.startsWith('moment'))).toEqual([]);
  });

  it('is imported dynamically by the meeting modal', () => {
    const modal = readFileSync(path.join(here, 'ScheduleMeetingModal.tsx'), 'utf8');
    expect(modal).toMatch(/import\('moment-timezone'\)/);
  });
});
