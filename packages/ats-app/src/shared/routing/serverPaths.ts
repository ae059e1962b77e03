import type { paths as contractPaths } from '@ats/api-sdk';

// The paths that need no router: the sign-in's parameters and the server's own endpoints.
// The login page (its own entry, without React or the router) uses these alone.

/** Query parameter of the login page naming where to go after sign-in. */
export const returnToParameter = 'returnTo';

/** Identifiers arrive as numbers from the API and as strings from the URL. */
export type Id = string | number;

/**
 * A path inside the app that is safe to return to after sign-in: it must start with a
 * single `/` (a relative path on this origin), never `//host` or `/\host`.
 */
export function isSafeReturnPath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}

/** The parameter names of a contract path: `'userId'` of `/api/ATSUsers/{userId}/Avatar`. */
type ApiPathParameters<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ApiPathParameters<Rest>
  : never;

/**
 * A path of the contract (a key of the SDK's `paths`, so a renamed or removed endpoint fails
 * the typecheck) with each `{parameter}` filled in, URL-encoded.
 */
function apiPath<Path extends keyof contractPaths & string>(
  template: Path,
  ...[parameters]: [ApiPathParameters<Path>] extends [never]
    ? []
    : [Record<ApiPathParameters<Path>, Id>]
): string {
  const values: Partial<Record<string, Id>> = parameters ?? {};
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

/** Server endpoints the browser navigates to (full page loads, not API calls). */
export const serverPaths = {
  /**
   * Starts single sign-on; the server brings the browser back to `redirectUrl` afterwards.
   * `anotherAccount` asks the provider for its sign-in form even if it remembers someone (after
   * an account was refused).
   */
  login: (redirectUrl: string, options: { anotherAccount?: boolean } = {}) =>
    `${apiPath('/api/ATSUsers/Login')}?redirectUrl=${encodeURIComponent(isSafeReturnPath(redirectUrl) ? redirectUrl : '/')}${options.anotherAccount ? '&prompt=login' : ''}`,
  /** The signed-in user's avatar image (an `<img>` source; the session cookie authorises it). */
  currentUserAvatar: () => apiPath('/api/ATSUsers/Avatar'),
  /** A staff member's avatar image (an `<img>` source), e.g. a questionnaire's author. */
  userAvatar: (userId: Id) => apiPath('/api/ATSUsers/{userId}/Avatar', { userId }),
  /** A candidate's current photo (an `<img>` source); 404 when they have none. */
  recruiteePhoto: (recruiteeId: Id) =>
    apiPath('/api/Files/Recruitees/{recruiteeId}/Photo', { recruiteeId }),
  /**
   * A listed candidate's photo, or null when the list says they have none: their avatar then
   * shows initials without asking the server for a photo it would answer 404 (issue 26).
   */
  listedRecruiteePhoto: (candidate: { id: Id; hasPhoto: boolean }) =>
    candidate.hasPhoto
      ? apiPath('/api/Files/Recruitees/{recruiteeId}/Photo', { recruiteeId: candidate.id })
      : null,
  /** A photo some candidate sent (an `<img>` source), by its file identifier. */
  candidatePhotoFile: (fileIdentifier: Id) =>
    apiPath('/api/Files/Avatars/{fileIdentifier}', { fileIdentifier }),
  /** A file of a job application (resume, cover letter, attachment), for a link. */
  jobApplicationFile: (jobApplicationId: Id, fileIdentifier: Id) =>
    apiPath('/api/Files/JobApplications/{jobApplicationId}/Files/{fileIdentifier}', {
      jobApplicationId,
      fileIdentifier,
    }),
  /** All candidates as a file (a download link; the query names the search and columns). */
  candidatesExport: () => apiPath('/api/Recruitees/Export'),
  /** A recruitment's candidates as a file (a download link; the query names the filters). */
  recruitmentCandidatesExport: () => apiPath('/api/RecruitmentRecruitees/Export'),
} as const;

/** Query parameter the server puts on the login page when a sign-in failed. */
export const signInErrorParameter = 'error';
