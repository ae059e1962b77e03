import type { ComponentType, ReactNode } from 'react';
import type { CounterState } from './characterCount.ts';
import * as styles from './Field.css.ts';
import { FieldLabel, FieldLayout, fieldLabelClass, RequiredMark } from './Field.tsx';
import type { FieldIds } from './useFieldIds.ts';

/** A label component that ties itself to its control (Ariakit's SelectLabel, ComboboxLabel). */
export type LabelComponent = ComponentType<{ id: string; className: string; children: ReactNode }>;

export interface FieldFrameProps {
  /** Ids from the shell. */
  ids: FieldIds;
  /** The label text. */
  label: string;
  /** Adds the required mark to the label. */
  required?: boolean;
  /** Greys the label out with its control. */
  disabled?: boolean;
  /** Help text under the label. */
  description?: ReactNode;
  /** The message under the control. */
  message?: string;
  /** The character (or item) counter at the end of the label's line. */
  counter?: CounterState;
  /** An Ariakit label; a `<label for>` by default. */
  labelAs?: LabelComponent;
  /** The control (and its popover). */
  children: ReactNode;
}

/** The visible part of the field shell: label (with required mark and counter), help, control, error. */
export function FieldFrame({
  ids,
  label,
  required,
  disabled,
  description,
  message,
  counter,
  labelAs: AriakitLabel,
  children,
}: FieldFrameProps) {
  return (
    <FieldLayout
      ids={ids}
      label={
        AriakitLabel ? (
          <AriakitLabel id={ids.labelId} className={fieldLabelClass(disabled)}>
            {label}
            {required ? <RequiredMark /> : null}
          </AriakitLabel>
        ) : (
          <FieldLabel htmlFor={ids.controlId} required={required} disabled={disabled}>
            {label}
          </FieldLabel>
        )
      }
      labelAside={counter ? <FieldCounter id={ids.counterId} counter={counter} /> : undefined}
      description={description}
      error={message}
    >
      {children}
    </FieldLayout>
  );
}

/**
 * The counter ("12/200"): shown while the field has the focus, and always from 80% of the
 * limit on. When hidden it only turns transparent, so that it stays the control's description
 * and the label's line does not move. Not a live region: announcing every keystroke would
 * drown the typing; a screen reader reads it with the field.
 */
function FieldCounter({ id, counter }: { id: string; counter: CounterState }) {
  return (
    <span id={id} className={styles.counter({ level: counter.level })}>
      {counter.text}
    </span>
  );
}
