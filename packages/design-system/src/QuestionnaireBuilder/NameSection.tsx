import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { EditIcon } from '../icons/icons.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { QuestionnaireBuilderLabels } from './labels.ts';
import type { QuestionnaireBuilderLimits } from './limits.ts';
import * as styles from './QuestionnaireBuilder.css.ts';

interface NameSectionProps {
  name: string;
  /** The inline name form is open. */
  editing: boolean;
  /** Something else is being edited or submitted: the pencil is disabled. */
  locked: boolean;
  labels: QuestionnaireBuilderLabels;
  /** The name's longest length is `limits.nameLength`. */
  limits: QuestionnaireBuilderLimits;
  onStartEditing: () => void;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** The questionnaire's name, edited inline through the pencil button. */
export function NameSection({
  name,
  editing,
  locked,
  labels,
  limits,
  onStartEditing,
  onSave,
  onCancel,
}: NameSectionProps) {
  if (editing) {
    return (
      <NameForm
        name={name}
        labels={labels}
        maxLength={limits.nameLength}
        onSave={onSave}
        onCancel={onCancel}
      />
    );
  }
  return (
    <div className={styles.nameRow}>
      <Heading level={2}>{name}</Heading>
      <IconButton
        label={labels.editName}
        icon={<EditIcon />}
        disabled={locked}
        onClick={onStartEditing}
        data-focus-key="name"
      />
    </div>
  );
}

function NameForm({
  name,
  labels,
  maxLength,
  onSave,
  onCancel,
}: Pick<NameSectionProps, 'name' | 'labels' | 'onSave' | 'onCancel'> & { maxLength: number }) {
  const [draft, setDraft] = useState(name);
  const [attempted, setAttempted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The spec: the field is focused and its text selected when the form opens.
  useLayoutEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  const blank = draft.trim() === '';
  // Typing stops at the limit; a name saved before the limit existed may still be longer.
  const tooLong = draft.trim().length > maxLength;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (blank || tooLong) inputRef.current?.focus();
    else onSave(draft.trim());
  };
  return (
    <form
      className={styles.inlineForm}
      onSubmit={submit}
      aria-label={labels.questionnaireName}
      noValidate
    >
      <div className={styles.inlineField}>
        <TextField
          ref={inputRef}
          label={labels.questionnaireName}
          value={draft}
          onChange={setDraft}
          required
          error={
            attempted && blank
              ? labels.fieldRequired
              : tooLong
                ? labels.textTooLong(maxLength)
                : undefined
          }
          maxLength={maxLength}
          counterLabel={labels.characterCount}
        />
      </div>
      <Button variant="secondary" onClick={onCancel}>
        {labels.cancel}
      </Button>
      <Button type="submit">{labels.save}</Button>
    </form>
  );
}
