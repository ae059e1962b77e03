import { Button, PlusIcon } from '@ats/design-system';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useMay } from '../../../shared/auth/permissions.ts';
import { paths } from '../../../shared/routing/paths.ts';
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
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The profile to open once the dialog is gone (its leave guard would ask about leaving).
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    if (open || next === null) return;
    setNext(null);
    navigate(paths.applicantApplication(next));
  }, [open, next, navigate]);
  if (!mayAdd) return null;
  return (
    <>
      <Button icon={<PlusIcon />} onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.addCandidate)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddCandidateDialog
            recruitmentId={recruitmentId}
            onClose={(then) => {
              setOpen(false);
              if (then) setNext(then.jobApplicationId);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
