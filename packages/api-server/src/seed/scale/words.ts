import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pdfSafeText } from '../../pdf/pdf-safe-text.ts';
import { slug } from '../demo/people.ts';
import { richParagraphs } from '../demo/rich-text.ts';
import {
  CITIES,
  COMPANIES,
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  ENGLISH_STREETS,
  MEETING_NAMES,
  MESSAGES,
  NOTES,
  PHONE_CALL_DESCRIPTIONS,
  POLISH_FIRST_NAMES,
  POLISH_LAST_NAMES,
  POLISH_STREETS,
  REFERERS,
  SCHOOLS,
  SCORE_COMMENTS,
} from '../demo/vocabulary.ts';
import { below, literal, skewedIndex } from './sql-random.ts';

/**
 * The demo's word lists as one temporary table, `scale_word (list, idx, word, slug, ascii)`,
 * that the generating statements join by list name and a drawn index (a hash join on a
 * small table; arrays or JSON read per row would be decompressed on every row).
 */

interface Word {
  word: string | null;
  /** Lower-case ASCII for e-mail addresses ('Łucja' -> 'lucja'), or a second value. */
  slug?: string;
  /** ASCII for file names ('Łucja' -> 'Lucja'). */
  ascii?: string;
}

/** Candidates' name groups: 0 Polish women, 1 Polish men, 2 English women, 3 English men. */
export const NAME_GROUPS = 4;

