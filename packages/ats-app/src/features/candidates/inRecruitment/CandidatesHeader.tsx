import type { RecruitmentDetails, Stage } from '@ats/api-sdk/rtk';
import { Box, Breadcrumbs, Heading, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { paths } from '../../../shared/routing/paths.ts';
import { CandidateFilters } from './CandidateFilters.tsx';
import { CandidateViews } from './CandidateViews.tsx';
import type { CandidateFilter } from './candidateFilter.ts';
import { candidatesMessages as messages } from './messages.ts';

export interface CandidatesHeaderProps {
  recruitment: RecruitmentDetails;
  /** Every stage, deleted ones included (the stage filter offers the live ones). */
  stages: readonly Stage[];
  /** The view on screen: its title, its last breadcrumb, and its mark among the views. */
  view: { kind: 'list' | 'pipeline'; title: string; breadcrumb: string };
  filter: CandidateFilter;
  onFilterChange: (filter: CandidateFilter) => void;
}

/**
 * The top of both views of a recruitment's candidates (the list and the pipeline board):
 * breadcrumbs, the view's title over the position, the links between the views, the filters.
 */
export function CandidatesHeader({
  recruitment,
  stages,
  view,
  filter,
  onFilterChange,
}: CandidatesHeaderProps) {
  const intl = useIntl();
  return (
    <>
      <Breadcrumbs
        label={intl.formatMessage(messages.breadcrumbLabel)}
        items={[
          {
            label: intl.formatMessage(messages.breadcrumbRecruitments),
            href: paths.recruitments(),
          },
          { label: recruitment.title, href: paths.recruitment(recruitment.id) },
          { label: view.breadcrumb },
        ]}
      />
      <Box display="flex" flexDirection="column" gap="xxsmall">
        <Heading level={1}>{view.title}</Heading>
        <Text tone="muted">{recruitment.positionName ?? recruitment.title}</Text>
      </Box>
      <CandidateViews recruitmentId={recruitment.id} current={view.kind} />
      <CandidateFilters stages={stages} filter={filter} onChange={onFilterChange} />
    </>
  );
}
