import {
  type PersonalDataSummary,
  useErasePersonalDataMutation,
  useGetPersonalDataSummaryQuery,
} from '@ats/api-sdk/rtk';
import { Button, Modal, Spinner, Text } from '@ats/design-system';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageFor, toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { dialogBody, removedList } from './PersonalData.css.ts';
import { personalDataMessages as messages } from './personalDataMessages.ts';

export interface EraseCandidateDialogProps {
  recruiteeId: string;
  /** The candidate's name, as the profile's heading shows it. */
  candidateName: string;
  /** Closes the dialog (Cancel, Escape, or after the erasure, whatever its result). */
  onClose: () => void;
  /** Runs after a successful erasure, before `onClose` (the profile leaves for the list). */
  onErased: () => void;
}

/**
 * Asks before erasing a candidate's personal data (GDPR art. 17), naming what goes: the
 * contact details, and the counts of answers, files, activity texts and score comments, read
 * fresh from the server when the dialog opens. Erase stays disabled until they are known.
 * Focus starts on Cancel, so that Enter pressed by habit erases nothing.
 */
export function EraseCandidateDialog({
  recruiteeId,
  candidateName,
  onClose,
  onErased,
}: EraseCandidateDialogProps) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const summary = useGetPersonalDataSummaryQuery(
    { recruiteeId },
    { refetchOnMountOrArgChange: true },
  );
  const [erase, { isLoading: erasing }] = useErasePersonalDataMutation();
  const data = summary.isFetching ? undefined : summary.data;
  const canErase = data !== undefined && !data.isErased && !erasing;

  async function confirm() {
    try {
      await erase({ recruiteeId }).unwrap();
      feedback.succeeded(messages.erased);
      onErased();
    } catch (error) {
      feedback.failed(error, messages.eraseFailed);
    }
    onClose();
  }

  let body: ReactNode;
  if (summary.isError) {
    body = (
      <>
        <Text tone="danger">{intl.formatMessage(messages.eraseLoadFailed)}</Text>
        <Text tone="muted">{intl.formatMessage(errorMessageFor(toApiError(summary.error)))}</Text>
      </>
    );
  } else if (data === undefined) {
    body = <Spinner label={intl.formatMessage(messages.eraseLoading)} />;
  } else if (data.isErased) {
    body = <Text>{intl.formatMessage(messages.alreadyErased)}</Text>;
  } else {
    body = <RemovedData summary={data} candidateName={candidateName} />;
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!erasing) onClose();
      }}
      title={intl.formatMessage(messages.eraseTitle)}
      size="small"
      role="alertdialog"
      closeLabel={intl.formatMessage(messages.close)}
      dismissible={!erasing}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={erasing}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            variant="critical"
            onClick={() => void confirm()}
            loading={erasing}
            disabled={!canErase && !erasing}
          >
            {intl.formatMessage(messages.eraseConfirm)}
          </Button>
        </>
      }
    >
      <div className={dialogBody}>{body}</div>
    </Modal>
  );
}

function RemovedData({
  summary,
  candidateName,
}: {
  summary: PersonalDataSummary;
  candidateName: string;
}) {
  const intl = useIntl();
  const items = [
    summary.phoneNumber
      ? intl.formatMessage(messages.eraseContactDetails, {
          email: summary.email,
          phone: summary.phoneNumber,
        })
      : intl.formatMessage(messages.eraseContactDetailsNoPhone, { email: summary.email }),
    intl.formatMessage(messages.eraseAnswers, { count: summary.applicationCount }),
    intl.formatMessage(messages.eraseFiles, { count: summary.fileCount }),
    intl.formatMessage(messages.eraseActivityTexts, { count: summary.activityTextCount }),
    intl.formatMessage(messages.eraseScoreComments, { count: summary.scoreCommentCount }),
  ];
  return (
    <>
      <Text>{intl.formatMessage(messages.eraseQuestion, { name: candidateName })}</Text>
      <ul className={removedList}>
        {items.map((item) => (
          <li key={item}>
            <Text as="span">{item}</Text>
          </li>
        ))}
      </ul>
      <Text tone="muted">{intl.formatMessage(messages.eraseKept)}</Text>
    </>
  );
}
