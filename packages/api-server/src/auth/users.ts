import { isStaffRole, type StaffRole } from '@ats/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { atsUsers, signInDomains } from '../db/schema/auth.ts';
import { recordAudit } from '../features/audit/index.ts';
import { notifySessionsEnded } from './session-events.ts';

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

/** Why a person got in at first sign-in (recorded in the audit log). */
type AdmittedBy = 'invitation' | 'adminEmails' | 'development' | 'domain';

/**
 * Who may sign in (issue 27), in one transaction with the session it starts. A known identity
 * signs in unless deactivated; a new one only with an invitation to its e-mail address, an
 * address in ADMIN_EMAILS, a development demo account's role, or an e-mail domain an
 * administrator admits. Anyone else gets null and nothing is written. Names, e-mail and the
 * last sign-in are refreshed at every sign-in; an avatar is set only when the user has none.
 */
export async function admitSignedInUser(
  tx: Database,
  options: {
    issuerId: string;
    profile: SignInClaims;
    /** False only when the provider says the address is not verified. */
    emailVerified: boolean;
    adminEmails: readonly string[];
    /** The role of a development provider's demo account; null for anyone else. */
    demoRole: StaffRole | null;
    defaultAvatar?: { bytes: Buffer; contentType: string };
  },
): Promise<{ id: string } | null> {
  const { profile, defaultAvatar } = options;
  const email = profile.email.toLowerCase();
  const trustedEmail = options.emailVerified && email.includes('@');
  const isAdminEmail = trustedEmail && options.adminEmails.includes(email);
  const refreshed = {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    lastSignInAt: sql`now()`,
    avatar: sql`coalesce(${atsUsers.avatar}, ${defaultAvatar?.bytes ?? null}::bytea)`,
    avatarContentType: sql`case when ${atsUsers.avatar} is null then ${defaultAvatar?.contentType ?? null}::text else ${atsUsers.avatarContentType} end`,
  };

  const [known] = await tx
    .select({ id: atsUsers.id, status: atsUsers.status, role: atsUsers.role })
    .from(atsUsers)
    .where(
      and(eq(atsUsers.oidcIssuer, options.issuerId), eq(atsUsers.oidcSubject, profile.subject)),
    )
    .for('update')
    .limit(1);
  if (known) {
    if (known.status === 'Deactivated') return null;
    const promoted = isAdminEmail && known.role !== 'Administrator';
    await tx
      .update(atsUsers)
      .set({ ...refreshed, ...(promoted ? { role: 'Administrator' } : {}) })
      .where(eq(atsUsers.id, known.id));
    if (promoted) {
      // Their other sessions, cached with the former role, are read again on every server.
      await notifySessionsEnded(tx, known.id);
      await recordAudit(tx, {
        actorUserId: null,
        action: 'user.roleChanged',
        targetType: 'user',
        targetId: known.id,
        targetName: `${profile.firstName} ${profile.lastName}`.trim(),
        details: { role: { from: known.role, to: 'Administrator' }, by: 'adminEmails' },
      });
    }
    return { id: known.id };
  }

  if (!trustedEmail) return null;
  const [invitation] = await tx
    .select({ id: atsUsers.id, status: atsUsers.status, role: atsUsers.role })
    .from(atsUsers)
    .where(and(isNull(atsUsers.oidcSubject), sql`lower(${atsUsers.email}) = ${email}`))
    .for('update')
    .limit(1);
  if (invitation?.status === 'Invited') {
    const role = isAdminEmail ? 'Administrator' : invitation.role;
    await tx
      .update(atsUsers)
      .set({
        ...refreshed,
        oidcIssuer: options.issuerId,
        oidcSubject: profile.subject,
        status: 'Active',
        role,
      })
      .where(eq(atsUsers.id, invitation.id));
    await recordJoined(tx, invitation.id, profile, role, 'invitation');
    return { id: invitation.id };
  }
  // A withdrawn invitation keeps the address out, whatever the other rules say.
  if (invitation) return null;

  const admitted = await admissionByRule(tx, email, isAdminEmail, options.demoRole);
  if (!admitted) return null;
  const [created] = await tx
    .insert(atsUsers)
    .values({
      oidcIssuer: options.issuerId,
      oidcSubject: profile.subject,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      role: admitted.role,
      status: 'Active',
      avatar: defaultAvatar?.bytes ?? null,
      avatarContentType: defaultAvatar?.contentType ?? null,
      lastSignInAt: sql`now()`,
    })
    .returning({ id: atsUsers.id });
  if (!created) throw new Error('User was not stored');
  await recordJoined(tx, created.id, profile, admitted.role, admitted.by);
  return created;
}

async function admissionByRule(
  tx: Database,
  email: string,
  isAdminEmail: boolean,
  demoRole: StaffRole | null,
): Promise<{ role: StaffRole; by: AdmittedBy } | null> {
  if (isAdminEmail) return { role: 'Administrator', by: 'adminEmails' };
  if (demoRole) return { role: demoRole, by: 'development' };
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const [rule] = await tx
    .select({ role: signInDomains.role })
    .from(signInDomains)
    .where(eq(signInDomains.domain, domain))
    .limit(1);
  return rule && isStaffRole(rule.role) ? { role: rule.role, by: 'domain' } : null;
}

function recordJoined(
  tx: Database,
  userId: string,
  profile: SignInClaims,
  role: string,
  by: AdmittedBy,
) {
  return recordAudit(tx, {
    actorUserId: null,
    action: 'user.joined',
    targetType: 'user',
    targetId: userId,
    targetName: `${profile.firstName} ${profile.lastName}`.trim(),
    details: { role, by },
  });
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
