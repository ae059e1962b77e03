import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { atsUsers } from '../db/schema/auth.ts';

type Executor = Pick<Database, 'insert'>;

/** What the provider told us about the person signing in. */
export interface SignInClaims {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Names and e-mail from ID token and userinfo claims, with sensible fallbacks. */
export function claimsToProfile(subject: string, claims: Record<string, unknown>): SignInClaims {
  const email = text(claims.email) ?? text(claims.preferred_username) ?? '';
  const [firstOfName, ...restOfName] = (text(claims.name) ?? '').split(/\s+/);
  return {
    subject,
    email,
    firstName: text(claims.given_name) ?? text(firstOfName) ?? email.split('@')[0] ?? '',
    lastName: text(claims.family_name) ?? text(restOfName.join(' ')) ?? '',
  };
}

/**
 * Creates the user on first sign-in, refreshes names and e-mail afterwards. An avatar is set
 * only when the user has none (the development provider's generated one).
 */
export async function upsertSignedInUser(
  tx: Executor,
  options: {
    issuerId: string;
    profile: SignInClaims;
    defaultAvatar?: { bytes: Buffer; contentType: string };
  },
): Promise<{ id: string }> {
  const { profile, defaultAvatar } = options;
  const [user] = await tx
    .insert(atsUsers)
    .values({
      oidcIssuer: options.issuerId,
      oidcSubject: profile.subject,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      avatar: defaultAvatar?.bytes ?? null,
      avatarContentType: defaultAvatar?.contentType ?? null,
      lastSignInAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [atsUsers.oidcIssuer, atsUsers.oidcSubject],
      set: {
        email: sql`excluded.email`,
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        lastSignInAt: sql`now()`,
        avatar: sql`coalesce(${atsUsers.avatar}, excluded.avatar)`,
        avatarContentType: sql`case when ${atsUsers.avatar} is null then excluded.avatar_content_type else ${atsUsers.avatarContentType} end`,
      },
    })
    .returning({ id: atsUsers.id });
  if (!user) throw new Error('User was not stored');
  return user;
}

/** Which of `ids` are staff members; the others are unknown. */
export async function selectExistingUserIds(
  db: Database,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: atsUsers.id })
    .from(atsUsers)
    .where(inArray(atsUsers.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}
