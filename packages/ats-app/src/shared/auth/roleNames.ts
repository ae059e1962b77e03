import type { StaffRole } from '@ats/api-sdk';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The roles' names as the app shows them (issue 27), the same as the invitation e-mail's. */
export const roleNames: Readonly<Record<StaffRole, MessageDescriptor>> = defineMessages({
  Administrator: { id: 'roles.administrator', defaultMessage: 'Administrator' },
  Recruiter: { id: 'roles.recruiter', defaultMessage: 'Recruiter' },
  HiringManager: { id: 'roles.hiringManager', defaultMessage: 'Hiring manager' },
  Interviewer: { id: 'roles.interviewer', defaultMessage: 'Interviewer' },
});
