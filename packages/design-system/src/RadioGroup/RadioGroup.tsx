import { RadioGroup as AriakitRadioGroup, Radio, RadioProvider } from '@ariakit/react';
import { FieldDescription, FieldLabel, FieldLayout } from '../private/field/Field.tsx';
import type { FieldBaseProps } from '../private/field/fieldProps.ts';
import { assertUniqueValues } from '../private/field/selectHelpers.ts';
import * as toggle from '../private/field/ToggleControl.css.ts';
import { describedBy, errorText, useFieldIds } from '../private/field/useFieldIds.ts';
import * as styles from './RadioGroup.css.ts';

/** One choice of a RadioGroup. */
export interface RadioOption<Value extends string = string> {
  /** The value the form receives. */
  value: Value;
  /** The text beside the radio button; its accessible name. */
  label: string;
  /** Help text under the choice's label. */
  description?: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface RadioGroupProps<Value extends string = string> extends FieldBaseProps {
  /** The chosen value, or '' when nothing is chosen yet (controlled). */
  value: Value | '';
  /** Called with the value the user chose. */
  onChange: (value: Value) => void;
  /** The choices, in display order; values must be unique. */
  options: readonly RadioOption<Value>[];
  /** Stacks the choices (`vertical`, the default) or puts them on a line. */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * One choice among a few visible options (Ariakit Radio): Tab reaches the group, arrow keys
 * move between the choices and choose.
 */
export function RadioGroup<Value extends string = string>({
  label,
  description,
  error,
  disabled,
  required,
  id,
  name,
  onBlur,
  onFocus,
  value,
  onChange,
  options,
  orientation = 'vertical',
}: RadioGroupProps<Value>) {
  assertUniqueValues('RadioGroup', label, options);
  const ids = useFieldIds(id);
  const message = errorText(error);
  return (
    <RadioProvider value={value} setValue={(next) => onChange(String(next) as Value)}>
      <FieldLayout
        ids={ids}
        label={
          <FieldLabel as="span" id={ids.labelId} required={required} disabled={disabled}>
            {label}
          </FieldLabel>
        }
        description={description}
        error={message}
      >
        <AriakitRadioGroup
          id={ids.controlId}
          className={`${styles.group({ orientation })} ${message ? styles.invalidGroup : ''}`}
          aria-labelledby={ids.labelId}
          aria-describedby={describedBy(ids, Boolean(description), message)}
          aria-invalid={message ? true : undefined}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          aria-orientation={orientation}
        >
          {options.map((option, index) => {
            const optionId = `${ids.controlId}-${index}`;
            const optionDescriptionId = `${optionId}-description`;
            const optionDisabled = disabled || option.disabled;
            return (
              <div key={option.value} className={toggle.row}>
                <Radio
                  id={optionId}
                  value={option.value}
                  name={name}
                  disabled={optionDisabled}
                  className={styles.radio}
                  onBlur={onBlur}
                  onFocus={onFocus}
                  aria-describedby={option.description ? optionDescriptionId : undefined}
                />
                <div className={toggle.text}>
                  <label
                    htmlFor={optionId}
                    className={toggle.label}
                    data-disabled={optionDisabled || undefined}
                  >
                    {option.label}
                  </label>
                  {option.description ? (
                    <FieldDescription id={optionDescriptionId}>
                      {option.description}
                    </FieldDescription>
                  ) : null}
                </div>
              </div>
            );
          })}
        </AriakitRadioGroup>
      </FieldLayout>
    </RadioProvider>
  );
}
