import {
  type RecruitmentRecruitee,
  type Stage,
  useListRecruitmentRecruiteesPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import { IconButton, MailIcon, PipelineCard, PipelineColumn } from '@ats/design-system';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { rowsOfPages } from '../../../shared/api/rowsOfPages.ts';
import { paths, serverPaths } from '../../../shared/routing/paths.ts';
import { type CandidateFilter, candidateListArg } from '../inRecruitment/candidateFilter.ts';
import { candidatesMessages } from '../inRecruitment/messages.ts';
import { daysInStage } from './daysInStage.ts';
import { pipelineMessages as messages } from './messages.ts';

export interface StageColumnProps {
  recruitmentId: string;
  stage: Stage;
  /** The board's filter (search, my score); the column adds its own stage. */
  filter: CandidateFilter;
  /** The board's list key: a filter change starts every column again at page 1. */
  listKey: string;
  nameOf: (candidate: RecruitmentRecruitee) => string;
  /** The moment "days in stage" counts to (the board's render time). */
  now: Date;
  /** Opens the compose-e-mail dialog for the card's candidate; without it, no Email button. */
  onEmail?: ((candidate: RecruitmentRecruitee) => void) | undefined;
}

// Created once: a long column renders many cards.
const mailIcon = <MailIcon />;

/**
 * One stage's column: its own candidates list (listRecruitmentRecruitees with this stage and
 * the board's filter), 20 a page, loaded as the column scrolls; the count is the list's total.
 * Each card links to the candidate's profile, as the list's name does, and has an "Email"
 * button (the compose dialog of the profile).
 */
export function StageColumn({
  recruitmentId,
  stage,
  filter,
  listKey,
  nameOf,
  now,
  onEmail,
}: StageColumnProps) {
  const intl = useIntl();
  const listArg = useMemo(
    () => candidateListArg(recruitmentId, { ...filter, stageIds: [stage.id] }, listKey),
    [recruitmentId, filter, stage.id, listKey],
  );
  const { data, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useListRecruitmentRecruiteesPagesInfiniteQuery(listArg);
  const cards = useMemo(() => rowsOfPages(data?.pages), [data]);

  const renderCard = useCallback(
    (candidate: RecruitmentRecruitee) => (
      <PipelineCard
        name={nameOf(candidate)}
        href={paths.applicantApplication(candidate.newestJobApplicationId)}
        photoSrc={serverPaths.listedRecruiteePhoto(candidate)}
        averageScore={candidate.averageScore}
        reviewCount={candidate.reviewCount}
        daysInStage={daysInStage(candidate.stageEnteredDate, now)}
        formatDaysInStage={(days) => intl.formatMessage(messages.daysInStage, { days })}
        formatScoreLabel={(score) =>
          score === 0
            ? intl.formatMessage(candidatesMessages.noScoreYet)
            : intl.formatMessage(candidatesMessages.averageScore, { score })
        }
        formatReviews={(count) => intl.formatMessage(candidatesMessages.reviews, { count })}
        actions={
          onEmail ? (
            <IconButton
              label={intl.formatMessage(messages.emailCandidate, { name: nameOf(candidate) })}
              icon={mailIcon}
              size="small"
              onClick={() => onEmail(candidate)}
            />
          ) : undefined
        }
      />
    ),
    [intl, nameOf, now, onEmail],
  );

  return (
    <PipelineColumn<RecruitmentRecruitee>
      columnId={stage.id}
      cards={cards}
      renderCard={renderCard}
      totalCount={data?.pages.at(-1)?.totalCount}
      hasMore={hasNextPage && !isError}
      // A refetch after a move keeps the cards quietly; a first load or a next page shows.
      isLoading={isFetchingNextPage || (isFetching && cards.length === 0)}
      onLoadMore={() => void fetchNextPage()}
      // A failed first page or next page: the error and Try again show under the loaded cards.
      isError={isError}
      onRetry={() => void refetch()}
      height="fill"
    />
  );
}
