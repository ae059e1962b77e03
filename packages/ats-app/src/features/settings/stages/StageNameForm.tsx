import { Button } from '@ats/design-system';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { stagesMessages } from './messages.ts';
import { StageNameField, type StageNameValues, validateStageName } from './StageNameField.tsx';
import { editButtons, editField, editForm } from './StagesScreen.css.ts';

export interface StageNameFormProps {
  /** The stage's name in the interface language: the field's start value and the form's name. */
  name: string;
  onCancel: () => void;
  /** Saves the trimmed name; the form stays open (Save busy) while it runs. */
  onSave: (name: string) => Promise<void>;
}

/**
 * The inline rename of a stage (spec part 1 §2, §5): its name in the interface language, with
 * Cancel and Save; Save is disabled while the name is missing or while saving. Escape
 * cancels; the field is focused and selected on opening.
 */
export function StageNameForm({ name, onCancel, onSave }: StageNameFormProps) {
  const intl = useIntl();
  // Final-form re-initialises on new initial values: they are computed once per opening.
  const [initialValues] = useState<StageNameValues>(() => ({ stageName: name }));
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  return (
    <Form<StageNameValues>
      onSubmit={(values) => onSave(values.stageName.trim())}
      initialValues={initialValues}
      validate={validateStageName}
      render={({ handleSubmit, invalid, submitting }) => (
        <form
          className={editForm}
          aria-label={intl.formatMessage(stagesMessages.editForm, { name })}
          onSubmit={handleSubmit}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key !== 'Escape' || submitting) return;
            event.stopPropagation();
            onCancel();
          }}
          noValidate
        >
          <div className={editField}>
            <StageNameField saving={submitting} fieldRef={fieldRef} />
          </div>
          <div className={editButtons}>
            <Button variant="secondary" onClick={onCancel} disabled={submitting}>
              {intl.formatMessage(stagesMessages.cancel)}
            </Button>
            <Button type="submit" disabled={invalid} loading={submitting}>
              {intl.formatMessage(stagesMessages.save)}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
