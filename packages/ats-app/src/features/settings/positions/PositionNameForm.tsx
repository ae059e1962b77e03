import { fieldLimits } from '@ats/api-sdk';
import type { Language, PositionForEdit, PositionLocalization } from '@ats/api-sdk/rtk';
import { Button, TextField } from '@ats/design-system';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Form, FormSpy, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { array, object, string } from 'yup';
import type { FormTextFieldProps } from '../../../shared/forms/FormTextField.tsx';
import { useCloseGuard } from '../../../shared/forms/useCloseGuard.tsx';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText.ts';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { positionsMessages } from './messages.ts';
import { editButtons, editField, editForm } from './PositionsScreen.css.ts';

interface PositionNameValues {
  localizations: PositionLocalization[];
}

/** The contract's limit of a position name, counted after trimming as the server counts it. */
const positionNameMaxLength = fieldLimits.PositionLocalization.positionName.maxLength;

// Position name is required in every language (spec part 1 §5); the server trims it too.
const validatePositionNames = validateWithSchema<PositionNameValues>(
  object({
    localizations: array(
      object({
        positionName: string()
          .trim()
          .required(validate.required)
          .max(positionNameMaxLength, validate.maximumLength),
      }),
    ),
  }),
);

/**
 * One language's name. Save stays disabled while a name is blank (spec part 1 §2), so the
 * reason ("This field is required") shows as soon as the name is changed, not only once the
 * field is left: otherwise clearing a name would grey Save out without a word.
 */
function PositionNameField({ name, ...fieldProps }: FormTextFieldProps) {
  const { input, meta } = useField<string>(name);
  const error = useFieldErrorText({ ...meta, touched: meta.touched || meta.modified });
  return (
    <TextField
      {...fieldProps}
      name={input.name}
      value={input.value ?? ''}
      onChange={(value) => input.onChange(value)}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={error}
    />
  );
}

export interface PositionNameFormProps {
  position: PositionForEdit;
  /** The position's name as shown in the list, naming the form. */
  displayName: string;
  /** Every language a position is named in (one field each). */
  languages: readonly Language[];
  /** The interface language: its field takes the focus. */
  uiLanguage: string;
  onCancel: () => void;
  /** Saves the names; the form stays open while it runs. */
  onSave: (localizations: PositionLocalization[]) => Promise<void>;
}

/**
 * The inline edit of a position's names (spec part 1 §2): one field per language, Cancel and
 * Save; Save is disabled while a name is missing (the field says why) or while saving.
 * Escape cancels; with changed names, cancelling or leaving asks first.
 */
export function PositionNameForm({
  position,
  displayName,
  languages,
  uiLanguage,
  onCancel,
  onSave,
}: PositionNameFormProps) {
  const intl = useIntl();
  // Final-form re-initialises on new initial values: they are computed once per opening.
  const [initialValues] = useState<PositionNameValues>(() => ({
    localizations: languages.map(({ id }) => ({
      languageId: id,
      positionName:
        position.localizations.find(({ languageId }) => languageId === id)?.positionName ?? '',
    })),
  }));
  const focusedLanguage = languages.some(({ id }) => id === uiLanguage)
    ? uiLanguage
    : languages[0]?.id;
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    firstFieldRef.current?.focus();
    firstFieldRef.current?.select();
  }, []);

  // With changed names, Cancel, Escape and leaving the screen ask "Discard changes?" first.
  const [dirty, setDirty] = useState(false);
  const guard = useCloseGuard({ dirty, onClose: onCancel });

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    guard.requestClose();
  }

  return (
    <Form<PositionNameValues>
      onSubmit={(values) =>
        onSave(
          values.localizations.map(({ languageId, positionName }) => ({
            languageId,
            positionName: positionName.trim(),
          })),
        )
      }
      initialValues={initialValues}
      validate={validatePositionNames}
      render={({ handleSubmit, invalid, submitting }) => (
        <>
          <form
            className={editForm}
            aria-label={intl.formatMessage(positionsMessages.editForm, { name: displayName })}
            onSubmit={handleSubmit}
            onKeyDown={cancelOnEscape}
            noValidate
          >
            <FormSpy
              subscription={{ dirty: true }}
              onChange={({ dirty: isDirty }) => setDirty(Boolean(isDirty))}
            />
            {languages.map((language, index) => (
              <div key={language.id} className={editField}>
                <PositionNameField
                  name={`localizations[${index}].positionName`}
                  label={intl.formatMessage(positionsMessages.nameIn, { language: language.name })}
                  required
                  // Read-only, not disabled, while saving: the focus stays where the user was.
                  readOnly={submitting}
                  autoComplete="off"
                  maxLength={positionNameMaxLength}
                  ref={language.id === focusedLanguage ? firstFieldRef : undefined}
                />
              </div>
            ))}
            <div className={editButtons}>
              <Button variant="secondary" onClick={guard.requestClose} disabled={submitting}>
                {intl.formatMessage(positionsMessages.cancel)}
              </Button>
              <Button type="submit" disabled={invalid} loading={submitting}>
                {intl.formatMessage(positionsMessages.save)}
              </Button>
            </div>
          </form>
          {/* Outside the form: its Escape must not reach the form's own. */}
          {guard.dialog}
        </>
      )}
    />
  );
}
