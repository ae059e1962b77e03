import type { Schema } from '@ats/api-sdk';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { jobApplications, recruitees } from './db/schema/index.ts';

/**
 * An application's own copy of the personal data it submitted (docs/decisions/candidates.md,
 * "An application's own details"). Rows written without a copy (the data generators) and
 * erased ones read the candidate's details instead, so every reader shows something coherent.
 */
const hasCopy = sql`(${jobApplications.firstName} is not null)`;

function ownOrCandidate<T>(own: SQLWrapper, candidate: SQLWrapper) {
  return sql<T>`case when ${hasCopy} then ${own} else ${candidate} end`;
}

/**
 * Columns of a query over `job_applications` joined to its `recruitees` row: the details that
 * application submitted. `phoneNumber` is '' when none was given (as stored).
 */
export const submittedDetailsColumns = {
  firstName: ownOrCandidate<string>(jobApplications.firstName, recruitees.firstName),
  lastName: ownOrCandidate<string>(jobApplications.lastName, recruitees.lastName),
  email: ownOrCandidate<string>(jobApplications.email, recruitees.email),
  phoneNumber: ownOrCandidate<string>(jobApplications.phoneNumber, recruitees.phoneNumber),
  prefix: ownOrCandidate<string | null>(jobApplications.prefix, recruitees.prefix),
  photoFileIdentifier: sql<string | null>`${jobApplications.photoFileId}`,
};

type Prefix = Schema<'SubmittedDetails'>['prefix'];

/** The contract's SubmittedDetails from the columns above. */
export function toSubmittedDetails(row: {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  prefix: string | null;
  photoFileIdentifier: string | null;
}): Schema<'SubmittedDetails'> {
  return {
    ...row,
    phoneNumber: row.phoneNumber === '' ? null : row.phoneNumber,
    // Stored from the contract's enum when the application was recorded.
    prefix: row.prefix as Prefix,
  };
}
