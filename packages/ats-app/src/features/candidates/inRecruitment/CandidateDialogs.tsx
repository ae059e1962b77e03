import type { RecruitmentRecruitee } from '@ats/api-sdk/rtk';
import { lazy, type ReactNode, Suspense } from 'react';
import { ApplicationFormModal } from '../applicationForm/ApplicationFormModal.tsx';
import { ChangeStageModal } from '../stageChange/ChangeStageModal.tsx';

// The resume viewer (a PDF renderer) and the action forms (rich text, time zones) are large
// and needed only once a row's button is used: each loads with its first opening.
const ResumeViewerModal = lazy(() =>
  import('../files/ResumeViewerModal.tsx').then((module) => ({
    default: module.ResumeViewerModal,
  })),
);
const GiveScoreModal = lazy(() =>
  import('../scores/GiveScoreModal.tsx').then((module) => ({ default: module.GiveScoreModal })),
);
const AllScoresModal = lazy(() =>
  import('../scores/AllScoresModal.tsx').then((module) => ({ default: module.AllScoresModal })),
);
const LogPhoneCallModal = lazy(() =>
  import('../actions/LogPhoneCallModal.tsx').then((module) => ({
    default: module.LogPhoneCallModal,
  })),
);
const ScheduleMeetingModal = lazy(() =>
  import('../actions/ScheduleMeetingModal.tsx').then((module) => ({
    default: module.ScheduleMeetingModal,
  })),
);
const AddNoteModal = lazy(() =>
  import('../actions/AddNoteModal.tsx').then((module) => ({ default: module.AddNoteModal })),
);

/** The modals a row of the list opens (spec part 2 §2.6). */
export type CandidateDialogKind =
  | 'resume'
  | 'applicationForm'
  | 'changeStage'
  | 'giveScore'
  | 'allScores'
  | 'call'
  | 'meeting'
  | 'note';

/** The modal open now, and for whom. */
export interface CandidateDialog {
  kind: CandidateDialogKind;
  candidate: RecruitmentRecruitee;
  /** The candidate's name as the row shows it. */
  candidateName: string;
}

export interface CandidateDialogsProps {
  recruitmentId: string;
  dialog: CandidateDialog | null;
  onClose: () => void;
}

/** Shows the modal a row asked for; closing it unmounts it. */
export function CandidateDialogs({ recruitmentId, dialog, onClose }: CandidateDialogsProps) {
  if (!dialog) return null;
  return <Suspense fallback={null}>{dialogFor(dialog, recruitmentId, onClose)}</Suspense>;
}

function dialogFor(
  { kind, candidate, candidateName }: CandidateDialog,
  recruitmentId: string,
  onClose: () => void,
): ReactNode {
  const forCandidate = { recruitmentId, recruiteeId: candidate.id, candidateName, onClose };
  switch (kind) {
    case 'resume':
      return candidate.newestResumeFileIdentifier ? (
        <ResumeViewerModal
          jobApplicationId={candidate.newestJobApplicationId}
          fileIdentifier={candidate.newestResumeFileIdentifier}
          candidateName={candidateName}
          onClose={onClose}
        />
      ) : null;
    case 'applicationForm':
      return (
        <ApplicationFormModal
          jobApplicationId={candidate.newestJobApplicationId}
          candidateName={candidateName}
          onClose={onClose}
        />
      );
    case 'changeStage':
      return (
        <ChangeStageModal
          {...forCandidate}
          currentStageId={candidate.recruitmentRecruiteeStageId}
        />
      );
    case 'giveScore':
      return <GiveScoreModal {...forCandidate} />;
    case 'allScores':
      return <AllScoresModal {...forCandidate} />;
    case 'call':
      // The list's rows carry no phone number; the call form does not need one.
      return <LogPhoneCallModal {...forCandidate} />;
    case 'meeting':
      // The row carries no address (the server decides), but says whether she is erased.
      return <ScheduleMeetingModal {...forCandidate} candidateErased={candidate.isErased} />;
    case 'note':
      return <AddNoteModal {...forCandidate} />;
  }
}
