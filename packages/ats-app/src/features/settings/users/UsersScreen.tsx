import { Box, Button, Heading, PlusIcon, Tabs } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { InviteUserDialog } from './InviteUserDialog.tsx';
import { usersMessages } from './messages.ts';
import { SignInDomainsForm } from './SignInDomainsForm.tsx';
import { UsersList } from './UsersList.tsx';

/**
 * Settings > Users (issue 27): "Invite", then two tabs: the people (search, filters, each
 * row's actions) and the sign-in rules (domains admitted without an invitation).
 */
export function UsersScreen() {
  const intl = useIntl();
  const [inviting, setInviting] = useState(false);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        gap="medium"
        flexWrap="wrap"
      >
        <Heading level={1}>{intl.formatMessage(usersMessages.title)}</Heading>
        <Button icon={<PlusIcon />} onClick={() => setInviting(true)}>
          {intl.formatMessage(usersMessages.invite)}
        </Button>
      </Box>
      <Tabs
        label={intl.formatMessage(usersMessages.tabsLabel)}
        tabs={[
          {
            id: 'people',
            label: intl.formatMessage(usersMessages.peopleTab),
            content: <UsersList />,
          },
          {
            id: 'signInRules',
            label: intl.formatMessage(usersMessages.signInRulesTab),
            content: <SignInDomainsForm />,
          },
        ]}
      />
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
    </Box>
  );
}
