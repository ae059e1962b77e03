import type { DetailsSource, RecruiteeBasicData, SubmittedDetails } from '@ats/api-sdk/rtk';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { detailsMessages, prefixMessages } from './detailsMessages.ts';
import { profileMessages } from './messages.ts';
import { Fact } from './ProfileFact.tsx';

/**
 * Which application brought the candidate's current details: its date, and its recruitment's
 * title when the user may see that application (a fact of the profile header's list).
 */
export function DetailsSourceFact({ source }: { source: DetailsSource }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const date = formatDate(source.jobApplicationDate);
  return (
    <Fact term={intl.formatMessage(detailsMessages.sourceTerm)}>
      {source.recruitmentTitle === null
        ? intl.formatMessage(detailsMessages.source, { date })
        : intl.formatMessage(detailsMessages.sourceWithTitle, {
            date,
            title: source.recruitmentTitle,
          })}
    </Fact>
  );
}

/** Whether an application submitted other contact details than the candidate's current ones. */
export function submittedOtherDetails(
  submitted: SubmittedDetails,
  candidate: RecruiteeBasicData,
): boolean {
  return (
    submitted.firstName !== candidate.firstName ||
    submitted.lastName !== candidate.lastName ||
    submitted.email !== candidate.email ||
    submitted.phoneNumber !== candidate.phoneNumber
  );
}

/**
 * What this application submitted (name, e-mail, phone, prefix), as facts of the application's
 * list: shown when it differs from the candidate's details, so each application's own data is
 * visible where it was sent.
 */
export function SubmittedDetailsFacts({ submitted }: { submitted: SubmittedDetails }) {
  const intl = useIntl();
  const none = intl.formatMessage(profileMessages.none);
  const prefix = submitted.prefix ? intl.formatMessage(prefixMessages[submitted.prefix]) : none;
  return (
    <>
      <Fact term={intl.formatMessage(detailsMessages.submittedName)}>
        {intl.formatMessage(profileMessages.personName, submitted)}
      </Fact>
      <Fact term={intl.formatMessage(detailsMessages.submittedEmail)}>{submitted.email}</Fact>
      <Fact term={intl.formatMessage(detailsMessages.submittedPhone)}>
        {submitted.phoneNumber ?? none}
      </Fact>
      <Fact term={intl.formatMessage(detailsMessages.submittedPrefix)}>{prefix}</Fact>
    </>
  );
}
