import { Button } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useMay } from '../../../shared/auth/permissions.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { duplicateMessages as messages } from './messages.ts';

/** The all-candidates list's way to the possible duplicates, for staff who may merge. */
export function DuplicatesLink() {
  const intl = useIntl();
  const mayMerge = useMay('mergeCandidates');
  if (!mayMerge) return null;
  return (
    <Button variant="secondary" size="small" href={paths.duplicateCandidates()}>
      {intl.formatMessage(messages.listLink)}
    </Button>
  );
}
