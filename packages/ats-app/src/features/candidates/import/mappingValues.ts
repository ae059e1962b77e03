import type {
  CandidateImport,
  CandidateImportExistingRule,
  CandidateImportField,
  CandidateImportSettings,
  CandidateSource,
} from '@ats/api-sdk/rtk';
import { maxSourceDetailLength, sourceTakesDetail } from '@ats/domain';
import type { MessageDescriptor } from 'react-intl';
import { array, mixed, object, string } from 'yup';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { importMessages } from './messages.ts';

/** The fields a column may hold, in the order the selects offer them. */
export const importFields = [
  'fullName',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'source',
  'sourceDetail',
  'resumeFileName',
  'note',
] as const satisfies readonly CandidateImportField[];

/** A column that is not imported. */
export const ignoredColumn = 'ignore';
export type ColumnChoice = CandidateImportField | typeof ignoredColumn;

/** The stage choice meaning "the first stage of type New" (the contract's null). */
export const firstNewStage = 'firstNew';

export const existingRules = [
  'update',
  'skip',
  'addToRecruitment',
] as const satisfies readonly CandidateImportExistingRule[];

/** The source an import gives rows without one, unless the user chooses another. */
export const defaultSource: CandidateSource = 'sourced';

export interface MappingValues {
  /** Per column of the file, in file order: the field it holds, or `ignore`. */
  columns: ColumnChoice[];
  recruitmentId: string;
  /** A stage id, or `firstNew`. */
  stageId: string;
  source: CandidateSource;
  sourceDetail: string;
  existingCandidates: CandidateImportExistingRule;
}

/** The form's start: the import's settings when it has them, else the suggested mapping. */
export function initialMappingValues(candidateImport: CandidateImport): MappingValues {
  const mapping = candidateImport.settings?.mapping ?? candidateImport.suggestedMapping;
  const columns: ColumnChoice[] = candidateImport.columns.map(() => ignoredColumn);
  for (const { column, field } of mapping) {
    if (column < columns.length) columns[column] = field;
  }
  const settings = candidateImport.settings;
  return {
    columns,
    recruitmentId: settings?.recruitmentId ?? '',
    stageId: settings?.stageId ?? firstNewStage,
    source: settings?.source ?? defaultSource,
    sourceDetail: settings?.sourceDetail ?? '',
    existingCandidates: settings?.existingCandidates ?? 'update',
  };
}

/** What the contract's setCandidateImportSettings takes. */
export function settingsOf(values: MappingValues): CandidateImportSettings {
  const detail = values.sourceDetail.trim();
  return {
    mapping: values.columns.flatMap((field, column) =>
      field === ignoredColumn ? [] : [{ column, field }],
    ),
    recruitmentId: values.recruitmentId,
    stageId: values.stageId === firstNewStage ? null : values.stageId,
    source: values.source,
    sourceDetail: sourceTakesDetail(values.source) && detail ? detail : null,
    existingCandidates: values.existingCandidates,
  };
}

/**
 * Where the whole mapping is wrong (no e-mail, no name, a field twice): one message for the
 * table, kept under the form's `mapping` key (no control of its own).
 */
export const mappingErrorKey = 'mapping';

/** What is wrong with a mapping: the message, and the field chosen twice when that is it. */
export interface MappingProblem {
  message: MessageDescriptor;
  twice?: CandidateImportField;
}

/** The contract's rules of a mapping: an e-mail column, the names, each field once. */
export function mappingProblem(columns: readonly ColumnChoice[]): MappingProblem | null {
  const chosen = columns.filter((field) => field !== ignoredColumn);
  const twice = chosen.find((field, index) => chosen.indexOf(field) !== index);
  if (twice) return { message: importMessages.mappingTwice, twice };
  if (!chosen.includes('email')) return { message: importMessages.mappingNeedsEmail };
  const hasNames = chosen.includes('firstName') && chosen.includes('lastName');
  if (!chosen.includes('fullName') && !hasNames)
    return { message: importMessages.mappingNeedsName };
  return null;
}

const schema = object({
  columns: array().of(mixed<ColumnChoice>()),
  recruitmentId: string().required(validate.required),
  stageId: string().required(validate.required),
  source: string().required(validate.required),
  sourceDetail: string().max(maxSourceDetailLength, validate.maximumLength),
});

/** The form's validation: yup for the fields, the mapping's rules for the table. */
export function validateMapping(values: MappingValues) {
  const fieldErrors = validateWithSchema<MappingValues>(schema)(values) ?? {};
  const problem = mappingProblem(values.columns);
  if (!problem) return Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
  return { ...fieldErrors, [mappingErrorKey]: problem };
}
