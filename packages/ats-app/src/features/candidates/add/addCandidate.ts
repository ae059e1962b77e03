import { fieldLimits } from '@ats/api-sdk';
import type { AddRecruiteeData, CandidateSource } from '@ats/api-sdk/rtk';
import {
  applicationFileRules,
  applicationFileTypes,
  candidateSources,
  maxSourceDetailLength,
  sourceTakesDetail,
} from '@ats/domain';
import { mixed, object, string } from 'yup';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { addCandidateMessages } from './messages.ts';

/** The add-candidate form (issue 29, "Add a candidate by hand"). */
export interface AddCandidateValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** '' until chosen: there is no default, so that nobody's sources are skewed by one. */
  source: CandidateSource | '';
  /** The referring colleague or the agency; kept only for those sources. */
  sourceDetail: string;
  /** The recruitment to place the person in (fixed when added from a recruitment's list). */
  recruitmentId: string;
  /** The stage; '' is the recruitment's first New stage. */
  stageId: string;
  resume: File | undefined;
}

export const addCandidateLimits = {
  firstName: fieldLimits.AddRecruiteeData.firstName.maxLength,
  lastName: fieldLimits.AddRecruiteeData.lastName.maxLength,
  email: fieldLimits.AddRecruiteeData.email.maxLength,
  phoneNumber: fieldLimits.AddRecruiteeData.phoneNumber.maxLength,
  sourceDetail: maxSourceDetailLength,
} as const;

export const resumeRule = applicationFileRules.Resume;

/** A new form; from a recruitment's list its id is given (and not asked). */
export function initialAddCandidateValues(
  recruitmentId: string | null,
  stageId: string,
): AddCandidateValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    source: '',
    sourceDetail: '',
    recruitmentId: recruitmentId ?? '',
    stageId,
    resume: undefined,
  };
}

/** Whether a chosen file passes the resume rules the server applies (type by name, size). */
function isResumeType(file: File): boolean {
  const name = file.name.toLowerCase();
  return resumeRule.types.some(
    (type) =>
      applicationFileTypes[type].extensions.some((extension) => name.endsWith(extension)) ||
      file.type === applicationFileTypes[type].mediaType,
  );
}

export const validateAddCandidate = validateWithSchema<AddCandidateValues>(
  object({
    firstName: string()
      .trim()
      .required(validate.required)
      .max(addCandidateLimits.firstName, validate.maximumLength),
    lastName: string()
      .trim()
      .required(validate.required)
      .max(addCandidateLimits.lastName, validate.maximumLength),
    email: string()
      .trim()
      .required(validate.required)
      .max(addCandidateLimits.email, validate.maximumLength)
      .email(validate.invalid),
    phoneNumber: string().trim().max(addCandidateLimits.phoneNumber, validate.maximumLength),
    source: string()
      .required(validate.required)
      .test(
        'source',
        validate.invalid,
        (value) => !value || (candidateSources as readonly string[]).includes(value),
      ),
    sourceDetail: string().trim().max(addCandidateLimits.sourceDetail, validate.maximumLength),
    recruitmentId: string().required(validate.required),
    stageId: string(),
    resume: mixed<File>()
      .test(
        'resumeType',
        { message: addCandidateMessages.resumeType },
        (file) => !file || isResumeType(file),
      )
      .test(
        'resumeSize',
        { message: addCandidateMessages.resumeTooLarge, values: { megabytes: 10 } },
        (file) => !file || file.size <= resumeRule.maxBytes,
      ),
  }),
);

/** The `candidate` part as the API takes it: trimmed, empty as null, a detail only where it applies. */
export function addRecruiteeData(values: AddCandidateValues): AddRecruiteeData {
  const source = (values.source || 'other') as CandidateSource;
  const detail = values.sourceDetail.trim();
  const phone = values.phoneNumber.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: phone === '' ? null : phone,
    source,
    sourceDetail: sourceTakesDetail(source) && detail !== '' ? detail : null,
    recruitmentId: values.recruitmentId,
    stageId: values.stageId === '' ? null : values.stageId,
  };
}

/** A well-formed address worth asking the server about (the duplicate check). */
export function isCheckableEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= addCandidateLimits.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed);
}
