import { Checkbox as AriakitCheckbox } from '@ariakit/react';
import type { Ref } from 'react';
import { FieldDescription, FieldError, RequiredMark } from './Field.tsx';
import type { FieldBaseProps } from './fieldProps.ts';
import * as styles from './ToggleControl.css.ts';
import { describedBy, errorText, useFieldIds } from './useFieldIds.ts';

/** Props of a two-state control (Checkbox, Switch). */
export interface ToggleControlProps extends FieldBaseProps {
  /** Whether the control is on (controlled). */
  checked: boolean;
  /** Called with the new state when the user toggles the control. */
  onChange: (checked: boolean) => void;
  /** Value submitted with a native form when on. */
  value?: string;
  /** Ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox input (Ariakit) with its label beside it, the description and the error under
 * the label. With `role="switch"` it is drawn and announced as an on/off switch.
 */
export function ToggleControl({
  label,
  description,
  error,
  disabled,
  required,
  id,
  checked,
  onChange,
  name,
  value,
  onBlur,
  onFocus,
  ref,
  role,
}: ToggleControlProps & { role: 'checkbox' | 'switch' }) {
  const ids = useFieldIds(id);
  const message = errorText(error);
  return (
    <div className={styles.row}>
      <AriakitCheckbox
        ref={ref}
        id={ids.controlId}
        role={role === 'switch' ? 'switch' : undefined}
        className={role === 'switch' ? styles.switchInput : styles.input}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        onFocus={onFocus}
        disabled={disabled}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), message)}
      />
      <div className={styles.text}>
        <label
          htmlFor={ids.controlId}
          className={styles.label}
          data-disabled={disabled || undefined}
        >
          {label}
          {required ? (
            <>
              {' '}
              <RequiredMark />
            </>
          ) : null}
        </label>
        {description ? (
          <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
        ) : null}
        {message ? <FieldError id={ids.errorId}>{message}</FieldError> : null}
      </div>
    </div>
  );
}
