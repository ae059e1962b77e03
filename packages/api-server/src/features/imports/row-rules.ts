import type { Schema } from '@ats/api-sdk';
import { isEmailAddress, maxSourceDetailLength } from '@ats/domain';
import type { PendingRowValues, StoredImportSettings } from '../../db/schema/index.ts';
import { sourceOfWord } from './mapping.ts';

export type ImportProblem = Schema<'CandidateImportProblem'>;
export type ImportOutcome = Schema<'CandidateImportRowOutcome'>;

/** The limits of the fields a row fills (the contract's limits of a candidate). */
const maxLengths = {
  name: 200,
  email: 254,
  phoneNumber: 50,
  sourceDetail: maxSourceDetailLength,
  resumeFileName: 255,
  note: 20_000,
} as const;
/** What the rows list and the report show of a value (the contract's CandidateImportRow). */
const maxShownLength = 1000;

/** The problems that fail a row (the others are warnings). */
export const failingProblems: ReadonlySet<ImportProblem> = new Set([
  'missingName',
  'missingEmail',
  'badEmail',
  'tooLong',
  'badSource',
  'duplicateInFile',
]);

/** One row of the file read through the mapping, with the problems of its own values. */
export interface MappedRow {
  rowNumber: number;
  firstName: string;
  lastName: string;
  email: string;
  values: PendingRowValues;
  problems: ImportProblem[];
}

/**
 * A row's values through the mapping, trimmed, and the problems they have on their own
 * (the file and the database add theirs in the dry run): missing or too long names, a
 * missing or bad e-mail, a source no word of which we know, values over their limits.
 */
export function mapRow(
  rowNumber: number,
  cells: readonly string[],
  settings: StoredImportSettings,
): MappedRow {
  const cell = (field: string): string | null => {
    const entry = settings.mapping.find((mapping) => mapping.field === field);
    if (!entry) return null;
    return (cells[entry.column] ?? '').trim();
  };
  const problems = new Set<ImportProblem>();
  let firstName = cell('firstName');
  let lastName = cell('lastName');
  const fullName = cell('fullName');
  if (firstName === null && lastName === null && fullName !== null) {
    const name = fullName.replace(/\s+/g, ' ');
    const lastSpace = name.lastIndexOf(' ');
    firstName = lastSpace > 0 ? name.slice(0, lastSpace) : name;
    lastName = lastSpace > 0 ? name.slice(lastSpace + 1) : '';
  }
  firstName ??= '';
  lastName ??= '';
  if (firstName === '' || lastName === '') problems.add('missingName');
  if (firstName.length > maxLengths.name || lastName.length > maxLengths.name) {
    problems.add('tooLong');
  }
  const email = cell('email') ?? '';
  if (email === '') problems.add('missingEmail');
  else if (email.length > maxLengths.email) problems.add('tooLong');
  else if (!isEmailAddress(email)) problems.add('badEmail');

  const phoneNumber = cell('phoneNumber') ?? '';
  if (phoneNumber.length > maxLengths.phoneNumber) problems.add('tooLong');
  const sourceCell = cell('source') ?? '';
  const source = sourceCell === '' ? settings.source : sourceOfWord(sourceCell);
  if (source === null) problems.add('badSource');
  const detailCell = cell('sourceDetail') ?? '';
  const sourceDetail = detailCell === '' ? settings.sourceDetail : detailCell;
  if (sourceDetail !== null && sourceDetail.length > maxLengths.sourceDetail) {
    problems.add('tooLong');
  }
  const resumeFileName = cell('resumeFileName') || null;
  if (resumeFileName !== null && resumeFileName.length > maxLengths.resumeFileName) {
    problems.add('tooLong');
  }
  const note = cell('note') || null;
  if (note !== null && note.length > maxLengths.note) problems.add('tooLong');

  return {
    rowNumber,
    firstName: firstName.slice(0, maxShownLength),
    lastName: lastName.slice(0, maxShownLength),
    email: email.slice(0, maxShownLength),
    values: {
      phoneNumber,
      source: source ?? settings.source,
      sourceDetail,
      resumeFileName,
      note,
    },
    problems: [...problems],
  };
}

/** Whether one of the problems fails the row. */
export function failsRow(problems: readonly ImportProblem[]): boolean {
  return problems.some((problem) => failingProblems.has(problem));
}

/**
 * What a row without failing problems does: a new person is created; an existing one is
 * updated, skipped or added to the recruitment as the rule says; one already in the
 * recruitment is only updated (rule update) or skipped.
 */
export function outcomeOf(
  problems: readonly ImportProblem[],
  existing: { inRecruitment: boolean } | null,
  rule: StoredImportSettings['existingCandidates'],
): ImportOutcome {
  if (failsRow(problems)) return 'fail';
  if (!existing) return 'create';
  if (rule === 'skip') return 'skip';
  if (rule === 'update') return 'update';
  return existing.inRecruitment ? 'skip' : 'addToRecruitment';
}
