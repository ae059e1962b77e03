import type { Schema } from '@ats/api-sdk';

export type CandidateExportColumn = Schema<'CandidateExportColumn'>;

/** One exported candidate, every column (details null where the caller may not see them). */
export interface ExportRow {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  applicationDate: Date | null;
  recruitment: string | null;
  stage: string | null;
  stageEnteredDate: Date | null;
  source: string | null;
  averageScore: number | null;
  myScore: number | null;
}

/** The header row's names (English, as the contract's column names read). */
const columnHeaders: Record<CandidateExportColumn, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phoneNumber: 'Phone',
  applicationDate: 'Application date',
  recruitment: 'Recruitment',
  stage: 'Stage',
  stageEnteredDate: 'In stage since',
  source: 'Source',
  averageScore: 'Average score',
  myScore: 'My score',
};

/** The columns when the caller names none, per list (what each list shows). */
export const defaultColumns = {
  all: ['firstName', 'lastName', 'email', 'phoneNumber', 'applicationDate'],
  recruitment: [
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'stage',
    'applicationDate',
    'averageScore',
  ],
} as const satisfies Record<string, readonly CandidateExportColumn[]>;

export function headerCells(columns: readonly CandidateExportColumn[]): string[] {
  return columns.map((column) => columnHeaders[column]);
}

/** A row's cells in the chosen columns' order; dates as ISO 8601 in UTC. */
export function rowCells(
  row: ExportRow,
  columns: readonly CandidateExportColumn[],
): (string | number | null)[] {
  return columns.map((column) => {
    const value = row[column];
    return value instanceof Date ? value.toISOString() : value;
  });
}
