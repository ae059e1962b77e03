import type { Schema } from '@ats/api-sdk';
import { isEmailAddress, type StaffRole } from '@ats/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { notifySessionsEnded } from '../../auth/session-events.ts';
import type { Database } from '../../db/client.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import { atsUsers, recruitments, sessions } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badRequest, notFound } from '../../errors.ts';
import { enqueueMessage } from '../../mail/outbox.ts';
import { recordAudit } from '../audit/index.ts';
import { renderStaffInvitation } from './staff-invitation-email.ts';
import { selectStaffUser } from './staff-queries.ts';

type StaffUser = Schema<'StaffUser'>;

/** The administrator making the change. */
export interface StaffAdmin {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Any constant: serialises changes of roles and statuses (transaction-scoped advisory lock). */
const staffAdministrationLockKey = 2_710_027;

/**
 * Takes the turn of user administration and locks the person's row. Changes of roles and
 * statuses run one after the other: two administrators demoting each other at once would
 * otherwise each see the other still an administrator (or deadlock on each other's rows), and
 * the last-administrator rule would not hold.
 */
async function requireStaffRow(tx: Database, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${staffAdministrationLockKey})`);
  const [row] = await tx
    .select({
      id: atsUsers.id,
      firstName: atsUsers.firstName,
      lastName: atsUsers.lastName,
      email: atsUsers.email,
      role: atsUsers.role,
      status: atsUsers.status,
      /** Null until an invited person first signs in. */
      oidcSubject: atsUsers.oidcSubject,
    })
    .from(atsUsers)
    .where(eq(atsUsers.id, userId))
    .for('update');
  if (!row) throw notFound(`no staff member ${userId}`);
  return row;
}

async function staffUserOf(tx: Database, userId: string): Promise<StaffUser> {
  const user = await selectStaffUser(tx, userId);
  if (!user) throw new Error(`staff member ${userId} vanished`);
  return user;
}

/**
 * Fails when `userId` is the last active administrator: a company never loses its way into
 * Settings. Called after requireStaffRow, whose lock keeps two such changes from both passing.
 */
async function requireAnotherActiveAdministrator(tx: Database, userId: string) {
  const others = await tx
    .select({ id: atsUsers.id })
    .from(atsUsers)
    .where(
      and(
        eq(atsUsers.role, 'Administrator'),
        eq(atsUsers.status, 'Active'),
        ne(atsUsers.id, userId),
      ),
    )
    .limit(1);
  if (others.length === 0) throw badRequest(`${userId} is the last active administrator`);
}

/**
 * Invites a person by e-mail with a role: an Invited row that their first sign-in with this
 * address takes over, the audit entry and the invitation e-mail in the outbox, in one
 * transaction. 400 (field `email`) when the address is not one, or is already a staff
 * member's or invited.
 */
export async function inviteStaff(
  db: Database,
  admin: StaffAdmin,
  input: Schema<'InviteUserInput'>,
  options: { language: LanguageId; signInUrl: string },
): Promise<StaffUser> {
  const email = input.email.trim();
  if (!isEmailAddress(email)) throw badRequest(`not an e-mail address: ${email}`, 'email');
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: atsUsers.id })
      .from(atsUsers)
      .where(sql`lower(${atsUsers.email}) = lower(${email})`)
      .limit(1);
    if (existing) throw badRequest(`${email} is already a staff member or invited`, 'email');
    let id: string;
    try {
      const [created] = await tx
        .insert(atsUsers)
        .values({
          email,
          firstName: input.firstName?.trim() ?? '',
          lastName: input.lastName?.trim() ?? '',
          role: input.role,
          status: 'Invited',
          invitedAt: sql`now()`,
          invitedByUserId: admin.userId,
        })
        .returning({ id: atsUsers.id });
      if (!created) throw new Error('the invitation was not stored');
      id = created.id;
    } catch (error) {
      // Another administrator invited the same address a moment ago.
      if (isUniqueViolation(error, 'ats_users_invited_email_unique')) {
        throw badRequest(`${email} was invited at the same time`, 'email');
      }
      throw error;
    }
    await recordAudit(tx, {
      actorUserId: admin.userId,
      action: 'user.invited',
      targetType: 'user',
      targetId: id,
      targetName: email,
      details: { role: input.role },
    });
    await enqueueMessage(tx, {
      ...renderStaffInvitation({
        language: options.language,
        inviterName: fullName(admin),
        role: input.role,
        signInUrl: options.signInUrl,
      }),
      to: email,
      recruiteeId: null,
      activityId: null,
      sender: { name: fullName(admin), email: admin.email },
    });
    return staffUserOf(tx, id);
  });
}

/** Gives a staff member another role, from their next request. Not one's own; never the last administrator's. */
export async function changeStaffRole(
  db: Database,
  admin: StaffAdmin,
  userId: string,
  role: StaffRole,
): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    const user = await requireStaffRow(tx, userId);
    if (user.id === admin.userId) throw badRequest('administrators do not change their own role');
    if (user.role !== role) {
      if (user.role === 'Administrator' && user.status === 'Active') {
        await requireAnotherActiveAdministrator(tx, user.id);
      }
      await tx.update(atsUsers).set({ role }).where(eq(atsUsers.id, user.id));
      // Every server reads the person's session (and role) again at their next request.
      await notifySessionsEnded(tx, user.id);
      await recordAudit(tx, {
        actorUserId: admin.userId,
        action: 'user.roleChanged',
        targetType: 'user',
        targetId: user.id,
        targetName: fullName(user) || user.email,
        details: { role: { from: user.role, to: role } },
      });
    }
    return staffUserOf(tx, user.id);
  });
}

/**
 * Deactivates a staff member, or withdraws an invitation: they may no longer sign in, their
 * sessions end on every server at once (the rows go, and every server's session cache hears
 * of it at commit), their recruitments pass to `recruitmentsOwnerId`, and their activities
 * and scores keep their name. One transaction.
 */
export async function deactivateStaff(
  db: Database,
  admin: StaffAdmin,
  userId: string,
  input: Schema<'DeactivateUserInput'>,
): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    const user = await requireStaffRow(tx, userId);
    if (user.id === admin.userId) throw badRequest('administrators do not deactivate themselves');
    if (user.status === 'Deactivated') return staffUserOf(tx, user.id);
    if (user.role === 'Administrator' && user.status === 'Active') {
      await requireAnotherActiveAdministrator(tx, user.id);
    }
    const owned = await tx
      .select({ id: recruitments.id })
      .from(recruitments)
      .where(eq(recruitments.ownerId, user.id))
      .for('update');
    const successorId = input.recruitmentsOwnerId ?? null;
    let successorName: string | null = null;
    if (owned.length > 0 || successorId) {
      if (!successorId) {
        throw badRequest(
          `${user.id} owns recruitments: a new owner is needed`,
          'recruitmentsOwnerId',
        );
      }
      const [successor] = await tx
        .select({ firstName: atsUsers.firstName, lastName: atsUsers.lastName })
        .from(atsUsers)
        .where(
          and(
            eq(atsUsers.id, successorId),
            eq(atsUsers.status, 'Active'),
            ne(atsUsers.id, user.id),
          ),
        );
      if (!successor) {
        throw badRequest(`${successorId} is no active staff member`, 'recruitmentsOwnerId');
      }
      successorName = fullName(successor);
      await tx
        .update(recruitments)
        .set({ ownerId: successorId })
        .where(eq(recruitments.ownerId, user.id));
    }
    await tx
      .update(atsUsers)
      .set({ status: 'Deactivated', deactivatedAt: sql`now()` })
      .where(eq(atsUsers.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // Every server forgets the sessions it has cached, when this commits.
    await notifySessionsEnded(tx, user.id);
    await recordAudit(tx, {
      actorUserId: admin.userId,
      action: user.status === 'Invited' ? 'user.invitationWithdrawn' : 'user.deactivated',
      targetType: 'user',
      targetId: user.id,
      targetName: fullName(user) || user.email,
      details:
        owned.length > 0
          ? {
              recruitmentsHandedOver: owned.length,
              recruitmentsOwner: { id: successorId, name: successorName },
            }
          : {},
    });
    return staffUserOf(tx, user.id);
  });
}

/** Lets a deactivated person sign in again with their former role (an invitation is one again). */
export async function reactivateStaff(
  db: Database,
  admin: StaffAdmin,
  userId: string,
): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    const user = await requireStaffRow(tx, userId);
    if (user.status === 'Deactivated') {
      // Someone who never signed in is invited again.
      const status = user.oidcSubject ? 'Active' : 'Invited';
      await tx
        .update(atsUsers)
        .set({ status, deactivatedAt: null })
        .where(eq(atsUsers.id, user.id));
      await recordAudit(tx, {
        actorUserId: admin.userId,
        action: 'user.reactivated',
        targetType: 'user',
        targetId: user.id,
        targetName: fullName(user) || user.email,
        details: { status },
      });
    }
    return staffUserOf(tx, user.id);
  });
}
