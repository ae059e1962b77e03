import { type ScoreEntry, useListScoresQuery } from '@ats/api-sdk/rtk';
import {
  Button,
  EmptyState,
  InfiniteTable,
  type InfiniteTableColumn,
  Modal,
  RichTextView,
  Spinner,
  StarIcon,
  Text,
} from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SectionLoadError } from '../../../shared/errors/SectionLoadError.tsx';
import type { CandidateActionModalProps } from '../actions/candidateActionModal.ts';
import { actionMessages } from '../actions/messages.ts';
import { RecordedTime } from '../dates/RecordedTime.tsx';
import { scoreMessages } from './messages.ts';
import { ScoreStars } from './ScoreStars.tsx';
import { scoresPageSize } from './score.ts';

/**
 * "All scores and reviews" (spec part 2 §2.8, §3): every score entry of the candidate in the
 * recruitment (one page of 1000, newest first) in a 60vh list: stars, comment, scorer and when.
 */
export function AllScoresModal({
  recruitmentId,
  recruiteeId,
  candidateName,
  onClose,
}: CandidateActionModalProps) {
  const intl = useIntl();
  const { data, error, isLoading, isFetching, isError, refetch } = useListScoresQuery({
    recruiteeId,
    recruitmentId,
    pageSize: scoresPageSize,
  });
  const entries = data?.recruitmentRecruiteeScoresSummaryRows.result ?? [];
  const columns = useScoreColumns();
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage(scoreMessages.allScoresTitle)}
      description={intl.formatMessage(scoreMessages.allScoresDescription, { candidateName })}
      size="large"
      closeLabel={intl.formatMessage(actionMessages.closeDialog)}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(actionMessages.close)}
        </Button>
      }
    >
      {isLoading ? (
        <Spinner label={intl.formatMessage(scoreMessages.loading)} />
      ) : isError && !data ? (
        <SectionLoadError
          title={intl.formatMessage(scoreMessages.loadFailed)}
          error={error}
          onRetry={() => void refetch()}
          headingLevel={3}
        />
      ) : (
        <InfiniteTable<ScoreEntry>
          label={intl.formatMessage(scoreMessages.tableLabel)}
          columns={columns}
          rows={entries}
          getRowId={(entry) => entry.scoringATSUserId}
          hasMore={false}
          isLoading={isFetching}
          onLoadMore={() => undefined}
          totalCount={entries.length}
          loadingLabel={intl.formatMessage(scoreMessages.loading)}
          emptyState={
            <EmptyState
              icon={<StarIcon size="large" />}
              title={intl.formatMessage(scoreMessages.emptyTitle)}
              description={intl.formatMessage(scoreMessages.emptyDescription)}
              headingLevel={3}
            />
          }
          height="60vh"
          estimatedRowHeight={64}
        />
      )}
    </Modal>
  );
}

function useScoreColumns(): InfiniteTableColumn<ScoreEntry>[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        id: 'score',
        header: intl.formatMessage(scoreMessages.columnScore),
        cell: (entry) => <ScoreStars score={entry.score} />,
        width: '20%',
      },
      {
        id: 'comment',
        header: intl.formatMessage(scoreMessages.columnComment),
        cell: (entry) => (
          <RichTextView
            value={entry.comment}
            fallback={
              <Text as="span" tone="muted">
                {intl.formatMessage(scoreMessages.noComment)}
              </Text>
            }
          />
        ),
        width: '40%',
      },
      {
        id: 'scoredBy',
        header: intl.formatMessage(scoreMessages.columnScoredBy),
        cell: (entry) =>
          intl.formatMessage(actionMessages.personName, {
            firstName: entry.scoringATSUserFirstName,
            lastName: entry.scoringATSUserLastName,
          }),
      },
      {
        id: 'when',
        header: intl.formatMessage(scoreMessages.columnWhen),
        cell: (entry) => <RecordedTime value={entry.scoringTime} />,
      },
    ],
    [intl],
  );
}
