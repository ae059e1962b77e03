import {
  type CandidateImportRow,
  useListCandidateImportRowsPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import { Box, Heading, type InfiniteTableColumn, TruncatedText } from '@ats/design-system';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PagedLogTable } from '../../../shared/ui/PagedLogTable.tsx';
import * as styles from './import.css.ts';
import {
  doneOutcomeMessages,
  importMessages,
  plannedOutcomeMessages,
  problemMessages,
} from './messages.ts';

/** Rows per page. */
const rowPageSize = 50;

// Each showing of the rows loads them afresh (after a new check, after the run).
let visits = 0;

/** A row with the key the table needs: its line in the file. */
type KeyedRow = CandidateImportRow & { id: string };

/**
 * The rows with problems (issue 29), in file order, loaded as the user scrolls: the row's
 * line, the person, what happens (or happened) to the row and its problems in plain words.
 */
export function ProblemRows({ importId }: { importId: string }) {
  const intl = useIntl();
  const [listKey] = useState(() => String(++visits));
  const query = useListCandidateImportRowsPagesInfiniteQuery({
    id: importId,
    withProblems: true,
    pageSize: rowPageSize,
    listKey,
  });
  const keyedData = useMemo(
    () =>
      query.data && {
        pages: query.data.pages.map((page) => ({
          ...page,
          result: page.result.map((row): KeyedRow => ({ ...row, id: String(row.rowNumber) })),
        })),
      },
    [query.data],
  );
  const keyedQuery = { ...query, data: keyedData };

  const columns: InfiniteTableColumn<KeyedRow>[] = useMemo(
    () => [
      {
        id: 'row',
        header: intl.formatMessage(importMessages.columnRow),
        width: '10%',
        card: 'title',
        cell: (row) => intl.formatMessage(importMessages.rowNumber, { number: row.rowNumber }),
      },
      {
        id: 'name',
        header: intl.formatMessage(importMessages.columnName),
        width: '20%',
        cell: (row) => {
          const name = intl.formatMessage(importMessages.personName, row).trim();
          return name ? <TruncatedText lines={2}>{name}</TruncatedText> : null;
        },
      },
      {
        id: 'email',
        header: intl.formatMessage(importMessages.columnEmail),
        width: '24%',
        cell: (row) => (row.email ? <TruncatedText lines={2}>{row.email}</TruncatedText> : null),
      },
      {
        id: 'outcome',
        header: intl.formatMessage(importMessages.columnOutcome),
        width: '14%',
        cell: (row) =>
          intl.formatMessage(
            row.done ? doneOutcomeMessages[row.outcome] : plannedOutcomeMessages[row.outcome],
          ),
      },
      {
        id: 'problems',
        header: intl.formatMessage(importMessages.columnProblems),
        width: '32%',
        cell: (row) => (
          <ul className={styles.problemList}>
            {row.problems.map((problem) => (
              <li key={problem}>{intl.formatMessage(problemMessages[problem])}</li>
            ))}
          </ul>
        ),
      },
    ],
    [intl],
  );

  return (
    <Box as="section" display="flex" flexDirection="column" gap="medium">
      <Heading level={2}>{intl.formatMessage(importMessages.problemsHeading)}</Heading>
      <PagedLogTable<KeyedRow>
        query={keyedQuery}
        columns={columns}
        messages={{
          tableLabel: importMessages.problemsTableLabel,
          loading: importMessages.problemsLoading,
          loadingMore: importMessages.problemsLoadingMore,
          emptyTitle: importMessages.problemsEmptyTitle,
          emptyDescription: importMessages.problemsEmptyDescription,
          loadFailed: importMessages.problemsLoadFailed,
          moreFailed: importMessages.problemsMoreFailed,
        }}
        estimatedRowHeight={64}
        cardsBelow="desktop"
      />
    </Box>
  );
}
