import { Box, Heading, Text } from '@ats/design-system';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { useRouteTitle } from '../../shared/routing/routeTitle.ts';

const messages = defineMessages({
  comingSoon: { id: 'recruitments.placeholder.title', defaultMessage: 'Coming soon' },
  text: {
    id: 'recruitments.placeholder.text',
    defaultMessage: 'This part of ATS is being built. Please come back later.',
  },
});

/**
 * Stands in for a recruitment screen still being built (new, edit, details), like the shell's
 * coming-soon screen, which a feature may not import: the route's name and "Coming soon".
 * Each screen has its own module already, so its route is a chunk of its own from the start.
 */
export function RecruitmentScreenPlaceholder() {
  const intl = useIntl();
  const title: MessageDescriptor = useRouteTitle() ?? messages.comingSoon;
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Heading level={1}>{intl.formatMessage(title)}</Heading>
      <Text weight="bold">{intl.formatMessage(messages.comingSoon)}</Text>
      <Text tone="muted">{intl.formatMessage(messages.text)}</Text>
    </Box>
  );
}
