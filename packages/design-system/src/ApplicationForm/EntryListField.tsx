import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { PlusIcon } from '../icons/icons.tsx';
import { counterState } from '../private/field/characterCount.ts';
import { counter as counterClass, field } from '../private/field/Field.css.ts';
import { FieldError, fieldLabelClass, RequiredMark } from '../private/field/Field.tsx';
import { Text } from '../Text/Text.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './ApplicationForm.css.ts';
import {
  type EntryDraft,
  type EntryQuestionType,
  emptyEntry,
  entryFieldNames,
} from './applicationDraft.ts';
import type { ApplicationFormLabels } from './labels.ts';
import { type ApplicationFormLimits, entryFieldLimit } from './limits.ts';
import { entryFieldKey, questionKey } from './validation.ts';

interface EntryListFieldProps {
  type: EntryQuestionType;
  questionId: string;
  /** The question; the group's legend and the start of each entry's name. */
  question: string;
  required: boolean;
  entries: readonly EntryDraft[];
  onChange: (entries: EntryDraft[]) => void;
  /** The error shown for a field key, if any. */
  errorOf: (key: string) => string | undefined;
  /** The element id of a field key. */
  domId: (key: string) => string;
  labels: ApplicationFormLabels;
  /** The most entries, and the longest text of each field. */
  limits: ApplicationFormLimits;
}

/**
 * Focuses an element, trying again for a few frames: after the removal confirmation, the
 * closing dialog keeps the rest of the page inert (unfocusable) until its next frame.
 */
function focusWhenPossible(target: () => HTMLElement | null, framesLeft = 5) {
  const element = target();
  element?.focus();
  if (element && element.ownerDocument.activeElement !== element && framesLeft > 0)
    requestAnimationFrame(() => focusWhenPossible(target, framesLeft - 1));
}

function isBlank(entry: EntryDraft): boolean {
  return (
    Object.values(entry.fields).every((text) => text.trim() === '') &&
    entry.startDate === '' &&
    entry.endDate === '' &&
    !entry.current &&
    entry.description.trim() === ''
  );
}

/**
 * An education or experience question: a list of entries the candidate adds and removes. A
 * new entry takes the focus; removing an entry with something typed in it asks first. A
 * counter of entries beside the Add button shows near the limit, where the button turns off.
 */
