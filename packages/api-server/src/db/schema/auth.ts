import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea` as a Node Buffer (node-postgres and PGlite both return byte arrays). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});

/** Staff members: invited, signed in at least once, or created by demo data. */
export const atsUsers = pgTable(
  'ats_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The OpenID Connect issuer (DEV_ISSUER_ID for the development provider); null until an invited person first signs in. */
    oidcIssuer: text('oidc_issuer'),
    /** The `sub` claim, stable per issuer; null until an invited person first signs in. */
    oidcSubject: text('oidc_subject'),
    email: text('email').notNull(),
    /** One of the domain's staffRoles (Administrator, Recruiter, HiringManager, Interviewer). */
    role: text('role').notNull(),
    /** Invited (no sign-in yet), Active or Deactivated (may not sign in; history kept). */
    status: text('status').notNull().default('Active'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitedByUserId: uuid('invited_by_user_id'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatar: bytea('avatar'),
    avatarContentType: text('avatar_content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Lower-cased 'first last email' for the recruiter picker: `search_text LIKE '%' || lower(q) || '%'`. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${atsUsers.firstName} || ' ' || ${atsUsers.lastName} || ' ' || ${atsUsers.email})`,
    ),
  },
  (table) => [
    unique('ats_users_oidc_identity_unique').on(table.oidcIssuer, table.oidcSubject),
    check(
      'ats_users_role_known',
      sql`${table.role} in ('Administrator', 'Recruiter', 'HiringManager', 'Interviewer')`,
    ),
    check('ats_users_status_known', sql`${table.status} in ('Invited', 'Active', 'Deactivated')`),
    // An invitation waits for a sign-in with its e-mail address; one per address.
    uniqueIndex('ats_users_invited_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.oidcSubject} is null`),
    // Serves the recruiter picker's sort (last name, then first name).
    index('ats_users_name_idx').on(table.lastName, table.firstName),
    index('ats_users_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/** Server-side sign-in sessions; the id is the `ats_session` cookie's value. */
export const sessions = pgTable(
  'sessions',
  {
    /** 32 random bytes, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => atsUsers.id, { onDelete: 'cascade' }),
    /** Kept for the provider's end-session call (id_token_hint); null if none. */
    idToken: text('id_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever its activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Sliding idle expiry is computed from this. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * API tokens other tools call the API with (issue 28). The token itself is
 * `ats_<lookup_id>_<secret>`; only its SHA-256 is kept. A token acts as its owner, narrowed by
 * its scopes; revoked rows stay, so the access log can still name them.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 16 hex characters, public (shown as the prefix): finds the row of a presented token. */
    lookupId: text('lookup_id').notNull(),
    /** SHA-256 of the whole token, compared in constant time. */
    secretHash: bytea('secret_hash').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => atsUsers.id),
    name: text('name').notNull(),
    /** The domain's apiTokenScopes. */
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: uuid('revoked_by_user_id').references(() => atsUsers.id),
    /** Written at most once a minute per token (and when the address changes). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedFrom: text('last_used_from'),
  },
  (table) => [
    uniqueIndex('api_tokens_lookup_id_unique').on(table.lookupId),
    // Settings > API access: one's own tokens, and everyone's, newest first.
    index('api_tokens_owner_created_idx')
      .on(table.ownerId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.revokedAt} is null`),
    index('api_tokens_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** Persistent storage of the development identity provider (oidc-provider adapter). */
export const oidcProviderStore = pgTable(
  'oidc_provider_store',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_provider_store_grant_id_idx').on(table.grantId),
    index('oidc_provider_store_uid_idx').on(table.uid),
    index('oidc_provider_store_user_code_idx').on(table.userCode),
    index('oidc_provider_store_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Secrets generated once and shared by every server on the same database: the cookie
 * secret, the development provider's JWKS, cookie keys and client secret.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Who may sign in without an invitation: a person whose verified e-mail address is in one of
 * these domains gets the domain's role at first sign-in (issue 27).
 */
export const signInDomains = pgTable(
  'sign_in_domains',
  {
    /** Lower case, without `@` (`example.com`). */
    domain: text('domain').primaryKey(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'sign_in_domains_role_known',
      sql`${table.role} in ('Administrator', 'Recruiter', 'HiringManager', 'Interviewer')`,
    ),
  ],
);

/**
 * Administrative changes (roles, invitations, deactivations, settings, tokens, webhooks):
 * who, when and what changed, listed in Settings for administrators (issue 27). Written in
 * the transaction of the change.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for changes the server makes itself (ADMIN_EMAILS at sign-in). */
    actorUserId: uuid('actor_user_id').references(() => atsUsers.id),
    /** What was done, e.g. `user.roleChanged`, `settings.stagesEdited`. */
    action: text('action').notNull(),
    /** The kind of thing changed (`user`, `stages`, `position`, `retention`, `emailTemplate`, ...). */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A short, readable name of the target at the time (a user's name, a template's name). */
    targetName: text('target_name'),
    /** What changed: `{ field: { from, to } }` or another small object. */
    details: jsonb('details').notNull().default({}),
  },
  (table) => [
    // The audit list: newest first.
    index('audit_events_occurred_at_idx').on(table.occurredAt.desc(), table.id.desc()),
  ],
);
