import { Modal } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { resumeMessages } from './messages.ts';
import { ResumeViewer } from './ResumeViewer.tsx';

export interface ResumeViewerModalProps {
  jobApplicationId: string;
  /** The resume's file identifier (the application's Resume answer). */
  fileIdentifier: string;
  /** Names the modal: "Resume: {candidateName}". */
  candidateName: string;
  onClose(): void;
}

/**
 * The resume viewer modal (spec part 2 §2.7 "large"; §2.8 "resume viewer"): the candidate's
 * resume in the PDF viewer, with loading and error states. Shown while mounted.
 */
export function ResumeViewerModal({
  jobApplicationId,
  fileIdentifier,
  candidateName,
  onClose,
}: ResumeViewerModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title={intl.formatMessage(resumeMessages.title, { name: candidateName })}
      closeLabel={intl.formatMessage(resumeMessages.close)}
    >
      <ResumeViewer
        jobApplicationId={jobApplicationId}
        fileIdentifier={fileIdentifier}
        headingLevel={3}
      />
    </Modal>
  );
}
