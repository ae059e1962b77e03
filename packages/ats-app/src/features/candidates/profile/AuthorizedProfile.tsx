import {
  type RecruiteeAuthorizedData,
  type RecruiteeBasicData,
  useListStagesQuery,
} from '@ats/api-sdk/rtk';
import { BriefcaseIcon, Button, Text } from '@ats/design-system';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { useMay } from '../../../shared/auth/permissions.ts';
import { hasNoteDraft } from '../actions/noteDraft.ts';
import { ApplicationOrigin } from './ApplicationOrigin.tsx';
import { application, header, submittedSection, tools } from './CandidateProfile.css.ts';
import { detailsMessages } from './detailsMessages.ts';
import { profileMessages } from './messages.ts';
import { OtherApplicationsModal } from './OtherApplicationsModal.tsx';
import { PersonalDataActions } from './PersonalDataActions.tsx';
import { ProfileActions } from './ProfileActions.tsx';
import { Fact, factList } from './ProfileFact.tsx';
import { ProfileScores } from './ProfileScores.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';
import { StageControl } from './StageControl.tsx';
import { SubmittedDetailsFacts, submittedOtherDetails } from './SubmittedDetails.tsx';

// The action modals (forms with rich text and validation, about 60 kB gzipped) load when one
// is first opened, not with the profile.
const GiveScoreModal = lazy(() =>
  import('../scores/GiveScoreModal.tsx').then((m) => ({ default: m.GiveScoreModal })),
);
const AllScoresModal = lazy(() =>
  import('../scores/AllScoresModal.tsx').then((m) => ({ default: m.AllScoresModal })),
);
const LogPhoneCallModal = lazy(() =>
  import('../actions/LogPhoneCallModal.tsx').then((m) => ({ default: m.LogPhoneCallModal })),
);
const ScheduleMeetingModal = lazy(() =>
  import('../actions/ScheduleMeetingModal.tsx').then((m) => ({ default: m.ScheduleMeetingModal })),
);
const AddNoteModal = lazy(() =>
  import('../actions/AddNoteModal.tsx').then((m) => ({ default: m.AddNoteModal })),
);
const ComposeEmailDialog = lazy(() =>
  import('../email/ComposeEmailDialog.tsx').then((m) => ({ default: m.ComposeEmailDialog })),
);

/** The modals the profile opens (spec part 2 §2.8), one at a time. */
type ProfileModal =
  | 'giveScore'
  | 'allScores'
  | 'call'
  | 'email'
  | 'meeting'
  | 'note'
  | 'otherApplications';

export interface AuthorizedProfileProps {
  /** The application in the address (the key of the loaded candidate in the cache). */
  jobApplicationId: string;
  basicData: RecruiteeBasicData;
  authorizedData: RecruiteeAuthorizedData;
  /** The candidate's name, as the heading shows it. */
  name: string;
  /** The photo, name and contact details, at the left of the header. */
  children: ReactNode;
}

/**
 * The profile of an application the user may see in full (spec part 2 §2.8): the header with
 * the stage, the star score and the actions; the application (position, date, other
 * applications); the tabs; and the modals these open.
 */
