import {
  useDeleteWebhookEndpointMutation,
  useGetWebhookEndpointQuery,
  useRotateWebhookSecretMutation,
  useSendWebhookTestEventMutation,
  type WebhookEndpoint,
} from '@ats/api-sdk/rtk';
import {
  Box,
  Breadcrumbs,
  Button,
  ConfirmDialog,
  DeleteIcon,
  EditIcon,
  Heading,
  MailIcon,
} from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { ErrorPage } from '../../../shared/errors/ErrorPage.tsx';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { isUuid } from '../../../shared/routing/uuid.ts';
import { ScreenLoading } from '../../../shared/ui/ScreenLoading.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { EndpointFailureNotice } from './EndpointFailureNotice.tsx';
import { EndpointSettings } from './EndpointSettings.tsx';
import { endpointMessages, webhooksMessages } from './messages.ts';
import { SigningSecretDialog } from './SigningSecretDialog.tsx';
import { WebhookEndpointFormDialog } from './WebhookEndpointFormDialog.tsx';
import { breakAnywhere } from './webhooks.css.ts';

/**
 * Settings > Webhooks > one endpoint (`/settings/webhooks/:id`, issue 28): the notice when it
 * fails or the server disabled it, Edit, "Send test event", "Rotate secret" (asks first, then
 * shows the new secret once), "Delete endpoint" (asks first), its settings and its delivery log.
 */
export function WebhookEndpointScreen() {
  const { id = '' } = useParams();
  if (!isUuid(id)) return <ErrorPage kind="notFound" />;
  return <LoadedEndpoint key={id} id={id} />;
}

function LoadedEndpoint({ id }: { id: string }) {
  const intl = useIntl();
  const query = useGetWebhookEndpointQuery({ id });
  if (query.data) return <EndpointView endpoint={query.data} />;
  if (query.error) {
    return <ScreenLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <ScreenLoading label={intl.formatMessage(endpointMessages.loading)} />;
}

type Dialog = 'edit' | 'rotate' | 'delete' | null;

function EndpointView({ endpoint }: { endpoint: WebhookEndpoint }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const [sendTest, sendingTest] = useSendWebhookTestEventMutation();
  const [rotateSecret, rotating] = useRotateWebhookSecretMutation();
  const [deleteEndpoint, deleting] = useDeleteWebhookEndpointMutation();
  const close = () => setDialog(null);

  async function test() {
    try {
      await sendTest({ id: endpoint.id }).unwrap();
      feedback.succeeded(endpointMessages.testQueued);
    } catch (error) {
      feedback.failed(error);
    }
  }

  async function rotate() {
    try {
      const { secret } = await rotateSecret({ id: endpoint.id }).unwrap();
      close();
      setNewSecret(secret);
    } catch (error) {
      feedback.failed(error);
    }
  }

  async function remove() {
    try {
      await deleteEndpoint({ id: endpoint.id }).unwrap();
    } catch (error) {
      feedback.failed(error);
      return;
    }
    feedback.succeeded(endpointMessages.deleted);
    navigate(paths.settings('webhooks'));
  }

  const name = endpoint.description || endpoint.url;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Breadcrumbs
        label={intl.formatMessage(endpointMessages.breadcrumbLabel)}
        items={[
          { label: intl.formatMessage(webhooksMessages.title), href: paths.settings('webhooks') },
          { label: name },
        ]}
      />
      <Box display="flex" flexDirection="column" gap="medium">
        <Heading level={1}>
          <span className={breakAnywhere}>{name}</span>
        </Heading>
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button icon={<EditIcon />} onClick={() => setDialog('edit')}>
            {intl.formatMessage(endpointMessages.edit)}
          </Button>
          <Button
            variant="secondary"
            icon={<MailIcon />}
            loading={sendingTest.isLoading}
            onClick={() => void test()}
          >
            {intl.formatMessage(endpointMessages.sendTest)}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('rotate')}>
            {intl.formatMessage(endpointMessages.rotate)}
          </Button>
          <Button variant="critical" icon={<DeleteIcon />} onClick={() => setDialog('delete')}>
            {intl.formatMessage(endpointMessages.delete)}
          </Button>
        </Box>
      </Box>
      <EndpointFailureNotice endpoint={endpoint} />
      <EndpointSettings endpoint={endpoint} />
      <DeliveryLog endpointId={endpoint.id} />
      <WebhookEndpointFormDialog open={dialog === 'edit'} endpoint={endpoint} onClose={close} />
      {/*
        Mounted only while asked: a closing dialog hands the focus back to its button, which
        would count as a step outside the secret's dialog opening at the same moment and close it.
      */}
      {dialog === 'rotate' ? (
        <ConfirmDialog
          open
          tone="primary"
          title={intl.formatMessage(endpointMessages.rotateTitle)}
          message={intl.formatMessage(endpointMessages.rotateMessage)}
          confirmLabel={intl.formatMessage(endpointMessages.rotate)}
          cancelLabel={intl.formatMessage(webhooksMessages.cancel)}
          closeLabel={intl.formatMessage(webhooksMessages.close)}
          loading={rotating.isLoading}
          onConfirm={() => void rotate()}
          onCancel={close}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={intl.formatMessage(endpointMessages.deleteTitle)}
        message={intl.formatMessage(endpointMessages.deleteMessage, { url: endpoint.url })}
        confirmLabel={intl.formatMessage(endpointMessages.delete)}
        cancelLabel={intl.formatMessage(webhooksMessages.cancel)}
        closeLabel={intl.formatMessage(webhooksMessages.close)}
        loading={deleting.isLoading}
        onConfirm={() => void remove()}
        onCancel={close}
      />
      <SigningSecretDialog secret={newSecret} reason="rotated" onClose={() => setNewSecret(null)} />
    </Box>
  );
}
