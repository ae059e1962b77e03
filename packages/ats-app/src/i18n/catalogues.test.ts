import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import compiledEn from './compiled/en.json';
import compiledPl from './compiled/pl.json';
import en from './messages/en.json';
import pl from './messages/pl.json';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a package script's formatjs command, writing to stdout instead of the committed file. */
function formatjs(script: string): unknown {
  const [command] = script.split(' && ');
  const args = (command ?? '')
    .replace(/ --out-file \S+/, '')
    .replace(/^formatjs /, '')
    .split(' ')
    .map((arg) => arg.replace(/^'(.*)'$/, '$1'));
  const output = execFileSync(path.join(packageRoot, 'node_modules/.bin/formatjs'), args, {
    cwd: packageRoot,
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

function compile(catalogue: string): unknown {
  return formatjs(
    `formatjs compile src/i18n/messages/${catalogue}.json --format simple --ast --out-file x`,
  );
}

/** Names of the arguments (placeholders, plurals, tags) of a compiled message. */
function argumentNames(elements: unknown): string[] {
  if (!Array.isArray(elements)) return [];
  return elements.flatMap((element: Record<string, unknown>) => [
    ...(element.type === 0 ? [] : typeof element.value === 'string' ? [element.value] : []),
    ...argumentNames(element.children),
    ...Object.values((element.options ?? {}) as Record<string, { value: unknown }>).flatMap(
      (option) => argumentNames(option.value),
    ),
  ]);
}

describe('message catalogues', () => {
  it('hold every message of the source in English, as extracted (pnpm i18n:extract)', () => {
    expect(formatjs(packageJson.scripts['i18n:extract'])).toEqual(en);
    expect(Object.keys(en).length).toBeGreaterThan(0);
  });

  it('translate every message into Polish, and nothing else', () => {
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(pl)) expect(text.trim(), id).not.toBe('');
  });

  it('leave no English words in Polish (same text only without words, or for shared words)', () => {
    const sameInBothLanguages = new Set([
      'Administrator',
      'ATS',
      'E-mail',
      'Menu',
      'Status',
      'System',
    ]);
    const words = (text: string) =>
      text.replace(/\{[^{}]*\}/g, ' ').match(/\p{L}[\p{L}-]*/gu) ?? [];
    const untranslated = Object.entries(pl).filter(
      ([id, text]) =>
        text === (en as Record<string, string>)[id] &&
        words(text).some((word) => !sameInBothLanguages.has(word)),
    );
    expect(untranslated).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const english = compiledEn as Record<string, unknown>;
    for (const [id, elements] of Object.entries(compiledPl as Record<string, unknown>)) {
      expect(argumentNames(elements).sort(), id).toEqual(argumentNames(english[id]).sort());
    }
  });

  it('are compiled for the app (pnpm i18n:compile)', () => {
    expect(compile('en')).toEqual(compiledEn);
    expect(compile('pl')).toEqual(compiledPl);
  });
});
