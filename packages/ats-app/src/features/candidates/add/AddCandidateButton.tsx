import { Button, PlusIcon } from '@ats/design-system';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMay } from '../../../shared/auth/permissions.ts';
import { addCandidateMessages as messages } from './messages.ts';

// The form (validation, the recruitment picker) loads when it is first opened.
const AddCandidateDialog = lazy(() =>
  import('./AddCandidateDialog.tsx').then((module) => ({ default: module.AddCandidateDialog })),
);

/**
 * "Add candidate" on a candidates list, for roles that may add people (manageCandidates);
 * from a recruitment's list the person goes to that recruitment.
 */
export function AddCandidateButton({ recruitmentId = null }: { recruitmentId?: string | null }) {
  const intl = useIntl();
  const mayAdd = useMay('manageCandidates');
  const [open, setOpen] = useState(false);
  if (!mayAdd) return null;
  return (
    <>
      <Button icon={<PlusIcon />} onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.addCandidate)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddCandidateDialog recruitmentId={recruitmentId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
