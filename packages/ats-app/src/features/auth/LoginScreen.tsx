import { Box, Button, Card, Heading, Text } from '@ats/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  isSafeReturnPath,
  returnToParameter,
  serverPaths,
  signInErrorParameter,
} from '../../shared/routing/paths.ts';
import { messages } from './messages.ts';

/**
 * The login screen (spec part 1 §1-2): a welcome and ONE link to the provider's sign-in,
 * carrying the path the user was sent here from, so that they return to it. When the
 * server sends the user back after a failed sign-in, it says so.
 */
export function LoginScreen() {
  const intl = useIntl();
  const titleId = useId();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(returnToParameter);
  const returnTo = isSafeReturnPath(requested) ? requested : '/';
  const signInFailed = searchParams.get(signInErrorParameter) === 'signin_failed';
  return (
    <Box display="flex" alignItems="center" justifyContent="center" padding="medium">
      <Card as="section" padding="xlarge" aria-labelledby={titleId}>
        <Box display="flex" flexDirection="column" alignItems="center" gap="large">
          <Heading level={1} id={titleId} align="center">
            {intl.formatMessage(messages.welcomeTitle)}
          </Heading>
          <Text tone="muted" align="center">
            {intl.formatMessage(messages.welcomeText)}
          </Text>
          {signInFailed ? (
            <Box role="alert">
              <Text tone="danger" align="center" weight="medium">
                {intl.formatMessage(messages.signInFailed)}
              </Text>
            </Box>
          ) : null}
          <Button href={serverPaths.login(returnTo)} size="large" fullWidth>
            {intl.formatMessage(messages.continueWithSingleSignOn)}
          </Button>
        </Box>
      </Card>
    </Box>
  );
}
