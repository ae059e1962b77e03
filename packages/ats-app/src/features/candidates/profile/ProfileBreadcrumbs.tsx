import { useGetRecruitmentQuery } from '@ats/api-sdk/rtk';
import { type BreadcrumbItem, Breadcrumbs } from '@ats/design-system';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { paths } from '../../../shared/routing/paths.ts';
import { profileMessages } from './messages.ts';

export interface ProfileBreadcrumbsProps {
  /** The candidate's name: the last step. */
  name: string;
  /** The application's recruitment when the user may see the application in full, else null. */
  recruitmentId: string | null;
}

/**
 * Back to the candidates list (spec part 2 §2.8): Recruitments › {title} › Candidates ›
 * {name} for the recruitment's team; Applicants › {name} for everyone else, who are not told
 * which recruitment the application belongs to.
 */
export function ProfileBreadcrumbs({ name, recruitmentId }: ProfileBreadcrumbsProps) {
  const intl = useIntl();
  const recruitment = useGetRecruitmentQuery(
    recruitmentId === null ? skipToken : { id: recruitmentId },
  );
  const trail: BreadcrumbItem[] =
    recruitmentId === null
      ? [
          {
            label: intl.formatMessage(profileMessages.breadcrumbApplicants),
            href: paths.applicants(),
          },
        ]
      : [
          {
            label: intl.formatMessage(profileMessages.breadcrumbRecruitments),
            href: paths.recruitments(),
          },
          {
            // The title arrives with the recruitment; a generic step stands in until then.
            label:
              recruitment.data?.title ?? intl.formatMessage(profileMessages.breadcrumbRecruitment),
            href: paths.recruitment(recruitmentId),
          },
          {
            label: intl.formatMessage(profileMessages.breadcrumbCandidates),
            href: paths.recruitmentCandidates(recruitmentId),
          },
        ];
  return (
    <Breadcrumbs
      label={intl.formatMessage(profileMessages.breadcrumbLabel)}
      items={[...trail, { label: name }]}
    />
  );
}
