import { Box, Button, Card, Heading, Text } from '@ats/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../shared/routing/paths.ts';
import { messages } from './messages.ts';

/** Placeholder (spec part 1 §2: its content is not shown): passwords belong to the provider. */
export function ForgotPasswordScreen() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Box display="flex" alignItems="center" justifyContent="center" padding="medium">
      <Card as="section" padding="xlarge" aria-labelledby={titleId}>
        <Box display="flex" flexDirection="column" alignItems="center" gap="large">
          <Heading level={1} id={titleId} align="center">
            {intl.formatMessage(messages.forgotPasswordTitle)}
          </Heading>
          <Text tone="muted" align="center">
            {intl.formatMessage(messages.forgotPasswordText)}
          </Text>
          <Button href={paths.login()} variant="secondary">
            {intl.formatMessage(messages.backToLogin)}
          </Button>
        </Box>
      </Card>
    </Box>
  );
}
