import { useGetRecruiteeByJobApplicationQuery } from '@ats/api-sdk/rtk';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ErrorPage } from '../../../shared/errors/ErrorPage.tsx';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { isUuid } from '../../../shared/routing/uuid.ts';
import { ScreenLoading } from '../../../shared/ui/ScreenLoading.tsx';
import { CandidateProfile } from './CandidateProfile.tsx';
import { profileMessages } from './messages.ts';

/**
 * The candidate profile for one job application (spec part 2 §2.8). Another application's id
 * in the address loads that one afresh (the profile below is keyed by it, so its tabs and
 * modals start over too); an id that is no UUID is not found without asking the server.
 */
export function CandidateProfileScreen() {
  const { jobApplicationId = '' } = useParams();
  if (!isUuid(jobApplicationId)) return <ErrorPage kind="notFound" />;
  return <LoadedProfile key={jobApplicationId} jobApplicationId={jobApplicationId} />;
}

function LoadedProfile({ jobApplicationId }: { jobApplicationId: string }) {
  const intl = useIntl();
  const candidate = useGetRecruiteeByJobApplicationQuery({ jobApplicationId });

  if (candidate.data) {
    return <CandidateProfile jobApplicationId={jobApplicationId} candidate={candidate.data} />;
  }
  if (candidate.isError) {
    // 404: the not-found page; 403 when the application's recruitment is not the user's.
    return (
      <ScreenLoadError
        forbiddenReason="notYourRecruitment"
        error={candidate.error}
        onRetry={() => void candidate.refetch()}
      />
    );
  }
  return <ScreenLoading label={intl.formatMessage(profileMessages.loading)} />;
}
