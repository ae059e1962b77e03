import {
  type RecruitmentDetails,
  type Stage,
  useGetRecruitmentQuery,
  useListStagesQuery,
} from '@ats/api-sdk/rtk';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ErrorPage } from '../errors/ErrorPage.tsx';
import { ScreenLoadError } from '../errors/ScreenLoadError.tsx';
import { isUuid } from '../routing/uuid.ts';
import { ScreenLoading } from '../ui/ScreenLoading.tsx';

export interface RecruitmentWithStagesProps {
  /** The spinner's label while the two load. */
  loadingLabel: MessageDescriptor;
  /** The screen, once the recruitment and the stages are loaded. */
  children: (recruitment: RecruitmentDetails, stages: Stage[]) => ReactNode;
}

/**
 * The screens of one recruitment (its details, its candidates list and its pipeline board):
 * load the recruitment in the address and the stages, with a spinner meanwhile and the error
 * view when either fails (the 403 and 404 pages for those statuses); an id that is no UUID is
 * not found. Data first: a refetch that fails after a deletion (404) must not flash the error
 * page while the screen is leaving for the list.
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
        forbiddenReason="notYourRecruitment"
        onRetry={() => {
          if (recruitment.isError) void recruitment.refetch();
          if (stages.isError) void stages.refetch();
        }}
      />
    );
  }
  return <ScreenLoading label={intl.formatMessage(loadingLabel)} />;
}
