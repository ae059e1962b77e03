import { Box, Heading, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';

/** The dashboard (spec part 1 §2); tiles, charts and the activity feed come with their issue. */
export function DashboardScreen() {
  const intl = useIntl();
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      <Text tone="muted">{intl.formatMessage(messages.placeholder)}</Text>
    </Box>
  );
}
