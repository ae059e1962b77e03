/**
 * How a candidate reached a recruitment, stored as these words on job_applications.source.
 * Every application sent through the offer page is `applied` (its job board is the
 * application's referer host); staff who add a person by hand or import them choose any of
 * these (`applied` for someone who applied by e-mail or on paper).
 */
export const candidateSources = [
  'applied',
  'referral',
  'sourced',
  'agency',
  'event',
  'other',
] as const;

export type CandidateSource = (typeof candidateSources)[number];

/**
 * The sources whose detail names someone: the referring colleague, the agency. Other
 * sources take no detail.
 */
export const candidateSourcesWithDetail = [
  'referral',
  'agency',
] as const satisfies readonly CandidateSource[];

/** The longest source detail (a colleague's or an agency's name), as every name field. */
export const maxSourceDetailLength = 200;

export function isCandidateSource(value: unknown): value is CandidateSource {
  return typeof value === 'string' && (candidateSources as readonly string[]).includes(value);
}

export function sourceTakesDetail(source: CandidateSource): boolean {
  return (candidateSourcesWithDetail as readonly string[]).includes(source);
}
