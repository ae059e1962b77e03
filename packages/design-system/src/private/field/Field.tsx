import type { ReactNode } from 'react';
import { ErrorIcon } from '../../icons/icons.tsx';
import * as styles from './Field.css.ts';
import type { FieldIds } from './useFieldIds.ts';

interface FieldLabelProps {
  /** The label text. */
  children: ReactNode;
  /** Id of the control the label names. */
  htmlFor?: string;
  /** Id of the label itself, for aria-labelledby. */
  id?: string;
  /** Adds the required mark. */
  required?: boolean;
  /** Greys the label out with its control. */
  disabled?: boolean;
  /** `span` names a group (with aria-labelledby) rather than one labelable control. */
  as?: 'label' | 'span';
}

/** The label of a form control, with a required mark (the control itself carries `required`). */
export function FieldLabel({
  children,
  htmlFor,
  id,
  required,
  disabled,
  as = 'label',
}: FieldLabelProps) {
  const className = fieldLabelClass(disabled);
  const content = (
    <>
      {children}
      {required ? <RequiredMark /> : null}
    </>
  );
  return as === 'label' ? (
    <label htmlFor={htmlFor} id={id} className={className}>
      {content}
    </label>
  ) : (
    <span id={id} className={className}>
      {content}
    </span>
  );
}

/** The class of a field label, for Ariakit label components that render their own element. */
export function fieldLabelClass(disabled?: boolean): string {
  return [styles.label, disabled ? styles.labelDisabled : null].filter(Boolean).join(' ');
}

/** The asterisk after a required control's label; hidden from assistive technology, which reads `required`. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  );
}

interface FieldLayoutProps {
  /** Ids from useFieldIds. */
  ids: FieldIds;
  /** The label element (FieldLabel, or an Ariakit label rendered with the label style). */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Error message under the control. */
  error?: string;
  /** Something at the end of the label's line (a character counter). */
  labelAside?: ReactNode;
  /** The control. */
  children: ReactNode;
  /** Renders a `fieldset` (groups of radios) instead of a `div`. */
  as?: 'div' | 'fieldset';
}

/** Stacks a label, its description, the control and its error message. */
export function FieldLayout({
  ids,
  label,
  description,
  error,
  labelAside,
  children,
  as: Element = 'div',
}: FieldLayoutProps) {
  return (
    <Element className={styles.field}>
      {labelAside ? (
        <div className={styles.labelRow}>
          {label}
          {labelAside}
        </div>
      ) : (
        label
      )}
      {description ? (
        <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      ) : null}
      {children}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </Element>
  );
}

/** An error message with its icon; the control points at it with aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.errorMessage}>
      <span className={styles.errorIcon}>
        <ErrorIcon />
      </span>
      <span>{children}</span>
    </div>
  );
}

/** Help text under a label; the control points at it with aria-describedby. */
export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.description}>
      {children}
    </div>
  );
}
