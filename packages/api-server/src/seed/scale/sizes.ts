/** Rows of the full-size data set (size 1): a large company's two years of recruiting. */
export const FULL_SIZE = {
  recruitments: 1_000,
  recruitees: 200_000,
  jobApplications: 300_000,
  activities: 2_000_000,
  scores: 500_000,
  /** Staff besides the four demo accounts. */
  otherStaff: 56,
  /** The company's directory: staff invited for Settings > Users, on no recruitment. */
  directoryStaff: 2_000,
  /** Two years of administration in the audit log. */
  auditEvents: 5_000,
  /** API tokens of the directory staff (and a few of the demo recruiter), for Settings > API access. */
  apiTokens: 400,
  /** Webhook endpoints, at every size (Settings > Webhooks). */
  webhookEndpoints: 20,
  /** Webhook events of the delivery log's 30 days, each delivered once or twice. */
  webhookEvents: 50_000,
} as const;

/** The data set is dated up to this moment (not now(), so that every run is the same). */
export const DEFAULT_ANCHOR = new Date('2026-11-01T00:00:00.000Z');

export interface ScaleCounts {
  /** Staff besides the four demo accounts. */
  otherStaff: number;
  /** Further staff on no recruitment (invited, active or deactivated). */
  directoryStaff: number;
  auditEvents: number;
  /** API tokens, most of the directory staff's. */
  apiTokens: number;
  webhookEndpoints: number;
  webhookEvents: number;
  recruitments: number;
  recruitees: number;
  jobApplications: number;
  scores: number;
  /** Every activity: one "application sent" per application, one per score, the rest by staff. */
  activities: number;
}

/**
 * The rows each main table gets at `size` (1 = FULL_SIZE, 0.01 = a hundredth). Small sizes
 * keep a floor so that every screen still has something to show.
 */
export function scaleCounts(size: number): ScaleCounts {
  if (!Number.isFinite(size) || size <= 0) {
    throw new RangeError(`The size must be a positive number, got ${size}`);
  }
  const scaled = (full: number, floor: number) => Math.max(floor, Math.round(full * size));
  const recruitees = scaled(FULL_SIZE.recruitees, 20);
  return {
    otherStaff: scaled(FULL_SIZE.otherStaff, 6),
    directoryStaff: scaled(FULL_SIZE.directoryStaff, 10),
    auditEvents: scaled(FULL_SIZE.auditEvents, 20),
    // A few hundred at every size (the full number from a tenth on): pages of Settings > API access.
    apiTokens: Math.min(FULL_SIZE.apiTokens, scaled(FULL_SIZE.apiTokens * 10, 200)),
    webhookEndpoints: FULL_SIZE.webhookEndpoints,
    webhookEvents: scaled(FULL_SIZE.webhookEvents, 200),
    recruitments: scaled(FULL_SIZE.recruitments, 10),
    recruitees,
    // Every candidate applied at least once.
    jobApplications: Math.max(recruitees, scaled(FULL_SIZE.jobApplications, 30)),
    scores: scaled(FULL_SIZE.scores, 50),
    activities: scaled(FULL_SIZE.activities, 200),
  };
}
