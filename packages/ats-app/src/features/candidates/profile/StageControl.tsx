import {
  recruiteesApi,
  type Stage,
  useListStagesAvailableForSetStageQuery,
  useSetStageMutation,
} from '@ats/api-sdk/rtk';
import { Select, type SelectOption, StatusLabel, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { stageTypeLook } from '../../../shared/stages/stageTypeLook.ts';
import { useAppDispatch } from '../../../shared/store/hooks.ts';
import { stageField } from './CandidateProfile.css.ts';
import { profileMessages } from './messages.ts';
import { factColumn } from './ProfileFact.tsx';
import { stageChoices } from './profileData.ts';

export interface StageControlProps {
  jobApplicationId: string;
  recruitmentId: string;
  recruiteeId: string;
  currentStageId: string;
  /** Every stage, deleted ones included, to name the current one. */
  allStages: readonly Stage[];
  /** Whether the role may move candidates (issue 27); else the stage is only shown. */
  mayMove?: boolean;
}

/**
 * The candidate's stage (spec part 2 §2.8, §4): a dropdown of the stages the server offers
 * for this candidate, the current one chosen (so in bold and ticked). Choosing another sets
 * it: the profile shows it at once, and the cache tags the change invalidates reload the
 * offered stages and the activities. When the server offers none (a closed recruitment) the
 * stage is shown as a label.
 */
export function StageControl({
  jobApplicationId,
  recruitmentId,
  recruiteeId,
  currentStageId,
  allStages,
  mayMove = true,
}: StageControlProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const feedback = useActionFeedback();
  // A role that may not move candidates does not ask which stages it could choose.
  const available = useListStagesAvailableForSetStageQuery(
    { recruiteeId, recruitmentId },
    { skip: !mayMove },
  );
  const [setStage, { isLoading }] = useSetStageMutation();
  const label = intl.formatMessage(profileMessages.stage);
  const choices = stageChoices(currentStageId, available.data ?? [], allStages);

  async function change(stageId: string) {
    // A second choice while one is being saved is ignored, like the recruitment status.
    if (stageId === currentStageId || isLoading) return;
    try {
      await setStage({
        setStageInput: { recruiteeId, recruitmentId, recruitmentRecruiteeStageId: stageId },
      }).unwrap();
      dispatch(
        recruiteesApi.util.updateQueryData(
          'getRecruiteeByJobApplication',
          { jobApplicationId },
          (draft) => {
            if (draft.authorizedData) draft.authorizedData.recruitmentRecruiteeStageId = stageId;
          },
        ),
      );
      feedback.succeeded(profileMessages.stageUpdated);
    } catch (error) {
      feedback.failed(error, profileMessages.stageUpdateError);
    }
  }

  if (choices.length === 0) {
    // Nothing to choose (yet, or at all): the current stage, read-only.
    const current = allStages.find((stage) => stage.id === currentStageId);
    if (!current) return null;
    return (
      <div className={factColumn}>
        <Text as="span" size="small" tone="muted">
          {label}
        </Text>
        <StatusLabel tone={stageTypeLook[current.stageType].tone}>{current.name}</StatusLabel>
      </div>
    );
  }

  const options: SelectOption[] = choices.map((stage) => ({ value: stage.id, label: stage.name }));
  return (
    <div className={stageField}>
      <Select
        label={label}
        value={choices.some((stage) => stage.id === currentStageId) ? currentStageId : ''}
        options={options}
        onChange={(stageId) => void change(stageId)}
      />
    </div>
  );
}
