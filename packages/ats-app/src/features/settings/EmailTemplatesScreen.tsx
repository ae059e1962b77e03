import { Box, Heading, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';

/** Settings: e-mail templates, a stub (spec part 1 §2). */
export function EmailTemplatesScreen() {
  const intl = useIntl();
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Heading level={1}>{intl.formatMessage(messages.emailTemplatesTitle)}</Heading>
      <Text tone="muted">{intl.formatMessage(messages.emailTemplatesStub)}</Text>
    </Box>
  );
}
