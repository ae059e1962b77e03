import { useListScoresQuery, useSetScoreMutation } from '@ats/api-sdk/rtk';
import { Box, StarScore, Text } from '@ats/design-system';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FormRichTextEditor } from '../../../shared/forms/FormRichTextEditor.tsx';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText.ts';
import { useAppSelector } from '../../../shared/store/hooks.ts';
import { ActionFormModal } from '../actions/ActionFormModal.tsx';
import type { CandidateActionModalProps } from '../actions/candidateActionModal.ts';
import { useSaveWithFeedback } from '../actions/useSaveWithFeedback.ts';
import { useValuesOnceLoaded } from '../actions/useValuesOnceLoaded.ts';
import { scoreMessages } from './messages.ts';
import {
  initialScoreValues,
  type ScoreValues,
  scoreCommentMaxLength,
  scoresPageSize,
  setScoreInput,
  validateScore,
} from './score.ts';

export interface GiveScoreModalProps extends CandidateActionModalProps {
  /** The star the user clicked to open the modal (the profile's stars): chosen at once. */
  chosenScore?: number;
}

/**
 * "Give score" (spec part 2 §2.8): 1 to 5 stars and an optional rich-text comment. It opens
 * with the user's own current score and comment, since a new score replaces them, or with
 * the star clicked to open it. Saved, the score and the timeline reload (cache tags) and the
 * modal closes.
 */
export function GiveScoreModal({
  recruitmentId,
  recruiteeId,
  candidateName,
  onClose,
  chosenScore,
}: GiveScoreModalProps) {
  const intl = useIntl();
  const userId = useAppSelector((state) => state.auth.user?.id);
  const scores = useListScoresQuery({ recruiteeId, recruitmentId, pageSize: scoresPageSize });
  const [setScore] = useSetScoreMutation();
  const saveWithFeedback = useSaveWithFeedback();
  // Once the scores have come (or failed: then the form starts empty).
  const openedWith = useValuesOnceLoaded(!scores.isLoading, () =>
    initialScoreValues(
      scores.data?.recruitmentRecruiteeScoresSummaryRows.result,
      userId,
      chosenScore,
    ),
  );
  return (
    <ActionFormModal<ScoreValues>
      title={intl.formatMessage(scoreMessages.giveScoreTitle)}
      description={intl.formatMessage(scoreMessages.giveScoreDescription, { candidateName })}
      initialValues={openedWith}
      loadingLabel={intl.formatMessage(scoreMessages.loading)}
      validate={validateScore}
      onClose={onClose}
      onSave={(values) =>
        saveWithFeedback(
          () =>
            setScore({
              setScoreInput: setScoreInput(values, { recruitmentId, recruiteeId }),
            }).unwrap(),
          { succeeded: scoreMessages.saved, failed: scoreMessages.saveFailed },
        )
      }
    >
      <StarsField />
      <FormRichTextEditor
        name="comment"
        label={intl.formatMessage(scoreMessages.comment)}
        maxLength={scoreCommentMaxLength}
      />
    </ActionFormModal>
  );
}

/** The stars, bound to the form's `score`, with a visible label and the "choose" message. */
function StarsField() {
  const intl = useIntl();
  const { input, meta } = useField<number>('score');
  const error = useFieldErrorText(meta);
  const label = intl.formatMessage(scoreMessages.yourScore);
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <Text as="span" weight="medium">
        {label}
      </Text>
      <StarScore
        value={input.value || 0}
        onChange={(score) => input.onChange(score)}
        label={label}
        formatStarLabel={(score) => intl.formatMessage(scoreMessages.starLabel, { score })}
      />
      <div role="alert">
        {error ? (
          <Text size="small" tone="danger">
            {error}
          </Text>
        ) : null}
      </div>
    </Box>
  );
}
