import { Box, Button, DownloadIcon } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMay } from '../../../shared/auth/permissions.ts';
import { ExportCandidatesDialog } from './ExportCandidatesDialog.tsx';
import type { ExportedList } from './exportRequest.ts';
import { exportMessages as messages } from './messages.ts';

/**
 * "Export" on a candidates list: opens the export dialog for the list as filtered now. Shown
 * only to roles that may export personal data (exportPersonalData), as the server allows.
 */
export function ExportCandidatesButton({ list }: { list: ExportedList }) {
  const intl = useIntl();
  const mayExport = useMay('exportPersonalData');
  const [open, setOpen] = useState(false);
  if (!mayExport) return null;
  // Right-aligned on its own line, under the list's search or filters.
  return (
    <Box display="flex" justifyContent="flex-end">
      <Button variant="secondary" icon={<DownloadIcon />} onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.button)}
      </Button>
      {open ? <ExportCandidatesDialog list={list} open onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
