import { useGetRecruiteeByJobApplicationQuery } from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  EmptyState,
  ErrorView,
  FilledQuestionnaire,
  Modal,
  Spinner,
} from '@ats/design-system';
import { useIntl } from 'react-intl';
import { messages as errorPageMessages } from '../../../shared/errors/messages.ts';
import { serverPaths } from '../../../shared/routing/paths.ts';
// The profile's Application form tab shows the same form with the same texts.
import { originMessages } from '../profile/originMessages.ts';
import { applicationFormMessages } from './messages.ts';
import { useFilledQuestionnaireLabels } from './useFilledQuestionnaireLabels.ts';

export interface ApplicationFormModalProps {
  jobApplicationId: string;
  candidateName: string;
  onClose: () => void;
}

/**
 * The filled application form in a large modal (spec part 2 §2.6), paged by the
 * questionnaire's page numbers with Previous, Next and Close. When it cannot be loaded (or
 * comes without the details, which only the recruitment's team may read) it shows the
 * internal-error subtitle and description.
 */
export function ApplicationFormModal({
  jobApplicationId,
  candidateName,
  onClose,
}: ApplicationFormModalProps) {
  const intl = useIntl();
  const labels = useFilledQuestionnaireLabels();
  const { data, isError } = useGetRecruiteeByJobApplicationQuery({ jobApplicationId });
  const details = data?.authorizedData;
  const failed = isError || (data !== undefined && !details);
  // Staff added the person: there is no form to page through.
  const withoutForm =
    details?.addedByStaff && details.filledQuestionnaireStructure.elements.length === 0;
  const closeButton = (
    <Button variant="secondary" onClick={onClose}>
      {labels.close}
    </Button>
  );

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title={intl.formatMessage(applicationFormMessages.title, { name: candidateName })}
      closeLabel={labels.close}
      // FilledQuestionnaire brings its own Close next to Previous and Next.
      footer={details && !withoutForm ? undefined : closeButton}
    >
      {withoutForm ? (
        <EmptyState
          title={intl.formatMessage(originMessages.noFormTitle)}
          description={intl.formatMessage(originMessages.noFormDescription)}
        />
      ) : details ? (
        <FilledQuestionnaire
          structure={details.filledQuestionnaireStructure}
          answers={details.filledQuestionnaireAnswers}
          fileHref={(answer) =>
            serverPaths.jobApplicationFile(jobApplicationId, answer.fileIdentifier)
          }
          onClose={onClose}
          // Under the dialog's own heading.
          headingLevel={2}
          labels={labels}
        />
      ) : failed ? (
        <ErrorView
          headingLevel={2}
          title={intl.formatMessage(errorPageMessages.unexpectedSubtitle)}
          description={intl.formatMessage(errorPageMessages.unexpectedDescription)}
        />
      ) : (
        <Box display="flex" justifyContent="center" padding="large">
          <Spinner label={intl.formatMessage(applicationFormMessages.loading)} />
        </Box>
      )}
    </Modal>
  );
}
