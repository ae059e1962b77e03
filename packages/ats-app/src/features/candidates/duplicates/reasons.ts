import type { DuplicateReason } from '@ats/api-sdk/rtk';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { duplicateMessages as messages } from './messages.ts';

const reasonMessages: Record<DuplicateReason, MessageDescriptor> = {
  phone: messages.reasonPhone,
  nameAndEmail: messages.reasonNameAndEmail,
  file: messages.reasonFile,
};

/** The reasons of a pair, as one list in the reader's language ("the same phone and ..."). */
export function reasonsText(intl: IntlShape, reasons: readonly DuplicateReason[]): string {
  return intl.formatList(
    reasons.map((reason) => intl.formatMessage(reasonMessages[reason])),
    { type: 'conjunction' },
  );
}
