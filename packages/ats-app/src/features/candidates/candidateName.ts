import { defineMessage, type IntlShape, type MessageDescriptor } from 'react-intl';

/** What every candidate list, card and profile calls a candidate whose data was erased. */
export const erasedCandidateMessage = defineMessage({
  id: 'candidates.erasedCandidate',
  defaultMessage: 'Erased candidate',
});

/** The parts of a candidate the name is made of. */
export interface NamedCandidate {
  firstName: string;
  lastName: string;
  /** The personal data was erased: the stored name and e-mail are placeholders. */
  isErased: boolean;
}

/**
 * A candidate's name as screens show it: "Erased candidate" (in the interface language) once
 * the data was erased, else the first and last name through the screen's own message.
 */
export function candidateNameOf(
  intl: IntlShape,
  nameMessage: MessageDescriptor,
  candidate: NamedCandidate,
): string {
  if (candidate.isErased) return intl.formatMessage(erasedCandidateMessage);
  return intl.formatMessage(nameMessage, {
    firstName: candidate.firstName,
    lastName: candidate.lastName,
  });
}
