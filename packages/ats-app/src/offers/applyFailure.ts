import type { MessageDescriptor } from 'react-intl';
import { errorMessageFor } from '../shared/api/errorCatalogue.ts';
import { offerMessages } from './messages.ts';

/**
 * Why an application was not sent, for the alert under the form: the catalogue's message
 * (400, 500; 0 = no connection reads as 408), with clearer words where the catalogue has
 * none for a candidate: too many attempts (429) and an offer closed meanwhile (404).
 */
export function applyFailureMessage(status: number): MessageDescriptor {
  if (status === 429) return offerMessages.tooManyAttempts;
  if (status === 404) return offerMessages.offerClosed;
  return errorMessageFor({ status });
}
