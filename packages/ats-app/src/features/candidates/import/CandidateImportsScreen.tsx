import { Box, Heading, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { ImportsList } from './ImportsList.tsx';
import { importsMessages } from './messages.ts';
import { UploadForm } from './UploadForm.tsx';

/**
 * Settings > Import (issue 29): what an import does, the upload (step 1 of the wizard), and
 * the earlier imports, each opening its own page.
 */
export function CandidateImportsScreen() {
  const intl = useIntl();
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Heading level={1}>{intl.formatMessage(importsMessages.title)}</Heading>
      <Text tone="muted">{intl.formatMessage(importsMessages.description)}</Text>
      <UploadForm />
      <ImportsList />
    </Box>
  );
}
