import { type DuplicatePair, useListDuplicatePairsQuery } from '@ats/api-sdk/rtk';
import { Box, Button, Card, EmptyState, Heading, Text, UsersIcon } from '@ats/design-system';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { ScreenLoading } from '../../../shared/ui/ScreenLoading.tsx';
import { actions, pair, pairPeople, plainList } from './Duplicates.css.ts';
import { MergeDialog } from './MergeDialog.tsx';
import { duplicateMessages as messages } from './messages.ts';
import { reasonsText } from './reasons.ts';
import { useDismissPair } from './useDismissPair.ts';

/** Pairs per page of the list. */
const pairsPageSize = 20;

/**
 * Possible duplicates (issue 29), for staff who may merge: pairs of candidates who look like
 * one person, newest first, a page at a time, each with the reasons, "Merge" and "Not a
 * duplicate". Reached from the all-candidates list.
 */
export function DuplicatePairsScreen() {
  const intl = useIntl();
  const [pageNumber, setPageNumber] = useState(1);
  const pairs = useListDuplicatePairsQuery({ pageNumber, pageSize: pairsPageSize });

  if (pairs.isError) {
    return <ScreenLoadError error={pairs.error} onRetry={() => void pairs.refetch()} />;
  }
  if (!pairs.data) return <ScreenLoading label={intl.formatMessage(messages.listLoading)} />;

  const { result, totalCount } = pairs.data;
  const pageCount = Math.max(1, Math.ceil(totalCount / pairsPageSize));
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Heading level={1}>{intl.formatMessage(messages.listTitle)}</Heading>
      <Text tone="muted">{intl.formatMessage(messages.listIntro)}</Text>
      {result.length === 0 ? (
        <EmptyState
          icon={<UsersIcon size="large" />}
          title={intl.formatMessage(messages.listEmptyTitle)}
          description={intl.formatMessage(messages.listEmptyText)}
        />
      ) : (
        <ul className={plainList} aria-busy={pairs.isFetching}>
          {result.map((item) => (
            <li key={`${item.first.id}-${item.second.id}`}>
              <PairCard pair={item} />
            </li>
          ))}
        </ul>
      )}
      {totalCount > pairsPageSize || pageNumber > 1 ? (
        <nav className={actions} aria-label={intl.formatMessage(messages.listTitle)}>
          <Button
            variant="secondary"
            size="small"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((page) => page - 1)}
          >
            {intl.formatMessage(messages.previousPage)}
          </Button>
          <div aria-live="polite">
            <Text>
              {intl.formatMessage(messages.pageStatus, {
                page: pageNumber,
                pages: pageCount,
                count: totalCount,
              })}
            </Text>
          </div>
          <Button
            variant="secondary"
            size="small"
            disabled={pageNumber >= pageCount}
            onClick={() => setPageNumber((page) => page + 1)}
          >
            {intl.formatMessage(messages.nextPage)}
          </Button>
        </nav>
      ) : null}
    </Box>
  );
}

function PairCard({ pair: item }: { pair: DuplicatePair }) {
  const intl = useIntl();
  const headingId = useId();
  const [merging, setMerging] = useState(false);
  const { dismissPair, isDismissing } = useDismissPair();
  const first = intl.formatMessage(messages.personName, item.first);
  const second = intl.formatMessage(messages.personName, item.second);
  return (
    <Card as="article" padding="medium" aria-labelledby={headingId}>
      <div className={pair}>
        <div className={pairPeople}>
          <Heading level={2} visualLevel={4} id={headingId}>
            {intl.formatMessage(messages.pairLabel, { first, second })}
          </Heading>
          <Text tone="muted">{reasonsText(intl, item.reasons)}</Text>
          <Text size="small">
            {item.first.email} · {item.second.email}
          </Text>
        </div>
        <div className={actions}>
          {[item.first, item.second].map((person) =>
            person.jobApplicationId ? (
              // Full width: a long name wraps instead of widening the list on a phone.
              <Button
                key={person.id}
                size="small"
                variant="secondary"
                fullWidth
                href={paths.applicantApplication(person.jobApplicationId)}
              >
                {intl.formatMessage(messages.openProfile, {
                  name: intl.formatMessage(messages.personName, person),
                })}
              </Button>
            ) : null,
          )}
          <Button
            size="small"
            onClick={() => setMerging(true)}
            aria-label={intl.formatMessage(messages.mergeWith, {
              name: intl.formatMessage(messages.pairLabel, { first, second }),
            })}
          >
            {intl.formatMessage(messages.merge)}
          </Button>
          <Button
            size="small"
            variant="secondary"
            loading={isDismissing}
            onClick={() => void dismissPair(item.first.id, item.second.id)}
          >
            {intl.formatMessage(messages.notDuplicate)}
          </Button>
        </div>
      </div>
      {merging ? (
        <MergeDialog people={[item.first, item.second]} onClose={() => setMerging(false)} />
      ) : null}
    </Card>
  );
}