export function EntryListField({
  type,
  questionId,
  question,
  required,
  entries,
  onChange,
  errorOf,
  domId,
  labels,
  limits,
}: EntryListFieldProps) {
  const [removal, setRemoval] = useState<{ entry: EntryDraft; name: string } | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const focusRequest = useRef<'add' | string | null>(null);
  const firstField = entryFieldNames[type].fields[0] ?? 'description';
  const groupError = errorOf(questionKey(questionId));
  const groupErrorId = `${domId(questionKey(questionId))}-error`;
  const countId = `${domId(questionKey(questionId))}-count`;
  const count = counterState(entries.length, limits.entries[type]);
  const full = entries.length >= limits.entries[type];

  // Focus follows the change the user made: into a new entry, or back to the Add button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the list change is on screen.
  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    if (request === 'add') focusWhenPossible(() => addButtonRef.current);
    else if (request !== null)
      document.getElementById(domId(entryFieldKey(questionId, request, firstField)))?.focus();
  }, [entries]);

  const add = () => {
    const entry = emptyEntry(type);
    focusRequest.current = entry.key;
    onChange([...entries, entry]);
  };
  const remove = (key: string) => {
    focusRequest.current = 'add';
    onChange(entries.filter((entry) => entry.key !== key));
  };
  const update = (key: string, patch: Partial<EntryDraft>) =>
    onChange(entries.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));

  return (
    <fieldset
      id={domId(questionKey(questionId))}
      className={field}
      aria-describedby={groupError ? groupErrorId : undefined}
    >
      <legend className={`${styles.legend} ${fieldLabelClass()}`}>
        {question}
        {required ? <RequiredMark /> : null}
      </legend>
      {entries.length === 0 ? (
        <Text size="small" tone="muted">
          {labels.noEntries}
        </Text>
      ) : (
        <ol className={styles.entryList}>
          {entries.map((entry, index) => {
            const name = labels.entryName(question, index + 1);
            return (
              <li key={entry.key}>
                <EntryFields
                  type={type}
                  questionId={questionId}
                  name={name}
                  entry={entry}
                  onChange={(patch) => update(entry.key, patch)}
                  onRemove={() =>
                    isBlank(entry) ? remove(entry.key) : setRemoval({ entry, name })
                  }
                  errorOf={errorOf}
                  domId={domId}
                  labels={labels}
                  limits={limits}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className={styles.addRow}>
        <Button
          ref={addButtonRef}
          variant="secondary"
          size="small"
          icon={<PlusIcon />}
          disabled={full}
          aria-describedby={countId}
          onClick={add}
        >
          {type === 'Education' ? labels.addEducation : labels.addExperience}
        </Button>
        <span id={countId} className={counterClass({ level: count.level })}>
          {count.text}
        </span>
      </div>
      {groupError ? <FieldError id={groupErrorId}>{groupError}</FieldError> : null}
      <ConfirmDialog
        open={removal !== null}
        title={labels.removeEntryTitle}
        message={removal ? labels.removeEntryMessage(removal.name) : ''}
        confirmLabel={labels.confirmRemove}
        cancelLabel={labels.cancel}
        onConfirm={() => {
          if (removal) remove(removal.entry.key);
          setRemoval(null);
        }}
        onCancel={() => setRemoval(null)}
      />
    </fieldset>
  );
}

interface EntryFieldsProps {
  type: EntryQuestionType;
  questionId: string;
  name: string;
  entry: EntryDraft;
  onChange: (patch: Partial<EntryDraft>) => void;
  onRemove: () => void;
  errorOf: (key: string) => string | undefined;
  domId: (key: string) => string;
  labels: ApplicationFormLabels;
  limits: ApplicationFormLimits;
}

function EntryFields({
  type,
  questionId,
  name,
  entry,
  onChange,
  onRemove,
  errorOf,
  domId,
  labels,
  limits,
}: EntryFieldsProps) {
  const { fields, requiredFields } = entryFieldNames[type];
  const names: Record<string, string> =
    type === 'Education' ? { ...labels.education } : { ...labels.experience };
  const currentLabel =
    type === 'Education'
      ? labels.education.currentlyStudyingHere
      : labels.experience.currentlyWorkingInThisRole;
  const keyOf = (fieldName: string) => entryFieldKey(questionId, entry.key, fieldName);
  const props = (fieldName: string) => ({
    id: domId(keyOf(fieldName)),
    label: names[fieldName] ?? fieldName,
    error: errorOf(keyOf(fieldName)),
  });
  const maxLength = (fieldName: string) => entryFieldLimit(limits, type, fieldName);
  return (
    <fieldset className={styles.entry}>
      <legend className={styles.entryLegend}>{name}</legend>
      {fields.map((fieldName) => (
        <TextField
          key={fieldName}
          {...props(fieldName)}
          required={requiredFields.includes(fieldName)}
          maxLength={maxLength(fieldName)}
          value={entry.fields[fieldName] ?? ''}
          onChange={(text) => onChange({ fields: { ...entry.fields, [fieldName]: text } })}
        />
      ))}
      <DateField
        {...props('startDate')}
        min={limits.dates.earliest}
        max={limits.dates.latest}
        value={entry.startDate}
        onChange={(startDate) => onChange({ startDate })}
      />
      <DateField
        {...props('endDate')}
        min={limits.dates.earliest}
        max={limits.dates.latest}
        value={entry.current ? '' : entry.endDate}
        disabled={entry.current}
        onChange={(endDate) => onChange({ endDate })}
      />
      <div className={styles.entryWide}>
        <Checkbox
          id={domId(keyOf('current'))}
          label={currentLabel}
          checked={entry.current}
          onChange={(current) => onChange({ current })}
        />
      </div>
      <div className={styles.entryWide}>
        <TextArea
          {...props('description')}
          maxLength={maxLength('description')}
          rows={3}
          value={entry.description}
          onChange={(description) => onChange({ description })}
        />
      </div>
      <div className={styles.entryActions}>
        <Button
          variant="ghost"
          size="small"
          aria-label={labels.removeEntryOf(name)}
          onClick={onRemove}
        >
          {labels.removeEntry}
        </Button>
      </div>
    </fieldset>
  );
}
