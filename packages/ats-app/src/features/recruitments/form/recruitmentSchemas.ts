import { fieldLimits } from '@ats/api-sdk';
import { richTextToPlainText } from '@ats/design-system';
import type { ValidationErrors } from 'final-form';
import { array, boolean, mixed, number, object, string } from 'yup';
import { isAcceptedDate } from '../../../shared/forms/acceptedDates.ts';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { type ValidationMessage, validate } from '../../../shared/forms/validationMessages.ts';
import { localCalendarDate } from '../recruitmentDeadline.ts';
import { formMessages } from './messages.ts';
import type { RecruitmentFormValues, SaveMode } from './recruitmentFormValues.ts';

/** The contract's bounds of the save payload (AddRecruitmentInput and EditRecruitmentInput alike). */
export const recruitmentLimits = fieldLimits.AddRecruitmentInput;

/** The team besides the owner: the contract's team holds the owner too. */
export const maxTeamPicks = fieldLimits.RecruitmentForEdit.recruitmentTeamMembers.maxItems - 1;

/** Spec part 2 §9: vacant posts are 1 to 1000 (a draft may leave them empty, sent as 0). */
export const vacantPostsRange = { min: 1, max: recruitmentLimits.vacantPosts.maximum } as const;

/** The user's calendar date, `YYYY-MM-DD`: a deadline may be today, never before. */
export type Today = () => string;

const localToday: Today = () => localCalendarDate(new Date());

const teamTooLarge = {
  message: formMessages.teamTooLarge,
  values: { max: maxTeamPicks },
} satisfies ValidationMessage;

const limitedText = (maxLength: number) => string().trim().max(maxLength, validate.maximumLength);

const limitedNumber = (minimum: number, maximum: number) =>
  number().nullable().min(minimum, validate.minimum).max(maximum, validate.maximum);

/**
 * What every save checks, the draft's included: the contract's bounds, so that nothing the
 * server must refuse is sent. Only the title is required here (spec part 2 §5, draft save).
 */
function boundedFields() {
  const limits = recruitmentLimits;
  return {
    saveMode: mixed<SaveMode>().oneOf(['full', 'draft']),
    title: limitedText(limits.title.maxLength).required(validate.required),
    positionName: limitedText(limits.newOrExistingPosition.maxLength),
    positionId: string().nullable(),
    deadline: string().test(
      'acceptedYears',
      validate.dateOutOfRange,
      (value) => !value || isAcceptedDate(value),
    ),
    vacantPosts: limitedNumber(limits.vacantPosts.minimum, limits.vacantPosts.maximum).integer(
      validate.invalid,
    ),
    budgetPerPositionMin: limitedNumber(
      limits.budgetPerPositionMin.minimum,
      limits.budgetPerPositionMin.maximum,
    ),
    budgetPerPositionMax: limitedNumber(
      limits.budgetPerPositionMax.minimum,
      limits.budgetPerPositionMax.maximum,
    ),
    budgetCurrencyId: string(),
    questionnaireId: string(),
    jobTitle: limitedText(limits.jobTitle.maxLength),
    jobDescription: string().max(limits.jobDescription.maxLength, validate.maximumLength),
    locationDescription: limitedText(limits.locationDescription.maxLength),
    locationLatitude: limitedNumber(
      limits.locationLatitude.minimum,
      limits.locationLatitude.maximum,
    ),
    locationLongitude: limitedNumber(
      limits.locationLongitude.minimum,
      limits.locationLongitude.maximum,
    ),
    remoteWorkIsPossible: boolean(),
    keywords: array(string().max(limits.keywords.items.maxLength, validate.maximumLength)).max(
      limits.keywords.maxItems,
      validate.maximum,
    ),
    recruitmentOwnerId: string(),
    hiringManagerId: string(),
    recruiterIds: array(string()).max(maxTeamPicks, teamTooLarge),
  };
}

/** The draft save (spec part 2 §5): only the title is required. */
export const draftSaveSchema = object(boundedFields());

/**
 * The full save (spec part 2 §5): title, position name, a deadline from today on, vacant
 * posts 1 to 1000, a budget minimum of at least 0 and a maximum of at least the minimum,
 * questionnaire, job title, job description (some text, not only an empty editor), location,
 * latitude and longitude, and the owner; the hiring manager stays optional. Empty budgets
 * are sent as 0, so an empty maximum under a minimum is refused as well.
 */
export function fullSaveSchema(today: Today = localToday) {
  const fields = boundedFields();
  return object({
    ...fields,
    positionName: fields.positionName.required(validate.required),
    deadline: fields.deadline
      .required(validate.required)
      .test('not-before-today', validate.futureDate, (value) => !value || value >= today()),
    vacantPosts: fields.vacantPosts
      .required(validate.required)
      .min(vacantPostsRange.min, validate.minimum)
      .max(vacantPostsRange.max, validate.maximum),
    budgetPerPositionMax: fields.budgetPerPositionMax.test(
      'maxHigherThanMin',
      validate.maximumBelowMinimum,
      (maximum, context) => {
        const minimum = (context.parent as RecruitmentFormValues).budgetPerPositionMin;
        return (maximum ?? 0) >= (minimum ?? 0);
      },
    ),
    questionnaireId: fields.questionnaireId.required(validate.required),
    jobTitle: fields.jobTitle.required(validate.required),
    jobDescription: fields.jobDescription
      .required(validate.required)
      .test('has-text', validate.required, (value) => richTextToPlainText(value) !== ''),
    locationDescription: fields.locationDescription.required(validate.required),
    locationLatitude: fields.locationLatitude.required(validate.required),
    locationLongitude: fields.locationLongitude.required(validate.required),
    recruitmentOwnerId: fields.recruitmentOwnerId.required(validate.required),
  });
}

const validators: Record<SaveMode, (values: RecruitmentFormValues) => ValidationErrors> = {
  full: validateWithSchema<RecruitmentFormValues>(fullSaveSchema()),
  draft: validateWithSchema<RecruitmentFormValues>(draftSaveSchema),
};

/**
 * The form's `validate`: the rules of the button that submits (the values' `saveMode`), so
 * "Save as draft" asks only for a title while Save asks for everything.
 */
export function validateRecruitmentForm(values: RecruitmentFormValues): ValidationErrors {
  return validators[values.saveMode](values);
}
