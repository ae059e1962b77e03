import { Button } from '../Button/Button.tsx';
import type { QuestionnaireBuilderLabels } from './labels.ts';
import * as styles from './QuestionnaireBuilder.css.ts';
import type { QuestionnaireBuilderStatus } from './status.ts';
import type { SubmitAction } from './useSubmission.ts';

interface FormButtonsProps {
  status: QuestionnaireBuilderStatus;
  /** The name or an element is being edited. */
  editing: boolean;
  valid: boolean;
  busy: boolean;
  /** The button that was pressed last: it spins while busy. */
  submitAction: SubmitAction | null;
  labels: QuestionnaireBuilderLabels;
  onCancel: () => void;
  onSubmit: (action: SubmitAction) => void;
}

/**
 * Cancel, Save as draft and Save and activate (spec part 1 §2 "Buttons"): an active
 * questionnaire has Save and no draft button; a deleted one cannot be saved.
 */
export function FormButtons({
  status,
  editing,
  valid,
  busy,
  submitAction,
  labels,
  onCancel,
  onSubmit,
}: FormButtonsProps) {
  const submitDisabled = editing || !valid;
  const submitButton = (action: SubmitAction, text: string, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      // The spinning button stays focusable (Button's loading state); the other is disabled.
      disabled={submitDisabled || (busy && submitAction !== action)}
      loading={busy && submitAction === action}
      onClick={() => onSubmit(action)}
    >
      {text}
    </Button>
  );
  return (
    <div className={styles.actions}>
      <Button variant="secondary" disabled={editing || busy} onClick={onCancel}>
        {labels.cancelQuestionnaire}
      </Button>
      {status === 'new' || status === 'draft'
        ? submitButton('draft', labels.saveAsDraft, 'secondary')
        : null}
      {status !== 'deleted'
        ? submitButton(
            'activate',
            status === 'active' ? labels.saveActive : labels.saveAndActivate,
            'primary',
          )
        : null}
    </div>
  );
}
