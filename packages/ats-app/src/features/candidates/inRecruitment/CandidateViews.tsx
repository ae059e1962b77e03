import { Box, Button } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { paths } from '../../../shared/routing/paths.ts';
import { candidatesMessages as messages } from './messages.ts';

export interface CandidateViewsProps {
  recruitmentId: string;
  /** The view on screen, marked as the current page. */
  current: 'list' | 'pipeline';
}

/**
 * The two views of a recruitment's candidates, side by side: the list and the pipeline
 * board. Links (each view has its own address), the current one marked for assistive
 * technology with aria-current.
 */
export function CandidateViews({ recruitmentId, current }: CandidateViewsProps) {
  const intl = useIntl();
  const views = [
    {
      id: 'list',
      label: intl.formatMessage(messages.listView),
      href: paths.recruitmentCandidates(recruitmentId),
    },
    {
      id: 'pipeline',
      label: intl.formatMessage(messages.pipelineView),
      href: paths.recruitmentPipeline(recruitmentId),
    },
  ] as const;
  return (
    <Box as="nav" aria-label={intl.formatMessage(messages.viewsLabel)}>
      <Box display="flex" gap="xsmall">
        {views.map((view) => (
          <Button
            key={view.id}
            href={view.href}
            size="small"
            variant={view.id === current ? 'primary' : 'secondary'}
            aria-current={view.id === current ? 'page' : undefined}
          >
            {view.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
