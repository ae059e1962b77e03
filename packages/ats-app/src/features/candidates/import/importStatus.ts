import type { CandidateImport, CandidateImportStatus } from '@ats/api-sdk/rtk';
import type { Tone } from '@ats/design-system';
import type { MessageDescriptor } from 'react-intl';
import { statusMessages } from './messages.ts';

/** How often an import is read again while the server works on it (the dry run, the run). */
export const busyPollMilliseconds = 1000;

/** The statuses in which the server is working on the import: the screen polls it. */
const busyStatuses: ReadonlySet<CandidateImportStatus> = new Set([
  'Checking',
  'Running',
  'Cancelling',
]);

export function isBusy(status: CandidateImportStatus | undefined): boolean {
  return status !== undefined && busyStatuses.has(status);
}

/** The statuses of an import that has ended: its report is final. */
export function hasEnded(status: CandidateImportStatus): boolean {
  return status === 'Finished' || status === 'Cancelled' || status === 'Failed';
}

/** An import not yet started may be discarded (the contract's discardCandidateImport). */
export function mayDiscard(status: CandidateImportStatus): boolean {
  return status === 'Uploaded' || status === 'Checking' || status === 'Checked';
}

const statusTones: Readonly<Record<CandidateImportStatus, Tone>> = {
  Uploaded: 'neutral',
  Checking: 'info',
  Checked: 'promote',
  Running: 'info',
  Cancelling: 'caution',
  Cancelled: 'caution',
  Failed: 'critical',
  Finished: 'positive',
};

/** How an import's status is shown: its name and the tone of its label. */
export function statusLook(status: CandidateImportStatus): {
  label: MessageDescriptor;
  tone: Tone;
} {
  return { label: statusMessages[status], tone: statusTones[status] };
}

/** The wizard's step an import is at: 2 map, 3 check, 4 import (1 is the upload). */
export function stepOf(candidateImport: Pick<CandidateImport, 'status'>): 2 | 3 | 4 {
  switch (candidateImport.status) {
    case 'Uploaded':
      return 2;
    case 'Checking':
    case 'Checked':
      return 3;
    default:
      return 4;
  }
}
