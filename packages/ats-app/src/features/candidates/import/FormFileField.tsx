import { Text } from '@ats/design-system';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText.ts';
import * as styles from './import.css.ts';

export interface FormFileFieldProps {
  /** The form value's path; its value is the chosen File, or null. */
  name: string;
  label: string;
  /** The limits, shown under the label and read with the input. */
  description: string;
  /** The input's `accept`: file types the picker offers. */
  accept: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A file input bound to a react-final-form field: the browser's own control (keyboard and
 * screen readers know it), with its label, limits and error.
 */
export function FormFileField({
  name,
  label,
  description,
  accept,
  required,
  disabled,
}: FormFileFieldProps) {
  const id = useId();
  const { input, meta } = useField<File | null>(name);
  const error = useFieldErrorText(meta);
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.fileField}>
      <label htmlFor={id} className={styles.fileLabel}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <Text id={descriptionId} size="small" tone="muted">
        {description}
      </Text>
      <input
        id={id}
        name={input.name}
        type="file"
        accept={accept}
        className={styles.fileInput}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
        onChange={(event) => {
          input.onChange(event.currentTarget.files?.[0] ?? null);
          input.onBlur();
        }}
      />
      {error ? (
        <span id={errorId} className={styles.fileError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
