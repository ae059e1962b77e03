import { useGetRecruitmentQuery, useListStagesQuery } from '@ats/api-sdk/rtk';
import { Box, Spinner } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ErrorPage } from '../../../shared/errors/ErrorPage.tsx';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { candidatesMessages } from './messages.ts';
import { RecruitmentCandidates } from './RecruitmentCandidates.tsx';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Candidates in a recruitment (spec part 2 §2.6): loads the recruitment (its title for the
 * breadcrumbs) and the stages (names, colours and the stage filter) with a spinner meanwhile,
 * and the error view when either fails; an id that is no UUID is not found.
 */
export function RecruitmentCandidatesScreen() {
  const { id = '' } = useParams();
  if (!uuidPattern.test(id)) return <ErrorPage kind="notFound" />;
  return <LoadedCandidates key={id} recruitmentId={id} />;
}

function LoadedCandidates({ recruitmentId }: { recruitmentId: string }) {
  const intl = useIntl();
  const recruitment = useGetRecruitmentQuery({ id: recruitmentId });
  const stages = useListStagesQuery();

  if (recruitment.data && stages.data) {
    return <RecruitmentCandidates recruitment={recruitment.data} stages={stages.data} />;
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
      <Spinner label={intl.formatMessage(candidatesMessages.loading)} size="large" />
    </Box>
  );
}