export function AuthorizedProfile({
  jobApplicationId,
  basicData,
  authorizedData,
  name,
  children,
}: AuthorizedProfileProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { recruitmentId } = authorizedData;
  const recruiteeId = basicData.id;
  // A note being saved when the session ended opens again, with its text, after the sign-in.
  const [modal, setModal] = useState<ProfileModal | null>(() =>
    hasNoteDraft(recruitmentId, recruiteeId) ? 'note' : null,
  );
  // The star clicked to open "Give score": the modal opens with it chosen.
  const [clickedScore, setClickedScore] = useState<number | undefined>(undefined);
  const submittedHeadingId = useId();
  // Every stage, deleted ones included: names the current stage and those of other applications.
  const { data: allStages = [] } = useListStagesQuery();
  const close = () => setModal(null);
  // The role decides what is offered (issue 27); the server refuses the rest anyway.
  const mayContact = useMay('contactCandidates');
  const mayReview = useMay('reviewCandidates');
  const mayMove = useMay('manageCandidates');
  const mayExport = useMay('exportPersonalData');
  const mayErase = useMay('erasePersonalData');
  const actionModalProps = { recruitmentId, recruiteeId, candidateName: name, onClose: close };

  return (
    <>
      <div className={header}>
        {children}
        <div className={tools}>
          <StageControl
            jobApplicationId={jobApplicationId}
            recruitmentId={recruitmentId}
            recruiteeId={recruiteeId}
            currentStageId={authorizedData.recruitmentRecruiteeStageId}
            allStages={allStages}
            mayMove={mayMove}
          />
          <ProfileScores
            scoreSetByMe={authorizedData.scoreSetByMe}
            averageScore={authorizedData.averageScore}
            reviewCount={authorizedData.reviewCount}
            // The give-score modal opens with the clicked star and the user's own comment.
            onGiveScore={
              mayReview
                ? (score) => {
                    setClickedScore(score);
                    setModal('giveScore');
                  }
                : undefined
            }
            onShowScores={() => setModal('allScores')}
          />
          <ProfileActions
            phoneNumber={basicData.phoneNumber}
            email={basicData.email}
            isErased={basicData.isErased}
            onCall={mayContact ? () => setModal('call') : undefined}
            onEmail={mayContact ? () => setModal('email') : undefined}
            onMeeting={mayContact ? () => setModal('meeting') : undefined}
            onNote={mayReview ? () => setModal('note') : undefined}
          />
          {mayExport || mayErase ? (
            <PersonalDataActions
              recruiteeId={recruiteeId}
              candidateName={name}
              mayExport={mayExport}
              mayErase={mayErase}
            />
          ) : null}
        </div>
      </div>
      <div className={application}>
        <dl className={factList}>
          <Fact term={intl.formatMessage(profileMessages.appliedFor)}>
            {authorizedData.appliedForPositionName}
          </Fact>
          <Fact term={intl.formatMessage(profileMessages.applicationDate)}>
            {formatDate(authorizedData.jobApplicationDate)}
          </Fact>
          <ApplicationOrigin origin={authorizedData} />
        </dl>
        {submittedOtherDetails(authorizedData.submittedDetails, basicData) ? (
          <section aria-labelledby={submittedHeadingId} className={submittedSection}>
            <Text as="span" size="small" weight="bold" id={submittedHeadingId}>
              {intl.formatMessage(detailsMessages.submittedTitle)}
            </Text>
            <dl className={factList}>
              <SubmittedDetailsFacts submitted={authorizedData.submittedDetails} />
            </dl>
          </section>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          icon={<BriefcaseIcon />}
          onClick={() => setModal('otherApplications')}
        >
          {intl.formatMessage(profileMessages.otherApplications)}
        </Button>
      </div>
      <ProfileTabs
        recruiteeId={recruiteeId}
        authorizedData={authorizedData}
        candidateEmail={basicData.email}
        candidateErased={basicData.isErased}
      />

      <Suspense fallback={null}>
        {modal === 'giveScore' ? (
          <GiveScoreModal {...actionModalProps} chosenScore={clickedScore} />
        ) : null}
        {modal === 'allScores' ? <AllScoresModal {...actionModalProps} /> : null}
        {modal === 'call' ? (
          <LogPhoneCallModal {...actionModalProps} phoneNumber={basicData.phoneNumber} />
        ) : null}
        {modal === 'meeting' ? (
          <ScheduleMeetingModal
            {...actionModalProps}
            candidateEmail={basicData.email}
            candidateErased={basicData.isErased}
          />
        ) : null}
        {modal === 'note' ? <AddNoteModal {...actionModalProps} /> : null}
        {modal === 'email' ? <ComposeEmailDialog {...actionModalProps} open /> : null}
      </Suspense>
      {modal === 'otherApplications' ? (
        <OtherApplicationsModal
          recruiteeId={recruiteeId}
          currentJobApplicationId={authorizedData.jobApplicationId}
          candidateName={name}
          allStages={allStages}
          onClose={close}
        />
      ) : null}
    </>
  );
}
