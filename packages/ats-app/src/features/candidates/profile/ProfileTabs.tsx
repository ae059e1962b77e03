import type { RecruiteeAuthorizedData } from '@ats/api-sdk/rtk';
import { EmptyState, FilledQuestionnaire, Tabs } from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMay } from '../../../shared/auth/permissions.ts';
import { serverPaths } from '../../../shared/routing/paths.ts';
import { ActivityTimeline } from '../activities/ActivityTimeline.tsx';
import { useFilledQuestionnaireLabels } from '../applicationForm/useFilledQuestionnaireLabels.ts';
import { ResumeViewer } from '../files/ResumeViewer.tsx';
import { AccessLogTable } from '../privacy/AccessLogTable.tsx';
import { accessLogMessages } from '../privacy/accessLogMessages.ts';
import { formPanel } from './CandidateProfile.css.ts';
import { profileMessages } from './messages.ts';
import { originMessages } from './originMessages.ts';
import { resumeFileIdentifierOf } from './profileData.ts';

export interface ProfileTabsProps {
  recruiteeId: string;
  authorizedData: RecruiteeAuthorizedData;
  /** The candidate's address, for a meeting's Reschedule on the timeline. */
  candidateEmail?: string | null;
  /** Whether the candidate has been erased (then never invited to a meeting). */
  candidateErased?: boolean;
}

/**
 * The profile's tabs (spec part 2 §2.8): Resume (the default; the PDF viewer), Application
 * form (the filled questionnaire, its files as links), Activity (the timeline) and Access log
 * (who read the candidate's data). A tab's content is mounted only while it is shown.
 */
export function ProfileTabs({
  recruiteeId,
  authorizedData,
  candidateEmail,
  candidateErased,
}: ProfileTabsProps) {
  const intl = useIntl();
  // Who read the candidate's data is personal data too: for roles that may export it (issue 27).
  const mayReadAccessLog = useMay('exportPersonalData');
  const formLabels = useFilledQuestionnaireLabels();
  const { jobApplicationId, recruitmentId } = authorizedData;
  const candidate = useMemo(
    () => ({ email: candidateEmail, isErased: candidateErased }),
    [candidateEmail, candidateErased],
  );
  // Staff who add a person keep the resume on the application, not as a form answer.
  const resumeFileIdentifier =
    authorizedData.resumeFileIdentifier ??
    resumeFileIdentifierOf(authorizedData.filledQuestionnaireAnswers);
  // Added by staff without a form: say so, rather than show an empty questionnaire.
  const withoutForm =
    authorizedData.addedByStaff &&
    authorizedData.filledQuestionnaireStructure.elements.length === 0;

  return (
    <Tabs
      label={intl.formatMessage(profileMessages.tabsLabel)}
      defaultSelectedId="resume"
      tabs={[
        {
          id: 'resume',
          label: intl.formatMessage(profileMessages.resumeTab),
          content:
            resumeFileIdentifier === null ? (
              <EmptyState
                title={intl.formatMessage(profileMessages.noResume)}
                description={intl.formatMessage(profileMessages.noResumeDescription)}
              />
            ) : (
              <ResumeViewer
                jobApplicationId={jobApplicationId}
                fileIdentifier={resumeFileIdentifier}
              />
            ),
        },
        {
          id: 'applicationForm',
          label: intl.formatMessage(profileMessages.applicationFormTab),
          content: withoutForm ? (
            <EmptyState
              title={intl.formatMessage(originMessages.noFormTitle)}
              description={intl.formatMessage(originMessages.noFormDescription)}
            />
          ) : (
            <div className={formPanel}>
              <FilledQuestionnaire
                structure={authorizedData.filledQuestionnaireStructure}
                answers={authorizedData.filledQuestionnaireAnswers}
                fileHref={(answer) =>
                  serverPaths.jobApplicationFile(jobApplicationId, answer.fileIdentifier)
                }
                headingLevel={2}
                labels={formLabels}
              />
            </div>
          ),
        },
        {
          id: 'activity',
          label: intl.formatMessage(profileMessages.activityTab),
          content: (
            <ActivityTimeline
              recruitmentId={recruitmentId}
              recruiteeId={recruiteeId}
              candidate={candidate}
            />
          ),
        },
        ...(mayReadAccessLog
          ? [
              {
                id: 'accessLog',
                label: intl.formatMessage(accessLogMessages.tab),
                content: <AccessLogTable recruiteeId={recruiteeId} />,
              },
            ]
          : []),
      ]}
    />
  );
}
