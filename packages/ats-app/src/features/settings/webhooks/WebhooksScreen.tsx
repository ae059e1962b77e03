import {
  useListWebhookEndpointsPagesInfiniteQuery,
  type WebhookEndpointWithSecret,
} from '@ats/api-sdk/rtk';
import { Box, Button, EmptyState, Heading, LinkIcon, PlusIcon, Text } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { PagedTable, usePagedList } from '../../../shared/ui/PagedTable.tsx';
import { webhooksMessages } from './messages.ts';
import { SigningSecretDialog } from './SigningSecretDialog.tsx';
import { useWebhookColumns } from './useWebhookColumns.tsx';
import { WebhookEndpointFormDialog } from './WebhookEndpointFormDialog.tsx';

/** Rows per page, as the other settings lists. */
const endpointPageSize = 20;

// Each entry to the screen gets a list of its own, loaded from page 1.
let visits = 0;

/**
 * Settings > Webhooks (issue 28): what webhooks are, "Add endpoint", and the endpoints (URL,
 * description, events, status), each row leading to the endpoint with its delivery log. After
 * adding, the signing secret is shown once; closing it opens the new endpoint.
 */
export function WebhooksScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [listKey] = useState(() => String(++visits));
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<WebhookEndpointWithSecret | null>(null);
  const columns = useWebhookColumns();
  const list = usePagedList(
    useListWebhookEndpointsPagesInfiniteQuery({ pageSize: endpointPageSize, listKey }),
  );

  if (list.loadFailed) {
    return <ScreenLoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  }

  const addButton = (
    <Button icon={<PlusIcon />} onClick={() => setAdding(true)}>
      {intl.formatMessage(webhooksMessages.add)}
    </Button>
  );
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        gap="medium"
        flexWrap="wrap"
      >
        <Heading level={1}>{intl.formatMessage(webhooksMessages.title)}</Heading>
        {addButton}
      </Box>
      <Text tone="muted">{intl.formatMessage(webhooksMessages.description)}</Text>
      <PagedTable
        list={list}
        label={intl.formatMessage(webhooksMessages.tableLabel)}
        columns={columns}
        getRowHref={(endpoint) => paths.webhookEndpoint(endpoint.id)}
        cardsBelow="desktop"
        loadingMessages={webhooksMessages}
        estimatedRowHeight={56}
        emptyState={
          <EmptyState
            icon={<LinkIcon size="large" />}
            title={intl.formatMessage(webhooksMessages.emptyTitle)}
            description={intl.formatMessage(webhooksMessages.emptyDescription)}
          />
        }
      />
      <WebhookEndpointFormDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={setAdded}
      />
      <SigningSecretDialog
        secret={added?.secret ?? null}
        reason="added"
        onClose={() => {
          const endpointId = added?.endpoint.id;
          setAdded(null);
          if (endpointId) navigate(paths.webhookEndpoint(endpointId));
        }}
      />
    </Box>
  );
}
