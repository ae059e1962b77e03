import { useGetRecruitmentQuery, useListStagesQuery } from '@ats/api-sdk/rtk';
import { Box, Spinner } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ErrorPage } from '../../../shared/errors/ErrorPage.tsx';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { isUuid } from '../../../shared/routing/uuid.ts';
import { detailsMessages } from './messages.ts';
import { RecruitmentDetails } from './RecruitmentDetails.tsx';

/**
 * Recruitment details (spec part 2 §2.4): loads the recruitment and the stages (for the
 * chart's names and colours) with a spinner meanwhile, and the error view when either fails
 * (the 403 and 404 pages for those statuses; an id that is no UUID is not found either).
 */
export function RecruitmentDetailsScreen() {
  const { id = '' } = useParams();
  if (!isUuid(id)) return <ErrorPage kind="notFound" />;
  return <LoadedDetails key={id} id={id} />;
}

function LoadedDetails({ id }: { id: string }) {
  const intl = useIntl();
  const recruitment = useGetRecruitmentQuery({ id });
  const stages = useListStagesQuery();

  // Data first: a refetch that fails after a deletion (404) must not flash the error page
  // while the screen is leaving for the list.
  if (recruitment.data && stages.data) {
    return <RecruitmentDetails recruitment={recruitment.data} stages={stages.data} />;
  }
  const error = recruitment.error ?? stages.error;
  if (error) {
    return (
      <ScreenLoadError
        error={error}
        onRetry={() => {
          if (recruitment.isError) void recruitment.refetch();
          if (stages.isError) void stages.refetch();
        }}
      />
    );
  }
  return (
    <Box display="flex" justifyContent="center" padding="xlarge">
      <Spinner label={intl.formatMessage(detailsMessages.loading)} size="large" />
    </Box>
  );
}
