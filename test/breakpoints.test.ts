/**
 * Media widths live in one place, the design system's breakpoints (`theme/breakpoints.ts`,
 * exported as `breakpoints` and `mediaQueries`): no style file of any package writes a width
 * of its own into a media query. Container queries (`'@container'`) answer a component's own
 * width, not the window's, and are left to the component.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packagesDir = fileURLToPath(new URL('../packages', import.meta.url));

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(full);
    return entry.name.endsWith('.css.ts') ? [full] : [];
  });
}

// A media condition on a number: `(min-width: 768px)`, `(max-width:60em)`, `(width >= 40rem)`.
const rawMediaSize = /\(\s*(?:min-|max-)?(?:width|height)\s*(?::|[<>]=?)\s*\d/;

describe('breakpoints', () => {
  const files = readdirSync(packagesDir).flatMap((folder) => {
    const src = path.join(packagesDir, folder, 'src');
    try {
      return styleFiles(src);
    } catch {
      return [];
    }
  });

  it('finds the style files', () => {
    expect(files.some((file) => file.endsWith('sprinkles.css.ts'))).toBe(true);
  });

  it('leaves media widths to the theme breakpoints', () => {
    const offenders = files.flatMap((file) => {
      // The kind of query the lines below belong to: the last '@media' or '@container' key.
      let query: 'media' | 'container' = 'media';
      return readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => {
          if (line.includes("'@container'")) query = 'container';
          if (line.includes('@media')) query = 'media';
          return { line, index, query };
        })
        .filter(({ line, query }) => query === 'media' && rawMediaSize.test(line))
        .map(
          ({ line, index }) => `${path.relative(packagesDir, file)}:${index + 1}: ${line.trim()}`,
        );
    });
    expect(offenders).toEqual([]);
  });
});
