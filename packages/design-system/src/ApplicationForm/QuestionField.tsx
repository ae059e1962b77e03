import {
  isChoiceQuestionnaireElement,
  isTextQuestionnaireElement,
  optionKeys,
  type QuestionnaireElement,
} from '@ats/domain';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { QuestionnaireText } from '../private/QuestionnaireLayout.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import {
  type ApplicationDraft,
  type EntryDraft,
  fileSlot,
  isEntryQuestionType,
  isFileQuestionType,
} from './applicationDraft.ts';
import { EntryListField } from './EntryListField.tsx';
import { FileField } from './FileField.tsx';
import type { FileQuestionType, FileRule } from './fileRules.ts';
import type { ApplicationFormLabels } from './labels.ts';
import type { ApplicationFormLimits } from './limits.ts';
import { MultipleChoiceField } from './MultipleChoiceField.tsx';
import { questionKey } from './validation.ts';

/** How a question changes the draft: each kind of value has its own setter. */
export interface DraftSetters {
  setText: (questionId: string, text: string) => void;
  setChoices: (questionId: string, keys: string[]) => void;
  setEntries: (questionId: string, entries: EntryDraft[]) => void;
  /** Sets or clears a file; `key` is the question whose field changed (its error shows at once). */
  /** Keeps a chosen file (undefined: cleared), and checks its content against the question's rule. */
  setFile: (slot: string, file: File | undefined, key: string, rule: FileRule) => void;
}

export interface QuestionFieldProps {
  element: QuestionnaireElement;
  draft: ApplicationDraft;
  setters: DraftSetters;
  errorOf: (key: string) => string | undefined;
  domId: (key: string) => string;
  fileRules: Record<FileQuestionType, FileRule>;
  headingLevel: HeadingLevel;
  labels: ApplicationFormLabels;
  limits: ApplicationFormLimits;
}

/** One element of the questionnaire as the candidate fills it. */
export function QuestionField({
  element,
  draft,
  setters,
  errorOf,
  domId,
  fileRules,
  headingLevel,
  labels,
  limits,
}: QuestionFieldProps) {
  if (isTextQuestionnaireElement(element)) {
    return <QuestionnaireText element={element} headingLevel={headingLevel} />;
  }
  const key = questionKey(element.id);
  const common = {
    id: domId(key),
    label: element.question,
    required: element.isRequired,
    error: errorOf(key),
  };
  if (isChoiceQuestionnaireElement(element)) {
    if (element.$type === 'MultipleChoice')
      return (
        <MultipleChoiceField
          {...common}
          options={element.options}
          value={draft.choices[element.id] ?? []}
          onChange={(keys) => setters.setChoices(element.id, keys)}
        />
      );
    return (
      <RadioGroup
        {...common}
        options={optionKeys(element.options).map((option) => ({
          value: option,
          label: element.options[option] ?? option,
        }))}
        value={draft.texts[element.id] ?? ''}
        onChange={(option) => setters.setText(element.id, option)}
      />
    );
  }
  const type = element.$type;
  if (isFileQuestionType(type)) {
    const slot = fileSlot({ $type: type, id: element.id });
    const rule = fileRules[type];
    const maxSize = rule.maxBytes === undefined ? null : labels.formatFileSize(rule.maxBytes);
    return (
      <FileField
        {...common}
        file={draft.files[slot]}
        onChange={(file) => setters.setFile(slot, file, key, rule)}
        rule={rule}
        requirements={labels.fileRequirements(type, maxSize)}
        labels={labels}
      />
    );
  }
  if (isEntryQuestionType(type))
    return (
      <EntryListField
        type={type}
        questionId={element.id}
        question={element.question}
        required={element.isRequired}
        entries={draft.entries[element.id] ?? []}
        onChange={(entries) => setters.setEntries(element.id, entries)}
        errorOf={errorOf}
        domId={domId}
        labels={labels}
        limits={limits}
      />
    );
  const text = draft.texts[element.id] ?? '';
  const onChange = (next: string) => setters.setText(element.id, next);
  const maxLength = limits.answers[type];
  return type === 'MultiLineText' || type === 'Summary' ? (
    <TextArea
      {...common}
      value={text}
      onChange={onChange}
      maxLength={maxLength}
      rows={type === 'Summary' ? 6 : 4}
    />
  ) : (
    <TextField
      {...common}
      value={text}
      onChange={onChange}
      maxLength={maxLength}
      autoComplete={type === 'Address' ? 'street-address' : undefined}
    />
  );
}
