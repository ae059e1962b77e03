import type { AddRecruitmentInput, EditRecruitmentInput } from '@ats/api-sdk/rtk';
import type { RecruitmentFormValues } from './recruitmentFormValues.ts';

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * The save payload of spec part 2 §3 from the form: texts trimmed (the server stores them so),
 * empty numbers and coordinates as 0, empty choices as null, the team without the owner (the
 * server always keeps the owner on it), and `newOrExistingPosition` as the chosen position's
 * id or else the typed name of a new one ('' for none).
 */
export function toAddRecruitmentInput(
  values: RecruitmentFormValues,
  isDraft: boolean,
): AddRecruitmentInput {
  const ownerId = values.recruitmentOwnerId ?? '';
  return {
    title: text(values.title),
    newOrExistingPosition: values.positionId ?? text(values.positionName),
    deadline: values.deadline || null,
    vacantPosts: values.vacantPosts ?? 0,
    budgetPerPositionMin: values.budgetPerPositionMin ?? 0,
    budgetPerPositionMax: values.budgetPerPositionMax ?? 0,
    budgetCurrencyId: values.budgetCurrencyId || null,
    questionnaireId: values.questionnaireId || null,
    jobTitle: text(values.jobTitle),
    jobDescription: values.jobDescription ?? '',
    locationDescription: text(values.locationDescription),
    locationLatitude: values.locationLatitude ?? 0,
    locationLongitude: values.locationLongitude ?? 0,
    remoteWorkIsPossible: values.remoteWorkIsPossible,
    keywords: [...values.keywords],
    recruiterIds: values.recruiterIds.filter((id) => id !== ownerId),
    hiringManagerId: values.hiringManagerId || null,
    recruitmentOwnerId: ownerId,
    isDraft,
  };
}

/** The edit payload: the add payload with the recruitment's id (spec part 2 §3). */
export function toEditRecruitmentInput(
  id: string,
  values: RecruitmentFormValues,
  isDraft: boolean,
): EditRecruitmentInput {
  return { id, ...toAddRecruitmentInput(values, isDraft) };
}
