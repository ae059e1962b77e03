import type { CreatedApiToken } from '@ats/api-sdk/rtk';
import { Box, Button, Heading, PlusIcon, Switch, Text } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMay } from '../../../shared/auth/permissions.ts';
import { ApiTokenSecretDialog } from './ApiTokenSecretDialog.tsx';
import { ApiTokensList } from './ApiTokensList.tsx';
import { CreateApiTokenDialog } from './CreateApiTokenDialog.tsx';
import { apiTokensMessages } from './messages.ts';

/**
 * Settings > API access (issue 28), open to every staff member: their own tokens, "Create
 * token" (the secret shown once) and Revoke. Administrators (manageIntegrations) may switch to
 * everyone's tokens, and revoke any.
 */
export function ApiTokensScreen() {
  const intl = useIntl();
  const mayManageIntegrations = useMay('manageIntegrations');
  const [everyone, setEveryone] = useState(false);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const whose = mayManageIntegrations && everyone ? 'everyone' : 'mine';

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        gap="medium"
        flexWrap="wrap"
      >
        <Heading level={1}>{intl.formatMessage(apiTokensMessages.title)}</Heading>
        <Button icon={<PlusIcon />} onClick={() => setCreating(true)}>
          {intl.formatMessage(apiTokensMessages.create)}
        </Button>
      </Box>
      <Text tone="muted">{intl.formatMessage(apiTokensMessages.description)}</Text>
      {mayManageIntegrations ? (
        <Switch
          label={intl.formatMessage(apiTokensMessages.everyone)}
          description={intl.formatMessage(apiTokensMessages.everyoneDescription)}
          checked={everyone}
          onChange={setEveryone}
        />
      ) : null}
      <ApiTokensList key={whose} whose={whose} />
      <CreateApiTokenDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false);
          setCreated(token);
        }}
      />
      <ApiTokenSecretDialog created={created} onClose={() => setCreated(null)} />
    </Box>
  );
}
