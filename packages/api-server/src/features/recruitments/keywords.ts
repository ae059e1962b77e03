import type { Schema } from '@ats/api-sdk';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keywords, recruitmentKeywords } from '../../db/schema/index.ts';

/** `text%` for LIKE, with `%`, `_` and `\` typed by the user taken literally. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Keyword suggestions: every keyword whose name starts with `startingWith`
 * (case-insensitive), in byte order of the lower-cased name. keywords_name_lower_key
 * (lower(name) text_pattern_ops) serves the prefix and, through `~<~`, the order.
 */
export async function selectKeywordPage(
  db: Database,
  request: { startingWith: string | undefined; page: number; pageSize: number },
): Promise<Schema<'KeywordPage'>> {
  const prefix = request.startingWith?.trim() ?? '';
  const where =
    prefix === '' ? undefined : sql`lower(${keywords.name}) like lower(${prefixPattern(prefix)})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ name: keywords.name })
      .from(keywords)
      .where(where)
      .orderBy(sql`lower(${keywords.name}) using ~<~`)
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(keywords)
      .where(where),
  ]);
  return {
    result: rows.map((row) => row.name),
    totalCount: total?.count ?? 0,
    pageNumber: request.page,
  };
}

/**
 * Trimmed, blank ones dropped, the first spelling of each case-insensitive duplicate kept.
 * (JavaScript's lower-casing only groups the request; the unique index decides in the end.)
 */
export function normaliseKeywords(names: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed !== '' && !kept.has(trimmed.toLowerCase()))
      kept.set(trimmed.toLowerCase(), trimmed);
  }
  return [...kept.values()];
}

/**
 * Replaces a recruitment's keywords. A keyword that exists in any spelling is reused; a new
 * one is added as spelled. Concurrent saves of the same new keyword meet at the unique index
 * on lower(name): one inserts it, the other waits and then finds it.
 */
export async function replaceRecruitmentKeywords(
  tx: Database,
  recruitmentId: string,
  names: readonly string[],
): Promise<void> {
  await tx.delete(recruitmentKeywords).where(eq(recruitmentKeywords.recruitmentId, recruitmentId));
  const wanted = normaliseKeywords(names);
  if (wanted.length === 0) return;
  await tx
    .insert(keywords)
    .values(wanted.map((name) => ({ name })))
    .onConflictDoNothing();
  const stored = await tx
    .select({ id: keywords.id })
    .from(keywords)
    .where(
      inArray(
        sql`lower(${keywords.name})`,
        wanted.map((name) => sql`lower(${name})`),
      ),
    );
  const keywordIds = [...new Set(stored.map((row) => row.id))];
  await tx
    .insert(recruitmentKeywords)
    .values(keywordIds.map((keywordId) => ({ recruitmentId, keywordId })));
}
