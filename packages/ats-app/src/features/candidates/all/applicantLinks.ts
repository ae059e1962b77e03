import type { RecruiteeListItem } from '@ats/api-sdk/rtk';

/**
 * The application a row's profile link opens (spec part 2 §2.7): the newest one the user may
 * see in full, else the newest, whose profile then shows the basics only.
 */
export function profileApplicationId(applicant: RecruiteeListItem): string {
  return applicant.newestAccessibleJobApplicationId ?? applicant.newestJobApplicationId;
}

/** The resume the row's viewer shows, or null when there is none the user may open. */
export function viewableResume(
  applicant: RecruiteeListItem,
): { jobApplicationId: string; fileIdentifier: string } | null {
  const jobApplicationId = applicant.newestAccessibleJobApplicationId;
  const fileIdentifier = applicant.newestResumeFileIdentifier;
  return jobApplicationId && fileIdentifier ? { jobApplicationId, fileIdentifier } : null;
}
