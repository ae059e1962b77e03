import { Box, Button } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useMay } from '../../../shared/auth/permissions.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { importsMessages } from './messages.ts';

/** The candidates list's "Import" action (issue 29): to Settings > Import, for roles that may. */
export function ImportCandidatesLink() {
  const intl = useIntl();
  const mayImport = useMay('importCandidates');
  if (!mayImport) return null;
  return (
    <Box display="flex">
      <Button variant="secondary" size="small" href={paths.settings('import')}>
        {intl.formatMessage(importsMessages.importAction)}
      </Button>
    </Box>
  );
}
