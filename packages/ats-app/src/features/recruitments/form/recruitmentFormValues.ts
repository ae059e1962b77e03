import { RecruitmentStatus } from '@ats/api-sdk';
import type { RecruitmentForEdit } from '@ats/api-sdk/rtk';

/** Which button submitted the form: the full save (Save) or the draft save (Save as draft). */
export type SaveMode = 'full' | 'draft';

/**
 * The recruitment form's values (spec part 2 §3 "Recruitment"). react-final-form turns a text
 * field emptied by the user into `undefined`, hence the optional texts; numbers are null while
 * their field is empty; '' stands for "none" in the choice fields.
 */
export interface RecruitmentFormValues {
  /** Which rules apply (spec part 2 §5): set by the button just before it submits. */
  saveMode: SaveMode;
  title?: string;
  /** The position's name as typed or chosen. */
  positionName?: string;
  /** The chosen existing position's id; null while the name is typed (a new position). */
  positionId: string | null;
  /** `YYYY-MM-DD`, or '' when not chosen. */
  deadline?: string;
  vacantPosts: number | null;
  budgetPerPositionMin: number | null;
  budgetPerPositionMax: number | null;
  /** ISO 4217 code, '' for none. */
  budgetCurrencyId?: string;
  /** '' for none. */
  questionnaireId?: string;
  jobTitle?: string;
  /** Serialised ProseMirror document, '' when empty. */
  jobDescription?: string;
  locationDescription?: string;
  locationLatitude: number | null;
  locationLongitude: number | null;
  remoteWorkIsPossible: boolean;
  keywords: string[];
  recruitmentOwnerId?: string;
  /** '' for none (the hiring manager is optional and clearable). */
  hiringManagerId?: string;
  /** The team besides the owner, who is always on it. */
  recruiterIds: string[];
}

/** A new recruitment's form: empty, with the signed-in user as its owner (spec part 2 §2.2). */
export function newRecruitmentFormValues(ownerId: string): RecruitmentFormValues {
  return {
    saveMode: 'full',
    title: '',
    positionName: '',
    positionId: null,
    deadline: '',
    vacantPosts: null,
    budgetPerPositionMin: null,
    budgetPerPositionMax: null,
    budgetCurrencyId: '',
    questionnaireId: '',
    jobTitle: '',
    jobDescription: '',
    locationDescription: '',
    locationLatitude: null,
    locationLongitude: null,
    remoteWorkIsPossible: false,
    keywords: [],
    recruitmentOwnerId: ownerId,
    hiringManagerId: '',
    recruiterIds: [],
  };
}

/**
 * The form of a stored recruitment (spec part 2 §2.3). A save sends 0 for an empty number
 * (§3), so a draft's 0 opens as an empty field, to be filled before the full save; in the
 * other statuses the numbers passed the full save and show as stored. Vacant posts are never
 * 0 after a full save, so their 0 is always "not given".
 */
export function recruitmentFormValuesOf(recruitment: RecruitmentForEdit): RecruitmentFormValues {
  const isDraft = recruitment.status === RecruitmentStatus.Draft;
  const stored = (value: number) => (isDraft && value === 0 ? null : value);
  const ownerId = recruitment.recruitmentOwner.id;
  return {
    saveMode: 'full',
    title: recruitment.title,
    positionName: recruitment.positionName ?? '',
    positionId: recruitment.positionId,
    deadline: recruitment.deadline ?? '',
    vacantPosts: recruitment.vacantPosts === 0 ? null : recruitment.vacantPosts,
    budgetPerPositionMin: stored(recruitment.budgetPerPositionMin),
    budgetPerPositionMax: stored(recruitment.budgetPerPositionMax),
    budgetCurrencyId: recruitment.budgetCurrency?.id ?? '',
    questionnaireId: recruitment.questionnaireId ?? '',
    jobTitle: recruitment.jobTitle,
    jobDescription: recruitment.jobDescription,
    locationDescription: recruitment.locationDescription,
    locationLatitude: stored(recruitment.locationLatitude),
    locationLongitude: stored(recruitment.locationLongitude),
    remoteWorkIsPossible: recruitment.remoteWorkIsPossible,
    keywords: [...recruitment.keywords],
    recruitmentOwnerId: ownerId,
    hiringManagerId: recruitment.hiringManager?.id ?? '',
    recruiterIds: recruitment.recruitmentTeamMembers
      .map((member) => member.id)
      .filter((id) => id !== ownerId),
  };
}
