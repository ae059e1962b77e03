import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import {
  type BuilderElement,
  type BuilderElementType,
  createBuilderElement,
  isChoiceElement,
  isTextElement,
  switchableElementTypes,
} from '../questionnaire/builderForm.ts';
import { Select } from '../Select/Select.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { QuestionnaireBuilderLabels } from './labels.ts';
import type { QuestionnaireBuilderLimits } from './limits.ts';
import * as styles from './QuestionnaireBuilder.css.ts';

interface ElementEditorProps {
  /** The element as it was before this edit (or as added). */
  element: BuilderElement;
  /** The name the element goes by, for the form's accessible name. */
  elementName: string;
  labels: QuestionnaireBuilderLabels;
  /** The longest texts and the most options accepted. */
  limits: QuestionnaireBuilderLimits;
  onSave: (element: BuilderElement) => void;
  onCancel: () => void;
}

/** Everything an editor may change, whatever the type chosen meanwhile. */
interface Draft {
  type: BuilderElementType;
  question: string;
  text: string;
  isRequired: boolean;
  optionsText: string;
}

function draftOf(element: BuilderElement, labels: QuestionnaireBuilderLabels): Draft {
  const typeName = labels.elementTypes[element.$type];
  return {
    type: element.$type,
    question: 'question' in element ? element.question : typeName,
    text: isTextElement(element) ? element.text : typeName,
    isRequired: 'isRequired' in element ? element.isRequired : false,
    optionsText: isChoiceElement(element) ? element.options.join('\n') : '',
  };
}

const optionLines = (optionsText: string) =>
  optionsText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The error of a text longer than `max` once trimmed (saved before the limit; typing stops at it). */
function lengthError(
  text: string,
  max: number,
  labels: QuestionnaireBuilderLabels,
): string | undefined {
  return text.trim().length > max ? labels.textTooLong(max) : undefined;
}

/** The error of an options text with too many options, or an option too long. */
function optionsLimitError(
  optionsText: string,
  limits: QuestionnaireBuilderLimits,
  labels: QuestionnaireBuilderLabels,
): string | undefined {
  const options = optionLines(optionsText);
  if (options.length > limits.optionCount) return labels.tooManyOptions(limits.optionCount);
  const tooLong = options.findIndex((option) => option.length > limits.optionLength);
  return tooLong === -1 ? undefined : labels.optionTooLong(tooLong + 1, limits.optionLength);
}

/** The element the draft describes, trimmed; null while a required field is empty. */
function elementOf(id: string, draft: Draft): BuilderElement | null {
  const shaped = createBuilderElement(draft.type, id, '');
  if (isTextElement(shaped)) {
    const text = draft.text.trim();
    return text === '' ? null : { ...shaped, text };
  }
  if ('question' in shaped) {
    const question = draft.question.trim();
    if (question === '') return null;
    if (isChoiceElement(shaped)) {
      const options = optionLines(draft.optionsText);
      return options.length === 0
        ? null
        : { ...shaped, question, isRequired: draft.isRequired, options };
    }
    return { ...shaped, question, isRequired: draft.isRequired };
  }
  return shaped;
}

/**
 * The inline editor of one element: its question (or text), type, options and Required
 * switch, with Cancel and Save. It keeps its draft to itself, so typing re-renders nothing
 * else; the builder receives the element only on Save.
 */
export function ElementEditor({
  element,
  elementName,
  labels,
  limits,
  onSave,
  onCancel,
}: ElementEditorProps) {
  const [draft, setDraft] = useState(() => draftOf(element, labels));
  const [attempted, setAttempted] = useState(false);
  const firstFieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const optionsRef = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    firstFieldRef.current?.focus();
    firstFieldRef.current?.select();
  }, []);

  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const changeType = (type: BuilderElementType) =>
    setDraft((current) => {
      // A question still named after the old type follows the new type's name.
      const oldName = labels.elementTypes[current.type];
      const newName = labels.elementTypes[type];
      return {
        ...current,
        type,
        question: current.question === oldName ? newName : current.question,
        text: current.text === oldName ? newName : current.text,
      };
    });

  const shaped = createBuilderElement(draft.type, element.id, '');
  const isText = isTextElement(shaped);
  const isChoice = isChoiceElement(shaped);
  const required = (value: string) =>
    attempted && value.trim() === '' ? labels.fieldRequired : undefined;
  // Limits show at once (the counter, and an error for a text saved before the limit).
  const firstFieldLimitError = isText
    ? lengthError(draft.text, limits.textLength, labels)
    : lengthError(draft.question, limits.questionLength, labels);
  const optionsError = isChoice ? optionsLimitError(draft.optionsText, limits, labels) : undefined;

  const textProps = {
    label: labels.text,
    value: draft.text,
    onChange: (text: string) => update({ text }),
    required: true,
    error: required(draft.text) ?? firstFieldLimitError,
    maxLength: limits.textLength,
    counterLabel: labels.characterCount,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form is nested in a row of the list: its submit must not reach an outer form.
    event.stopPropagation();
    setAttempted(true);
    const saved = firstFieldLimitError || optionsError ? null : elementOf(element.id, draft);
    if (saved) onSave(saved);
    else if (firstFieldLimitError || (isText ? draft.text : draft.question).trim() === '')
      firstFieldRef.current?.focus();
    else optionsRef.current?.focus();
  };

  // Address and Photo keep their type; the others switch among the free question types.
  const typeOptions = (
    switchableElementTypes.includes(element.$type) ? switchableElementTypes : [element.$type]
  ).map((type) => ({ value: type, label: labels.elementTypes[type] }));

  return (
    <form
      className={styles.editor}
      aria-label={labels.elementEditor(elementName)}
      onSubmit={submit}
      noValidate
    >
      <Select
        label={labels.type}
        value={draft.type}
        options={typeOptions}
        onChange={changeType}
        disabled={typeOptions.length === 1}
      />
      {isText ? (
        draft.type === 'Header' ? (
          <TextField ref={firstFieldRef} {...textProps} />
        ) : (
          <TextArea ref={firstFieldRef} {...textProps} />
        )
      ) : (
        <TextField
          ref={firstFieldRef}
          label={labels.question}
          value={draft.question}
          onChange={(question) => update({ question })}
          required
          error={required(draft.question) ?? firstFieldLimitError}
          maxLength={limits.questionLength}
          counterLabel={labels.characterCount}
        />
      )}
      {isChoice ? (
        <TextArea
          ref={optionsRef}
          label={labels.options}
          description={labels.optionsDescription}
          value={draft.optionsText}
          onChange={(optionsText) => update({ optionsText })}
          required
          error={
            attempted && optionLines(draft.optionsText).length === 0
              ? labels.fieldRequired
              : optionsError
          }
        />
      ) : null}
      {isText ? null : (
        <Switch
          label={labels.required}
          checked={draft.isRequired}
          onChange={(isRequired) => update({ isRequired })}
        />
      )}
      <div className={styles.editorButtons}>
        <Button variant="secondary" onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button type="submit">{labels.save}</Button>
      </div>
    </form>
  );
}
