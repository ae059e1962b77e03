import { useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { FieldLabel, FieldLayout } from '../private/field/Field.tsx';
import { describedBy, useFieldIds } from '../private/field/useFieldIds.ts';
import * as styles from './ApplicationForm.css.ts';
import type { FileRule } from './fileRules.ts';
import type { ApplicationFormLabels } from './labels.ts';

interface FileFieldProps {
  /** The question; the input's label. */
  label: string;
  /** Element id of the input (the form focuses it when invalid). */
  id: string;
  required: boolean;
  /** The chosen file, kept by the form. */
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  rule: FileRule;
  /** What the question takes (types and size). */
  requirements: string;
  error: string | undefined;
  labels: ApplicationFormLabels;
}

/**
 * A file question: the browser's file input (keyboard operable, labelled by the question), the
 * chosen file's name and size from the form's state, and a button that clears it.
 */
export function FileField({
  label,
  id,
  required,
  file,
  onChange,
  rule,
  requirements,
  error,
  labels,
}: FileFieldProps) {
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenId = `${ids.controlId}-chosen`;
  const describedByIds = [describedBy(ids, true, error), chosenId].filter(Boolean).join(' ');
  return (
    <FieldLayout
      ids={ids}
      label={
        <FieldLabel htmlFor={ids.controlId} required={required}>
          {label}
        </FieldLabel>
      }
      description={requirements}
      error={error}
    >
      <div className={styles.fileRow}>
        <input
          ref={inputRef}
          id={ids.controlId}
          type="file"
          className={styles.fileInput}
          accept={rule.accept || undefined}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
        />
        <span id={chosenId} className={`${styles.fileName} ${file ? '' : styles.noFile}`}>
          {file
            ? labels.chosenFile(file.name, labels.formatFileSize(file.size))
            : labels.noFileChosen}
        </span>
        {file ? (
          <Button
            variant="ghost"
            size="small"
            aria-label={labels.removeFileOf(label)}
            onClick={() => {
              if (inputRef.current) inputRef.current.value = '';
              onChange(undefined);
              inputRef.current?.focus();
            }}
          >
            {labels.removeFile}
          </Button>
        ) : null}
      </div>
    </FieldLayout>
  );
}
