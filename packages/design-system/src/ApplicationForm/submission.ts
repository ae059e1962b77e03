import type { JobApplicationData } from '@ats/domain';

/**
 * What an application form submits: the multipart body of the apply call without `referer` and
 * `consentVersionId`.
 * `resume`, `photo` and `coverLetter` answer every element of their type; `attachments` holds
 * each Attachment element's file under the element's id. A part without a file is left out.
 */
export interface ApplicationSubmission {
  /** `futureOpeningsConsent` is there only when the form offered that checkbox. */
  application: Omit<
    JobApplicationData,
    'referer' | 'consentVersionId' | 'futureOpeningsConsent'
  > & { futureOpeningsConsent?: boolean };
  resume?: File;
  photo?: File;
  coverLetter?: File;
  attachments?: Record<string, File>;
}
