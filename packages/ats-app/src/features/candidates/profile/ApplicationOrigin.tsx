import type { RecruiteeAuthorizedData } from '@ats/api-sdk/rtk';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import {
  candidateSourceMessages,
  sourceWithDetailMessage,
} from '../../../shared/candidates/candidateSourceMessages.ts';
import { originMessages } from './originMessages.ts';
import { Fact } from './ProfileFact.tsx';

type Origin = Pick<
  RecruiteeAuthorizedData,
  'source' | 'sourceDetail' | 'addedByStaff' | 'addedByName' | 'consentedAt'
>;

/** The source as one text: "Referral: Jan Kowalski", "Sourced", "Applied through the job offer". */
export function useSourceText(): (origin: Origin) => string {
  const intl = useIntl();
  return (origin) => {
    if (!origin.addedByStaff) return intl.formatMessage(originMessages.offerPage);
    const source = intl.formatMessage(candidateSourceMessages[origin.source]);
    return origin.sourceDetail
      ? intl.formatMessage(sourceWithDetailMessage, { source, detail: origin.sourceDetail })
      : source;
  };
}

/**
 * The facts of how the candidate came (inside the profile's fact list): the source with its
 * detail, who added them when staff did, and the consent: its date, or that the person was
 * not asked (staff added them).
 */
export function ApplicationOrigin({ origin }: { origin: Origin }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const sourceText = useSourceText();
  return (
    <>
      <Fact term={intl.formatMessage(originMessages.source)}>{sourceText(origin)}</Fact>
      {origin.addedByStaff ? (
        <Fact term={intl.formatMessage(originMessages.addedBy)}>
          {origin.addedByName ?? intl.formatMessage(originMessages.formerUser)}
        </Fact>
      ) : null}
      <Fact term={intl.formatMessage(originMessages.consent)}>
        {origin.consentedAt
          ? intl.formatMessage(originMessages.consentGiven, {
              date: formatDate(origin.consentedAt),
            })
          : intl.formatMessage(originMessages.consentNotAsked)}
      </Fact>
    </>
  );
}
