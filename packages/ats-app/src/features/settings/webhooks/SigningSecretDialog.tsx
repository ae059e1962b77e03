import { Box, Button, CopyIcon, Heading, Modal, Text, TextField } from '@ats/design-system';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useCopyStatus } from '../../../shared/ui/useCopyStatus.ts';
import { secretMessages, webhooksMessages } from './messages.ts';

export interface SigningSecretDialogProps {
  /** The secret to show; closed when null. The app keeps it nowhere else. */
  secret: string | null;
  /** Why it is shown: a new endpoint, or a rotation. */
  reason: 'added' | 'rotated';
  onClose: () => void;
}

/**
 * The signing secret, shown this once (issue 28): read-only, selected on focus, with a Copy
 * button and a note on verifying Standard Webhooks signatures. Closing forgets it.
 */
export function SigningSecretDialog({ secret, reason, onClose }: SigningSecretDialogProps) {
  const intl = useIntl();
  const secretRef = useRef<HTMLInputElement>(null);
  const { status: copyStatus, copy: copyText, clear: clearCopyStatus } = useCopyStatus();

  async function copy() {
    if (!secret) return;
    await copyText(secret, {
      copied: intl.formatMessage(secretMessages.copied),
      failed: intl.formatMessage(secretMessages.copyFailed),
    });
  }

  function close() {
    clearCopyStatus();
    onClose();
  }

  return (
    <Modal
      open={secret !== null}
      onClose={close}
      title={intl.formatMessage(
        reason === 'added' ? secretMessages.addedTitle : secretMessages.rotatedTitle,
      )}
      description={intl.formatMessage(secretMessages.shownOnce)}
      closeLabel={intl.formatMessage(webhooksMessages.close)}
      initialFocus={secretRef}
      footer={<Button onClick={close}>{intl.formatMessage(secretMessages.done)}</Button>}
    >
      <Box display="flex" flexDirection="column" gap="medium">
        <Box display="flex" alignItems="flex-end" gap="small" flexWrap="wrap">
          <Box flexGrow={1}>
            <TextField
              label={intl.formatMessage(secretMessages.secret)}
              value={secret ?? ''}
              onChange={() => {}}
              readOnly
              autoComplete="off"
              ref={secretRef}
              onFocus={(event) => (event.target as HTMLInputElement).select()}
            />
          </Box>
          <Button variant="secondary" icon={<CopyIcon />} onClick={() => void copy()}>
            {intl.formatMessage(secretMessages.copy)}
          </Button>
        </Box>
        <Text as="span" size="small" tone={copyStatus ? 'success' : 'muted'}>
          <span role="status">{copyStatus}</span>
        </Text>
        <Heading level={3}>{intl.formatMessage(secretMessages.verifyHeading)}</Heading>
        <Text size="small">{intl.formatMessage(secretMessages.verify)}</Text>
      </Box>
    </Modal>
  );
}
