import { Button, DeleteIcon, DownloadIcon } from '@ats/design-system';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths.ts';
import { personalDataMessages } from '../privacy/personalDataMessages.ts';
import { useExportPersonalData } from '../privacy/useExportPersonalData.ts';
import { actions } from './CandidateProfile.css.ts';

// The dialog loads when first opened, not with every profile.
const EraseCandidateDialog = lazy(() =>
  import('../privacy/EraseCandidateDialog.tsx').then((m) => ({ default: m.EraseCandidateDialog })),
);

export interface PersonalDataActionsProps {
  recruiteeId: string;
  /** The candidate's name, as the profile's heading shows it. */
  candidateName: string;
  /** Whether the role may export the data (issue 27); else Export data is not shown. */
  mayExport?: boolean;
  /** Whether the role may erase the candidate (issue 27); else Erase is not shown. */
  mayErase?: boolean;
}

/**
 * The profile's actions on a candidate's personal data (GDPR): Export data downloads one ZIP
 * archive of everything held about them; Erase asks, naming what goes, then erases and leaves
 * for the list of all candidates. Shown to staff who may see the application in full, the
 * same staff the server lets do both.
 */
export function PersonalDataActions({
  recruiteeId,
  candidateName,
  mayExport = true,
  mayErase = true,
}: PersonalDataActionsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const exportData = useExportPersonalData(recruiteeId, candidateName);
  const [erasing, setErasing] = useState(false);

  return (
    <div className={actions}>
      {mayExport ? (
        <Button
          variant="secondary"
          size="small"
          icon={<DownloadIcon />}
          loading={exportData.busy}
          onClick={exportData.start}
        >
          {intl.formatMessage(personalDataMessages.exportData)}
        </Button>
      ) : null}
      {mayErase ? (
        <Button variant="ghost" size="small" icon={<DeleteIcon />} onClick={() => setErasing(true)}>
          {intl.formatMessage(personalDataMessages.erase)}
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {erasing ? (
          <EraseCandidateDialog
            recruiteeId={recruiteeId}
            candidateName={candidateName}
            onClose={() => setErasing(false)}
            onErased={() => navigate(paths.applicants())}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
