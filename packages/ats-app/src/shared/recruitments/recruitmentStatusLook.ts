import { RecruitmentStatus } from '@ats/api-sdk';
import type { Tone } from '@ats/design-system';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The names of the recruitment statuses (spec part 2 §3: draft 0, pending 1, open 2, closed 3). */
export const recruitmentStatusMessages = defineMessages({
  draft: { id: 'recruitments.status.draft', defaultMessage: 'Draft' },
  pending: { id: 'recruitments.status.pending', defaultMessage: 'Pending' },
  open: { id: 'recruitments.status.open', defaultMessage: 'Open' },
  closed: { id: 'recruitments.status.closed', defaultMessage: 'Closed' },
});

/** How a recruitment status is shown: its name and the tone of its label. */
export interface RecruitmentStatusLook {
  label: MessageDescriptor;
  tone: Tone;
}

/**
 * The colours of spec part 2 §2.1 and §9 ("draft warning, open info, closed danger, pending
 * primary") as the design system's tones. The list, the details and the dashboard all read
 * this one map, so a status looks the same everywhere.
 */
export const recruitmentStatusLook: Readonly<Record<RecruitmentStatus, RecruitmentStatusLook>> = {
  [RecruitmentStatus.Draft]: { label: recruitmentStatusMessages.draft, tone: 'caution' },
  [RecruitmentStatus.Pending]: { label: recruitmentStatusMessages.pending, tone: 'promote' },
  [RecruitmentStatus.Open]: { label: recruitmentStatusMessages.open, tone: 'info' },
  [RecruitmentStatus.Closed]: { label: recruitmentStatusMessages.closed, tone: 'critical' },
};
