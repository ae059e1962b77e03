import { createContext, memo, type ReactNode, useContext } from 'react';
import { iconButton } from '../IconButton/IconButton.css.ts';
import { CopyIcon, DeleteIcon, EditIcon } from '../icons/icons.tsx';
import {
  type BuilderElement,
  canDuplicateElement,
  canEditElement,
  elementLabel,
  isBreak,
  isChoiceElement,
  isTextElement,
} from '../questionnaire/builderForm.ts';
import { AddElementButton, type OpenAddMenu } from './AddElementMenu.tsx';
import { ElementEditor } from './ElementEditor.tsx';
import type { QuestionnaireBuilderLabels } from './labels.ts';
import type { QuestionnaireBuilderLimits } from './limits.ts';
import * as styles from './QuestionnaireBuilder.css.ts';

/** What a row can ask of the builder; one stable object, so that rows re-render only when their own props change. */
export interface RowActions {
  openAddMenu: OpenAddMenu;
  edit: (id: string) => void;
  duplicate: (id: string) => void;
  remove: (id: string) => void;
  save: (element: BuilderElement) => void;
  cancel: () => void;
}

/** What every row must follow at once: the element being edited, and whether tools are locked. */
export interface ElementRowState {
  /** The element whose editor is open, if any. */
  editingId: string | null;
  /** Something is being edited or submitted: every tool is disabled. */
  locked: boolean;
}

/**
 * Rows read the editing state from context rather than props: when editing starts or ends,
 * every row re-renders, but the list's row shells (with their drag hooks) do not.
 */
export const ElementRowStateContext = createContext<ElementRowState>({
  editingId: null,
  locked: false,
});

interface ElementRowProps {
  element: BuilderElement;
  /** The element may be deleted (the last Resume may not). */
  deletable: boolean;
  labels: QuestionnaireBuilderLabels;
  /** The limits of the element's editor. */
  limits: QuestionnaireBuilderLimits;
  actions: RowActions;
}

/** One element of the list: its preview and tools, or its editor; then the add menu after it. */
export const ElementRow = memo(function ElementRow({
  element,
  deletable,
  labels,
  limits,
  actions,
}: ElementRowProps) {
  const { editingId, locked } = useContext(ElementRowStateContext);
  const isEditing = editingId === element.id;
  const typeName = labels.elementTypes[element.$type];
  const name = elementLabel(element, typeName);
  return (
    <div className={styles.row}>
      {isEditing ? (
        <ElementEditor
          element={element}
          elementName={name}
          labels={labels}
          limits={limits}
          onSave={actions.save}
          onCancel={actions.cancel}
        />
      ) : (
        <div className={styles.rowMain}>
          <ElementPreview element={element} typeName={typeName} labels={labels} />
          <div className={styles.tools}>
            {canEditElement(element.$type) ? (
              <ToolButton
                label={labels.editElement(name)}
                icon={editIcon}
                disabled={locked}
                onClick={() => actions.edit(element.id)}
                focusKey={`edit:${element.id}`}
              />
            ) : null}
            {canDuplicateElement(element.$type) ? (
              <ToolButton
                label={labels.duplicateElement(name)}
                icon={copyIcon}
                disabled={locked}
                onClick={() => actions.duplicate(element.id)}
              />
            ) : null}
            {deletable ? (
              <ToolButton
                label={labels.deleteElement(name)}
                icon={deleteIcon}
                critical
                disabled={locked}
                onClick={() => actions.remove(element.id)}
              />
            ) : null}
          </div>
        </div>
      )}
      <AddElementButton
        label={labels.addElementAfter(name)}
        afterId={element.id}
        disabled={locked}
        onOpen={actions.openAddMenu}
      />
    </div>
  );
});

// Created once: React skips an element it has rendered before, so locking hundreds of rows
// does not redraw their icons.
const editIcon = <EditIcon />;
const copyIcon = <CopyIcon />;
const deleteIcon = <DeleteIcon />;

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
  critical?: boolean;
  focusKey?: string;
}

/**
 * An icon button of a row: a plain button with IconButton's look. Rows are many (hundreds)
 * and all re-render when editing starts or ends, so their buttons skip Ariakit's hooks.
 */
function ToolButton({ label, icon, disabled, onClick, critical, focusKey }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={iconButton({ size: 'small', tone: critical ? 'critical' : 'neutral' })}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      data-focus-key={focusKey}
    >
      {icon}
    </button>
  );
}

const ElementPreview = memo(function ElementPreview({
  element,
  typeName,
  labels,
}: {
  element: BuilderElement;
  typeName: string;
  labels: QuestionnaireBuilderLabels;
}) {
  if (isBreak(element)) return <div className={styles.breakLine}>{typeName}</div>;
  if (isTextElement(element)) {
    return (
      <div className={styles.summary}>
        <div className={styles.typeLine}>{typeName}</div>
        <p className={element.$type === 'Header' ? styles.headerText : styles.paragraphText}>
          {element.text}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.summary}>
      <div className={styles.typeLine}>
        <span>{typeName}</span>
        {element.isRequired ? (
          <span className={styles.requiredMark}>{labels.requiredMark}</span>
        ) : null}
      </div>
      <p className={styles.questionText}>{element.question}</p>
      {isChoiceElement(element) ? (
        <ul className={styles.optionList}>
          {element.options.map((option, index) => (
            // Options may repeat while being written; their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>{option}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
