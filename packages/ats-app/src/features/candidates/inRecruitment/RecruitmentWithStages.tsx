import {
  type RecruitmentDetails,
  type Stage,
  useGetRecruitmentQuery,
  useListStagesQuery,
} from '@ats/api-sdk/rtk';
import { Box, Spinner } from '@ats/design-system';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ErrorPage } from '../../../shared/errors/ErrorPage.tsx';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { isUuid } from '../../../shared/routing/uuid.ts';

export interface RecruitmentWithStagesProps {
  /** The spinner's label while the two load. */
  loadingLabel: MessageDescriptor;
  /** The screen, once the recruitment and the stages are loaded. */
  children: (recruitment: RecruitmentDetails, stages: Stage[]) => ReactNode;
}

/**
 * The screens of one recruitment's candidates (the list and the pipeline board): load the
 * recruitment in the address (its title for the breadcrumbs) and the stages, with a spinner
 * meanwhile and the error view when either fails; an id that is no UUID is not found.
 */
export function RecruitmentWithStages(props: RecruitmentWithStagesProps) {
  const { id = '' } = useParams();
  if (!isUuid(id)) return <ErrorPage kind="notFound" />;
  return <Loaded key={id} recruitmentId={id} {...props} />;
}

function Loaded({
  recruitmentId,
  loadingLabel,
  children,
}: RecruitmentWithStagesProps & { recruitmentId: string }) {
  const intl = useIntl();
  const recruitment = useGetRecruitmentQuery({ id: recruitmentId });
  const stages = useListStagesQuery();

  if (recruitment.data && stages.data) return children(recruitment.data, stages.data);
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
      <Spinner label={intl.formatMessage(loadingLabel)} size="large" />
    </Box>
  );
}
