import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-patterns.ts';
import { recruitees } from '../../db/schema/index.ts';

/**
 * The recruitee (`recruiteeId`) is one whose first or last name, e-mail or phone contains
 * the trimmed text, in any letter case; undefined (no filter) when the text is absent or
 * blank. A subquery, so that queries need not join recruitees to filter; served by
 * recruitees_search_text_trgm_idx. Both sides go through PostgreSQL's lower(), so the
 * database's locale folds the text and the column alike.
 */
export function candidateSearchCondition(
  recruiteeId: SQLWrapper,
  searchQuery: string | undefined,
): SQL | undefined {
  const matches = recruiteeSearchTextCondition(searchQuery);
  if (!matches) return undefined;
  return sql`${recruiteeId} in (select ${recruitees.id} from ${recruitees} where ${matches})`;
}

/**
 * The same match on a query over `recruitees` itself: counting candidates with it reads the
 * term's matches once, where `id in (...)` would join the table to itself.
 */
export function recruiteeSearchTextCondition(searchQuery: string | undefined): SQL | undefined {
  const text = searchQuery?.trim() ?? '';
  if (text === '') return undefined;
  return sql`${recruitees.searchText} like lower(${containsPattern(text)})`;
}
