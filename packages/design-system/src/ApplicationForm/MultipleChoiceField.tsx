import { type ChoiceOptions, optionKeys } from '@ats/domain';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { field } from '../private/field/Field.css.ts';
import { FieldError, fieldLabelClass, RequiredMark } from '../private/field/Field.tsx';
import { useFieldIds } from '../private/field/useFieldIds.ts';
import * as styles from './ApplicationForm.css.ts';

interface MultipleChoiceFieldProps {
  /** The question; the group's legend. */
  label: string;
  /** Element id of the group (the form focuses its first checkbox when invalid). */
  id: string;
  required: boolean;
  options: ChoiceOptions;
  /** Keys of the chosen options. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
}

/** A multiple-choice question: a group of checkboxes named by its legend. */
export function MultipleChoiceField({
  label,
  id,
  required,
  options,
  value,
  onChange,
  error,
}: MultipleChoiceFieldProps) {
  const ids = useFieldIds(id);
  const keys = optionKeys(options);
  const toggle = (key: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(key);
    else chosen.delete(key);
    onChange(keys.filter((candidate) => chosen.has(candidate)));
  };
  return (
    <fieldset
      id={ids.controlId}
      className={field}
      aria-describedby={error ? ids.errorId : undefined}
    >
      <legend className={`${styles.legend} ${fieldLabelClass()}`}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={styles.choiceList}>
        {keys.map((key) => (
          <Checkbox
            key={key}
            label={options[key] ?? key}
            checked={value.includes(key)}
            onChange={(checked) => toggle(key, checked)}
          />
        ))}
      </div>
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
