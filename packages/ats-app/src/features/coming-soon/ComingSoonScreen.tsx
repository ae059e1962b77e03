import { Box, Heading, Text } from '@ats/design-system';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useRouteTitle } from '../../shared/routing/routeTitle.ts';
import { messages } from './messages.ts';

/** Stands in for a secure screen whose issue is not built yet: its name, and "Coming soon". */
export function ComingSoonScreen() {
  const intl = useIntl();
  const title: MessageDescriptor = useRouteTitle() ?? messages.title;
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Heading level={1}>{intl.formatMessage(title)}</Heading>
      <Text weight="bold">{intl.formatMessage(messages.title)}</Text>
      <Text tone="muted">{intl.formatMessage(messages.text)}</Text>
    </Box>
  );
}
