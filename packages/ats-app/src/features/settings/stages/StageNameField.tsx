import { fieldLimits } from '@ats/api-sdk';
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

/** The contract's limit of a stage name, counted after trimming as the server counts it. */
export const stageNameMaxLength = fieldLimits.StageLocalization.stageName.maxLength;

/** Stage title is required in both the add and the edit form (spec part 1 §5), and bounded. */
export const validateStageName = validateWithSchema<StageNameValues>(
  object({
    stageName: string()
      .trim()
      .required(validate.required)
      .max(stageNameMaxLength, validate.maximumLength),
  }),
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
      // The field refuses longer input and shows a counter; the rule above catches a longer
      // name stored before the limit existed.
      maxLength={stageNameMaxLength}
      ref={fieldRef}
    />
  );
}
