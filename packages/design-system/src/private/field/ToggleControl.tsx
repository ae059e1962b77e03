import { Checkbox as AriakitCheckbox } from '@ariakit/react';
import type { Ref } from 'react';
import { FieldDescription, FieldError, RequiredMark } from './Field.tsx';
import { type FieldBaseProps, splitFieldProps } from './fieldProps.ts';
import * as styles from './ToggleControl.css.ts';
import { useFieldShell } from './useFieldShell.ts';

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
  checked,
  onChange,
  name,
  value,
  onFocus,
  ref,
  role,
  ...props
}: ToggleControlProps & { role: 'checkbox' | 'switch' }) {
  const [field] = splitFieldProps(props);
  // The shell's wiring, with the label beside the box instead of above it.
  const { control, frame } = useFieldShell(field);
  return (
    <div className={styles.row}>
      <AriakitCheckbox
        {...control}
        ref={ref}
        role={role === 'switch' ? 'switch' : undefined}
        className={role === 'switch' ? styles.switchInput : styles.input}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onFocus={onFocus}
      />
      <div className={styles.text}>
        <label
          htmlFor={control.id}
          className={styles.label}
          data-disabled={field.disabled || undefined}
        >
          {field.label}
          {field.required ? (
            <>
              {' '}
              <RequiredMark />
            </>
          ) : null}
        </label>
        {field.description ? (
          <FieldDescription id={frame.ids.descriptionId}>{field.description}</FieldDescription>
        ) : null}
        {frame.message ? <FieldError id={frame.ids.errorId}>{frame.message}</FieldError> : null}
      </div>
    </div>
  );
}
