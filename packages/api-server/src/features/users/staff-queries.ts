import type { Schema } from '@ats/api-sdk';
import { isStaffRole } from '@ats/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { atsUsers, recruitments } from '../../db/schema/index.ts';

type StaffUser = Schema<'StaffUser'>;
type StaffStatus = Schema<'StaffStatus'>;

const staffStatuses: readonly StaffStatus[] = ['Invited', 'Active', 'Deactivated'];

/** The columns of a StaffUser; the owned recruitments counted on recruitments_owner_id_idx. */
const staffColumns = {
  id: atsUsers.id,
  firstName: atsUsers.firstName,
  lastName: atsUsers.lastName,
  email: atsUsers.email,
  role: atsUsers.role,
  status: atsUsers.status,
  lastSignInAt: atsUsers.lastSignInAt,
  invitedAt: atsUsers.invitedAt,
  avatar: sql<string | null>`case when ${atsUsers.avatar} is null then null
    else '/api/ATSUsers/' || ${atsUsers.id} || '/Avatar' end`,
  // The outer column is named with its table by hand: in a query of one table Drizzle writes
  // a column of a select's sql without its table, and "id" would be the recruitment's.
  ownedRecruitmentsCount: sql<number>`(
    select count(*)::int from ${recruitments}
    where ${recruitments}.${sql.identifier(recruitments.ownerId.name)} = ${atsUsers}.${sql.identifier(atsUsers.id.name)}
  )`.mapWith(Number),
};

interface StaffRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  status: string;
  lastSignInAt: Date | null;
  invitedAt: Date | null;
  avatar: string | null;
  ownedRecruitmentsCount: number;
}

function toStaffUser(row: StaffRow): StaffUser {
  return {
    ...row,
    // Check constraints hold both columns to these values.
    role: isStaffRole(row.role) ? row.role : 'Interviewer',
    status: staffStatuses.find((status) => status === row.status) ?? 'Deactivated',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    invitedAt: row.invitedAt?.toISOString() ?? null,
  };
}

/**
 * Settings > Users: every staff member, optionally those whose name or e-mail contains the
 * search (search_text and its trigram index) and of one role or status, sorted by last name
 * then first name (ats_users_name_idx). Staff are thousands at most, so the filters on role
 * and status need no index of their own.
 */
export async function selectStaffPage(
  db: Database,
  request: {
    searchQuery: string | undefined;
    role: string | undefined;
    status: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<Schema<'StaffUserPage'>> {
  const search = request.searchQuery?.trim() ?? '';
  const conditions: (SQL | undefined)[] = [
    search === '' ? undefined : sql`${atsUsers.searchText} like lower(${containsPattern(search)})`,
    request.role ? eq(atsUsers.role, request.role) : undefined,
    request.status ? eq(atsUsers.status, request.status) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(staffColumns)
      .from(atsUsers)
      .where(where)
      .orderBy(asc(atsUsers.lastName), asc(atsUsers.firstName), asc(atsUsers.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ count: count() }).from(atsUsers).where(where),
  ]);
  return {
    result: rows.map(toStaffUser),
    totalCount: total?.count ?? 0,
    pageNumber: request.page,
  };
}

/** One staff member as Settings > Users shows them, or undefined. */
export async function selectStaffUser(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<StaffUser | undefined> {
  const [row] = await db.select(staffColumns).from(atsUsers).where(eq(atsUsers.id, userId));
  return row && toStaffUser(row);
}
