import {
  type Stage,
  useListStagesAvailableForSetStageQuery,
  useSetStageMutation,
} from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  Modal,
  RadioGroup,
  type RadioOption,
  Spinner,
  Text,
} from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageFor, errorMessages, toApiError } from '../../../shared/api/errorCatalogue.ts';
import { changeStageMessages } from './messages.ts';
import { useStageChangeFeedback } from './stageChangeFeedback.ts';

export interface ChangeStageModalProps {
  recruitmentId: string;
  recruiteeId: string;
  /** The candidate's stage now: shown, but not offered (the server refuses it). */
  currentStageId: string;
  candidateName: string;
  onClose: () => void;
}

/**
 * The change-stage modal (spec part 2 §2.6): the stages available for this candidate, the
 * current one marked and not choosable; Change sets the chosen one. On success a toast shows
 * and the modal closes; the cache tags refetch the list, the available stages and the
 * activities (spec part 2 §4). On failure the modal stays open with the user's choice.
 */
export function ChangeStageModal({
  recruitmentId,
  recruiteeId,
  currentStageId,
  candidateName,
  onClose,
}: ChangeStageModalProps) {
  const intl = useIntl();
  const feedback = useStageChangeFeedback();
  const stages = useListStagesAvailableForSetStageQuery({ recruiteeId, recruitmentId });
  const [setStage, { isLoading: isSaving }] = useSetStageMutation();
  const [chosenStageId, setChosenStageId] = useState('');

  async function change() {
    if (!chosenStageId || isSaving) return;
    try {
      await setStage({
        setStageInput: { recruiteeId, recruitmentId, recruitmentRecruiteeStageId: chosenStageId },
      }).unwrap();
      feedback.changed();
      onClose();
    } catch (error) {
      feedback.failed(error);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage(changeStageMessages.title, { name: candidateName })}
      dismissible={!isSaving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            {intl.formatMessage(changeStageMessages.cancel)}
          </Button>
          <Button onClick={() => void change()} disabled={chosenStageId === ''} loading={isSaving}>
            {intl.formatMessage(changeStageMessages.change)}
          </Button>
        </>
      }
    >
      {stages.data ? (
        <StageChoice
          stages={stages.data}
          currentStageId={currentStageId}
          value={chosenStageId}
          onChange={setChosenStageId}
        />
      ) : stages.isError ? (
        <Box display="flex" flexDirection="column" alignItems="flex-start" gap="small">
          <Text>{intl.formatMessage(changeStageMessages.loadFailed)}</Text>
          <Text tone="muted">{intl.formatMessage(errorMessageFor(toApiError(stages.error)))}</Text>
          <Button variant="secondary" onClick={() => void stages.refetch()}>
            {intl.formatMessage(errorMessages.tryAgain)}
          </Button>
        </Box>
      ) : (
        <Box display="flex" justifyContent="center" padding="large">
          <Spinner label={intl.formatMessage(changeStageMessages.loading)} />
        </Box>
      )}
    </Modal>
  );
}

interface StageChoiceProps {
  stages: readonly Stage[];
  currentStageId: string;
  value: string;
  onChange: (stageId: string) => void;
}

function StageChoice({ stages, currentStageId, value, onChange }: StageChoiceProps) {
  const intl = useIntl();
  // None when the recruitment is closed (docs/decisions/candidates.md, "Available stages").
  const choosable = stages.some((stage) => stage.id !== currentStageId);
  if (!choosable) return <Text>{intl.formatMessage(changeStageMessages.noneAvailable)}</Text>;
  const options: RadioOption[] = stages.map((stage) =>
    stage.id === currentStageId
      ? {
          value: stage.id,
          label: stage.name,
          description: intl.formatMessage(changeStageMessages.current),
          disabled: true,
        }
      : { value: stage.id, label: stage.name },
  );
  return (
    <RadioGroup
      label={intl.formatMessage(changeStageMessages.stage)}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
