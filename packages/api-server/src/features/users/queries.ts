import type { Schema } from '@ats/api-sdk';
import { and, asc, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { atsUsers } from '../../db/schema/index.ts';

/**
 * The recruiter picker: every staff member but the deactivated and the skipped ones, optionally those whose
 * first name, last name or e-mail contains the search (case-insensitive, on the generated
 * search_text column and its trigram index), sorted by last name then first name
 * (ats_users_name_idx). The avatar is the relative URL of getUserAvatar, null when the user
 * has none (only the null bit is read, not the image).
 */
export async function selectRecruiterPage(
  db: Database,
  request: {
    searchQuery: string | undefined;
    skipUserIds: readonly string[];
    page: number;
    pageSize: number;
  },
): Promise<Schema<'RecruiterPage'>> {
  const search = request.searchQuery?.trim() ?? '';
  const where = and(
    // Deactivated staff are nobody's new owner, hiring manager or team member.
    ne(atsUsers.status, 'Deactivated'),
    request.skipUserIds.length > 0 ? notInArray(atsUsers.id, [...request.skipUserIds]) : undefined,
    // lower() on both sides: the database's lower-casing, whatever its locale, on both.
    search === '' ? undefined : sql`${atsUsers.searchText} like lower(${containsPattern(search)})`,
  );
  const [result, [total]] = await Promise.all([
    db
      .select({
        recruiterATSUserId: atsUsers.id,
        firstName: atsUsers.firstName,
        lastName: atsUsers.lastName,
        avatar: sql<string | null>`case when ${atsUsers.avatar} is null then null
          else '/api/ATSUsers/' || ${atsUsers.id} || '/Avatar' end`,
      })
      .from(atsUsers)
      .where(where)
      .orderBy(asc(atsUsers.lastName), asc(atsUsers.firstName), asc(atsUsers.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(atsUsers)
      .where(where),
  ]);
  return { result, totalCount: total?.count ?? 0, pageNumber: request.page };
}
