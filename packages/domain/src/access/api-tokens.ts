/**
 * API tokens (issue 28): what another tool may do with a token a staff member made. A token
 * acts with the rights of the person who made it (their role, their recruitments), narrowed
 * by its scopes; the contract lists each operation's scopes in its `security`.
 */

/** Read and write per area, and the candidates' personal data apart. */
export const apiTokenScopes = [
  /** Recruitments, their stages, team and questionnaires, positions, dashboard figures. */
  'recruitments:read',
  'recruitments:write',
  /** Candidates in recruitments: stages, scores, activities (personal data apart). */
  'candidates:read',
  'candidates:write',
  /** Company settings, e-mail templates, staff and the audit log. */
  'settings:read',
  'settings:write',
  /**
   * Candidates' personal data: names, contact data, files and answers, read or written. An
   * operation that carries it needs this scope besides its area's, so a reporting tool can
   * read counts and stages without it.
   */
  'personalData',
] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** The lifetimes a token may be made with, in days; no expiry is the other choice. */
export const apiTokenLifetimesInDays = [30, 90, 365] as const;
export type ApiTokenLifetimeInDays = (typeof apiTokenLifetimesInDays)[number];

export function isApiTokenScope(value: unknown): value is ApiTokenScope {
  return typeof value === 'string' && (apiTokenScopes as readonly string[]).includes(value);
}

/** Whether a token's scopes cover every scope an operation asks for. */
export function scopesAllow(
  granted: readonly ApiTokenScope[],
  required: readonly ApiTokenScope[],
): boolean {
  return required.every((scope) => granted.includes(scope));
}