function asciiName(text: string): string {
  return pdfSafeText(text)
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

function names(list: readonly string[]): Word[] {
  return list.map((name) => ({ word: name, slug: slug(name), ascii: asciiName(name) }));
}

/** The feminine form of a Polish surname, as the demo writes it (-ski -> -ska). */
function feminine(surname: string): string {
  return surname.replace(/(ski|cki|dzki)$/, (ending) => `${ending.slice(0, -1)}a`);
}

/** Each entry repeated by its weight (weights are small integers). */
function weighted<T>(entries: readonly (readonly [T, number])[]): T[] {
  return entries.flatMap(([value, weight]) => Array.from({ length: weight }, () => value));
}

/** Reserved example domains only, so that no generated address reaches a real person. */
const CANDIDATE_DOMAINS: readonly (readonly [string, number])[] = [
  ['example.com', 7],
  ['example.org', 3],
  ['example.net', 2],
  ['mail.example.com', 3],
  ['poczta.example.net', 3],
  ['inbox.example.org', 2],
];

/** Free-text answers to "why us?" (the demo's own are private to its answer writer). */
const MOTIVATIONS: Readonly<Record<'en' | 'pl', readonly string[]>> = {
  en: [
    'I have followed your product for years and would love to help build it.',
    'Your offer matches my experience, and I want to grow in a team that values quality.',
    'A friend who works with you recommended the team.',
  ],
  pl: [
    'Od dawna korzystam z Waszych usług i chętnie dołączę do zespołu.',
    'Szukam miejsca, w którym będę mógł się rozwijać, a Wasza oferta pasuje do mojego doświadczenia.',
  ],
};

function wordLists(timeZones: readonly string[]): Record<string, Word[]> {
  const lists: Record<string, Word[]> = {
    'first:0': names(POLISH_FIRST_NAMES.female),
    'first:1': names(POLISH_FIRST_NAMES.male),
    'first:2': names(ENGLISH_FIRST_NAMES.female),
    'first:3': names(ENGLISH_FIRST_NAMES.male),
    'last:0': names(POLISH_LAST_NAMES.map(feminine)),
    'last:1': names(POLISH_LAST_NAMES),
    'last:2': names(ENGLISH_LAST_NAMES),
    'last:3': names(ENGLISH_LAST_NAMES),
    domain: weighted(CANDIDATE_DOMAINS).map((word) => ({ word })),
    referer: weighted(REFERERS).map((word) => ({ word })),
    'time-zone': timeZones.map((word) => ({ word })),
  };
  for (const language of ['pl', 'en'] as const) {
    // One entry per city and postal prefix: big cities with many districts come up more.
    lists[`city:${language}`] = CITIES.filter((city) => city.language === language).flatMap(
      (city) => city.postalPrefixes.map((prefix) => ({ word: city.name, slug: prefix })),
    );
    lists[`street:${language}`] = (language === 'pl' ? POLISH_STREETS : ENGLISH_STREETS).map(
      (word) => ({ word }),
    );
    lists[`company:${language}`] = COMPANIES[language].map((word) => ({ word }));
    lists[`school:${language}`] = SCHOOLS[language].flatMap((school) =>
      school.degrees.map((degree) => ({ word: school.name, slug: degree })),
    );
    lists[`call:${language}`] = PHONE_CALL_DESCRIPTIONS[language].map((word) => ({ word }));
    lists[`note:${language}`] = NOTES[language].map((word) => ({ word }));
    lists[`message:${language}`] = Object.values(MESSAGES).map((texts) => ({
      word: texts[language],
    }));
    lists[`meeting:${language}`] = MEETING_NAMES[language].map((word) => ({ word }));
    lists[`motivation:${language}`] = MOTIVATIONS[language].map((word) => ({ word }));
  }
  for (const [score, comments] of Object.entries(SCORE_COMMENTS)) {
    lists[`score-comment:${score}`] = comments.map((comment) => ({
      word: richParagraphs(comment),
    }));
  }
  return lists;
}

/** The word lists of one run, and how to draw from them in SQL. */
export class WordLists {
  private readonly lists: Record<string, Word[]>;

  constructor(timeZones: readonly string[]) {
    this.lists = wordLists(timeZones.length > 0 ? timeZones : ['UTC']);
  }

  /** How many words `list` has: a number for a fixed list, a CASE for one chosen per row. */
  size(list: string | SQL): SQL {
    if (typeof list === 'string') return sql.raw(String(this.words(list).length));
    const cases = Object.entries(this.lists).map(
      ([name, words]) => sql`when ${literal(name)} then ${sql.raw(String(words.length))}`,
    );
    return sql`(case ${list} ${sql.join(cases, sql` `)} end)`;
  }

  /** An index into `list`, uniform, drawn by `name` for the row's numbers. */
  index(list: string | SQL, name: string, ...parts: SQL[]): SQL {
    return sql`(1 + ${below(this.size(list), name, ...parts)})`;
  }

  /** An index into `list` where the first words come up far more often (see skewedIndex). */
  skewedIndex(list: string | SQL, skew: number, name: string, ...parts: SQL[]): SQL {
    return skewedIndex(this.size(list), skew, name, ...parts);
  }

  /** `join scale_word as <alias>` on the list and index. */
  join(alias: string, list: string | SQL, index: SQL): SQL {
    const table = sql.identifier(alias);
    const listName = typeof list === 'string' ? literal(list) : list;
    return sql`join scale_word as ${table} on ${table}.list = ${listName} and ${table}.idx = ${index}`;
  }

  private words(list: string): Word[] {
    const words = this.lists[list];
    if (!words) throw new Error(`No word list '${list}'`);
    return words;
  }

  /** Creates and fills the temporary table (dropped at the end of the transaction). */
  async createTable(db: Database): Promise<void> {
    await db.execute(sql`create temporary table scale_word (
      list text not null, idx int not null, word text, slug text, ascii text,
      primary key (list, idx)
    ) on commit drop`);
    const rows = Object.entries(this.lists).flatMap(([list, words]) =>
      words.map(
        (word, index) =>
          sql`(${list}, ${index + 1}::int, ${word.word}::text, ${word.slug ?? null}::text, ${word.ascii ?? null}::text)`,
      ),
    );
    for (let start = 0; start < rows.length; start += 500) {
      await db.execute(
        sql`insert into scale_word values ${sql.join(rows.slice(start, start + 500), sql`, `)}`,
      );
    }
    await db.execute(sql`analyze scale_word`);
  }
}
