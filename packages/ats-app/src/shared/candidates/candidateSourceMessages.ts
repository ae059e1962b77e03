import type { CandidateSource } from '@ats/api-sdk/rtk';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The names of how a candidate reached a recruitment (@ats/domain candidateSources): the add
 * form's choices, the profile's "Source", the sources charts' manual kinds.
 */
export const candidateSourceMessages: Readonly<Record<CandidateSource, MessageDescriptor>> =
  defineMessages({
    applied: { id: 'candidates.source.applied', defaultMessage: 'Applied' },
    referral: { id: 'candidates.source.referral', defaultMessage: 'Referral' },
    sourced: { id: 'candidates.source.sourced', defaultMessage: 'Sourced' },
    agency: { id: 'candidates.source.agency', defaultMessage: 'Agency' },
    event: { id: 'candidates.source.event', defaultMessage: 'Event' },
    other: { id: 'candidates.source.other', defaultMessage: 'Other' },
  });

/** A source with its detail, as the profile shows it ("Referral: Jan Kowalski"). */
export const sourceWithDetailMessage = defineMessage<{ source: string; detail: string }>({
  id: 'candidates.source.withDetail',
  defaultMessage: '{source}: {detail}',
});
