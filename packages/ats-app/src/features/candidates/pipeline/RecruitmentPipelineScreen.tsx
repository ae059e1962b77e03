import { useGetRecruitmentQuery, useListStagesQuery } from '@ats/api-sdk/rtk';
import { Box, Spinner } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ErrorPage } from '../../../shared/errors/ErrorPage.tsx';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { pipelineMessages } from './messages.ts';
import { RecruitmentPipeline } from './RecruitmentPipeline.tsx';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The pipeline board of a recruitment (issue 18), beside its candidates list: loads the
 * recruitment (its title for the breadcrumbs) and the stages (the columns) with a spinner
 * meanwhile, and the error view when either fails; an id that is no UUID is not found.
 */
export function RecruitmentPipelineScreen() {
  const { id = '' } = useParams();
  if (!uuidPattern.test(id)) return <ErrorPage kind="notFound" />;
  return <LoadedPipeline key={id} recruitmentId={id} />;
}

function LoadedPipeline({ recruitmentId }: { recruitmentId: string }) {
  const intl = useIntl();
  const recruitment = useGetRecruitmentQuery({ id: recruitmentId });
  const stages = useListStagesQuery();

  if (recruitment.data && stages.data) {
    return <RecruitmentPipeline recruitment={recruitment.data} stages={stages.data} />;
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
      <Spinner label={intl.formatMessage(pipelineMessages.loading)} size="large" />
    </Box>
  );
}
