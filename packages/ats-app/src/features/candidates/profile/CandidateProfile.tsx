import type { RecruiteeWithJobApplication } from '@ats/api-sdk/rtk';
import { Avatar, Heading, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useMay } from '../../../shared/auth/permissions.ts';
import { serverPaths } from '../../../shared/routing/paths.ts';
import { candidateNameOf } from '../candidateName.ts';
import { DuplicateNotice } from '../duplicates/DuplicateNotice.tsx';
import { AuthorizedProfile } from './AuthorizedProfile.tsx';
import { header, names, person, screen } from './CandidateProfile.css.ts';
import { profileMessages } from './messages.ts';
import { NewDetailsNotice } from './NewDetailsNotice.tsx';
import { ProfileBreadcrumbs } from './ProfileBreadcrumbs.tsx';
import { Fact, factList } from './ProfileFact.tsx';
import { addressOf } from './profileData.ts';
import { DetailsSourceFact } from './SubmittedDetails.tsx';

export interface CandidateProfileProps {
  /** The application in the address (the key of the loaded candidate in the cache). */
  jobApplicationId: string;
  candidate: RecruiteeWithJobApplication;
}

/**
 * The loaded profile (spec part 2 §2.8): breadcrumbs and the header basics (photo, name,
 * phone, e-mail, and the application they came from) for everyone; new details a later
 * application submitted, to accept or dismiss, for staff who may see it; with access to the application (authorizedData) also the
 * address, the application, scores, actions, stage and tabs, otherwise a note saying who may
 * see them.
 */
export function CandidateProfile({ jobApplicationId, candidate }: CandidateProfileProps) {
  const intl = useIntl();
  // Accepting or keeping submitted details manages the candidate (issue 27).
  const mayManageCandidates = useMay('manageCandidates');
  const { basicData, authorizedData, detailsSource, newDetails } = candidate;
  // "Possible duplicate of" and its merge are for staff who may merge (issue 29).
  const mayMergeCandidates = useMay('mergeCandidates') && !basicData.isErased;
  const name = candidateNameOf(intl, profileMessages.personName, basicData);
  const none = intl.formatMessage(profileMessages.none);
  const address = authorizedData ? addressOf(authorizedData.filledQuestionnaireAnswers) : null;

  const personHeader = (
    <div className={person}>
      {/* The name is the heading beside it: the photo needs no text of its own. */}
      <Avatar name={name} src={serverPaths.recruiteePhoto(basicData.id)} size="large" decorative />
      <div className={names}>
        <Heading level={1}>{name}</Heading>
        <dl className={factList}>
          <Fact term={intl.formatMessage(profileMessages.phone)}>
            {basicData.phoneNumber ?? none}
          </Fact>
          <Fact term={intl.formatMessage(profileMessages.email)}>
            {/* An erased candidate's stored address is a placeholder, not theirs. */}
            {basicData.isErased ? none : basicData.email}
          </Fact>
          {authorizedData ? (
            <Fact term={intl.formatMessage(profileMessages.address)}>{address ?? none}</Fact>
          ) : null}
          {detailsSource ? <DetailsSourceFact source={detailsSource} /> : null}
        </dl>
      </div>
    </div>
  );

  return (
    <div className={screen}>
      <ProfileBreadcrumbs name={name} recruitmentId={authorizedData?.recruitmentId ?? null} />
      {mayMergeCandidates ? <DuplicateNotice recruiteeId={basicData.id} /> : null}
      {newDetails && mayManageCandidates ? (
        <NewDetailsNotice key={newDetails.jobApplicationId} newDetails={newDetails} />
      ) : null}
      {authorizedData ? (
        <AuthorizedProfile
          jobApplicationId={jobApplicationId}
          basicData={basicData}
          authorizedData={authorizedData}
          name={name}
        >
          {personHeader}
        </AuthorizedProfile>
      ) : (
        <>
          <div className={header}>{personHeader}</div>
          <Text tone="muted">{intl.formatMessage(profileMessages.restricted)}</Text>
        </>
      )}
    </div>
  );
}
