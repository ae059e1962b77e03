import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { object, string } from 'yup';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { stagesMessages } from './messages.ts';

/** The one field of the add and edit forms. */
export interface StageNameValues {
  stageName: string;
}

/** Stage title is required in both the add and the edit form (spec part 1 §5). */
export const validateStageName = validateWithSchema<StageNameValues>(
  object({ stageName: string().trim().required(validate.required) }),
);

export interface StageNameFieldProps {
  /** The form is saving. */
  saving?: boolean;
  fieldRef: Ref<HTMLInputElement>;
}

/** The required "Stage name" field of the add and edit forms. */
export function StageNameField({ saving = false, fieldRef }: StageNameFieldProps) {
  const intl = useIntl();
  return (
    <FormTextField
      name="stageName"
      label={intl.formatMessage(stagesMessages.stageName)}
      required
      // Read-only rather than disabled while saving: the focus stays in the field.
      readOnly={saving}
      autoComplete="off"
      ref={fieldRef}
    />
  );
}
