import type { CreatedApiToken } from '@ats/api-sdk/rtk';
import { Box, Button, CopyIcon, Heading, Modal, Text, TextField } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useCopyStatus } from '../../../shared/ui/useCopyStatus.ts';
import { secretField, secretRow, usageCode } from './ApiTokens.css.ts';
import { apiTokensMessages, secretMessages } from './messages.ts';

/**
 * Ten lines of usage: the header with curl, then from Node 20. The secret is not repeated in
 * them: it is read from an environment variable, where a tool keeps it.
 */
export function usageHint(origin: string): string {
  const url = `${origin}/api/ATSUsers/Current`;
  return [
    "export ATS_TOKEN='…'",
    `curl -H "Authorization: Bearer $ATS_TOKEN" \\`,
    `  ${url}`,
    '',
    '// Node 20',
    `const response = await fetch('${url}', {`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's own template string.
    '  headers: { Authorization: `Bearer ${process.env.ATS_TOKEN}` },',
    '});',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's own template string.
    'if (!response.ok) throw new Error(`ATS answered ${response.status}`);',
    'console.log(await response.json());',
  ].join('\n');
}

export interface ApiTokenSecretDialogProps {
  /** The token just made, with its secret; closed when null. */
  created: CreatedApiToken | null;
  onClose: () => void;
}

/**
 * The secret of a new token, shown this once (only its hash is kept): a read-only field with
 * Copy ("Copied" once on the clipboard), the warning that it will not be shown again, and how
 * to send it. Closing forgets it.
 */
export function ApiTokenSecretDialog({ created, onClose }: ApiTokenSecretDialogProps) {
  const intl = useIntl();
  const { status: copyStatus, copy: copyText, clear: clearCopyStatus } = useCopyStatus();

  async function copy() {
    if (!created) return;
    await copyText(created.secret, {
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
      open={created !== null}
      onClose={close}
      title={intl.formatMessage(secretMessages.title)}
      description={
        created
          ? intl.formatMessage(secretMessages.created, { name: created.token.name })
          : undefined
      }
      closeLabel={intl.formatMessage(apiTokensMessages.close)}
      size="large"
      footer={<Button onClick={close}>{intl.formatMessage(secretMessages.done)}</Button>}
    >
      <Box display="flex" flexDirection="column" gap="medium">
        <Text weight="bold">{intl.formatMessage(secretMessages.warning)}</Text>
        <div className={secretRow}>
          <div className={secretField}>
            <TextField
              label={intl.formatMessage(secretMessages.secret)}
              value={created?.secret ?? ''}
              onChange={() => {}}
              readOnly
              autoComplete="off"
            />
          </div>
          <Button variant="secondary" icon={<CopyIcon />} onClick={() => void copy()}>
            {intl.formatMessage(secretMessages.copy)}
          </Button>
        </div>
        <div role="status">
          <Text size="small">{copyStatus}</Text>
        </div>
        <Box display="flex" flexDirection="column" gap="small">
          <Heading level={3}>{intl.formatMessage(secretMessages.usageHeading)}</Heading>
          <Text>{intl.formatMessage(secretMessages.usage)}</Text>
          <pre className={usageCode}>
            <code>{usageHint(window.location.origin)}</code>
          </pre>
        </Box>
      </Box>
    </Modal>
  );
}
