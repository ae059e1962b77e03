import type { QuestionnaireStructure } from '@ats/domain';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { mergeLabels } from '../private/mergeLabels.ts';
import { toQuestionnaireStructure } from '../questionnaire/builderConversion.ts';
import {
  type BuilderElement,
  canDeleteElement,
  elementLabel,
  isQuestionnaireValid,
} from '../questionnaire/builderForm.ts';
import { SortableList } from '../SortableList/SortableList.tsx';
import { AddElementButton, AddElementMenu, useAddElementMenu } from './AddElementMenu.tsx';
import { builderReducer, createInitialState } from './builderState.ts';
import { ElementRow, ElementRowStateContext } from './ElementRow.tsx';
import { FormButtons } from './FormButtons.tsx';
import { HeaderPreview } from './HeaderPreview.tsx';
import {
  defaultQuestionnaireBuilderLabels,
  type QuestionnaireBuilderLabelsInput,
} from './labels.ts';
import {
  defaultQuestionnaireBuilderLimits,
  type QuestionnaireBuilderLimitsInput,
} from './limits.ts';
import { NameSection } from './NameSection.tsx';
import * as styles from './QuestionnaireBuilder.css.ts';
import { SpecialElementSwitches, specialTypesIn } from './SpecialElementSwitches.tsx';
import type { QuestionnaireBuilderStatus } from './status.ts';
import { hasUnsavedChanges } from './unsavedChanges.ts';
import { useBuilderActions } from './useBuilderActions.ts';
import { useEditorInView } from './useEditorInView.ts';
import { useSubmission } from './useSubmission.ts';

/** What the builder submits: the body of the add call (the edit call adds the id). */
export interface QuestionnaireSubmission {
  questionnaireName: string;
  /** true for Save as draft, false for Save and activate (or Save of an active questionnaire). */
  isDraft: boolean;
  questionnaireStructure: QuestionnaireStructure;
}

export interface QuestionnaireBuilderProps {
  /** The saved name; a new questionnaire starts with `labels.defaultName`. Read once, like every initial prop. */
  initialName?: string;
  /** The saved structure; a new questionnaire starts with one Resume element. Read once: give the builder a `key` to load another. */
  initialStructure?: QuestionnaireStructure;
  /** `new` by default; a loaded questionnaire's status decides which submit buttons show. */
  status?: QuestionnaireBuilderStatus;
  /** Called by the submit buttons; while a returned promise is pending, that button spins and all are disabled. */
  onSubmit: (submission: QuestionnaireSubmission) => unknown;
  /** Called by the Cancel button (return to the list). */
  onCancel: () => void;
  /** The app is saving: every button is disabled and the last pressed one spins. */
  submitting?: boolean;
  /** Texts (all or some) replacing the English defaults, e.g. Polish. */
  labels?: QuestionnaireBuilderLabelsInput;
  /** Longest name, question, text and option, and most options (all or some); the defaults mirror the API contract. */
  limits?: QuestionnaireBuilderLimitsInput;
  /**
   * Called with true when the form comes to differ from what it opened with (an open editor
   * counts), and with false when it no longer does: e.g. to ask before leaving.
   */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The questionnaire builder (spec part 1 §2 "Questionnaire builder form"): switches for the
 * special elements, the name, a fixed preview of the personal data, the sortable list of
 * elements with add menus and inline editors, and the form's buttons. It takes and returns
 * plain data (the contract's QuestionnaireStructure) and knows nothing of any API. Its
 * headings start at level 2: place it under the page's `h1`.
 */
export function QuestionnaireBuilder({
  initialName,
  initialStructure,
  status = 'new',
  onSubmit,
  onCancel,
  submitting = false,
  labels: labelsInput,
  limits: limitsInput,
  onDirtyChange,
}: QuestionnaireBuilderProps) {
  const labels = useMemo(
    () => mergeLabels(defaultQuestionnaireBuilderLabels, labelsInput),
    [labelsInput],
  );
  // Limits are plain numbers; the labels' merge serves them as well.
  const limits = useMemo(
    () => mergeLabels(defaultQuestionnaireBuilderLimits, limitsInput),
    [limitsInput],
  );
  const [state, dispatch] = useReducer(builderReducer, undefined, () =>
    createInitialState(initialName, initialStructure, labels),
  );
  const [openedState] = useState(state);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<string | null>(null);
  const addMenu = useAddElementMenu();
  const actions = useBuilderActions(state, labels, dispatch, focusRequest, addMenu.open);
  const { busy, submitAction, submit } = useSubmission(submitting);

  // After a change closed an editor or removed an element, focus goes where the user can go on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the state change that asked for focus is on screen.
  useEffect(() => {
    const key = focusRequest.current;
    if (key === null || !rootRef.current) return;
    focusRequest.current = null;
    const target = rootRef.current.querySelector(`[data-focus-key="${CSS.escape(key)}"]`);
    const button = target?.matches('button') ? target : target?.querySelector('button');
    if (button instanceof HTMLElement) button.focus();
  }, [state]);

  const { editing, elements } = state;
  const locked = editing !== null || busy;
  const editingId = editing?.kind === 'element' ? editing.id : null;
  useEditorInView(rootRef, editingId);

  const dirty = useMemo(() => hasUnsavedChanges(openedState, state), [openedState, state]);
  const reportDirty = useRef(onDirtyChange);
  reportDirty.current = onDirtyChange;
  useEffect(() => {
    reportDirty.current?.(dirty);
  }, [dirty]);
  const rowState = useMemo(() => ({ editingId, locked }), [editingId, locked]);
  const valid = useMemo(
    () => isQuestionnaireValid(state.name, { elements }),
    [state.name, elements],
  );
  const presentSpecialTypes = useMemo(() => specialTypesIn(elements), [elements]);

  return (
    <div ref={rootRef} className={styles.builder}>
      <div className={styles.layout}>
        <SpecialElementSwitches
          present={presentSpecialTypes}
          disabled={locked}
          labels={labels}
          onToggle={actions.toggleSpecial}
        />
        <div className={styles.main}>
          <NameSection
            name={state.name}
            editing={editing?.kind === 'name'}
            locked={locked}
            labels={labels}
            limits={limits}
            onStartEditing={actions.startEditingName}
            onSave={actions.saveName}
            onCancel={actions.cancelEditingName}
          />
          <HeaderPreview labels={labels} />
          <div>
            <AddElementButton
              label={labels.addElementAtStart}
              afterId={null}
              disabled={locked}
              onOpen={actions.openAddMenu}
            />
            <ElementRowStateContext.Provider value={rowState}>
              <SortableList<BuilderElement>
                label={labels.elements}
                items={elements}
                disabled={locked}
                getItemLabel={(element) =>
                  elementLabel(element, labels.elementTypes[element.$type])
                }
                onMove={actions.move}
                moveUpLabel={labels.moveUp}
                moveDownLabel={labels.moveDown}
                dragHandleLabel={labels.dragHandle}
                movedAnnouncement={labels.moved}
                renderItem={(element) => (
                  <ElementRow
                    element={element}
                    deletable={canDeleteElement(element, elements)}
                    labels={labels}
                    limits={limits}
                    actions={actions}
                  />
                )}
              />
            </ElementRowStateContext.Provider>
          </div>
        </div>
      </div>
      <AddElementMenu menu={addMenu} labels={labels} onAdd={actions.add} />
      <FormButtons
        status={status}
        editing={editing !== null}
        valid={valid}
        busy={busy}
        submitAction={submitAction}
        labels={labels}
        onCancel={onCancel}
        onSubmit={(action) =>
          submit(action, () =>
            onSubmit({
              questionnaireName: state.name,
              isDraft: action === 'draft',
              questionnaireStructure: toQuestionnaireStructure({ elements }),
            }),
          )
        }
      />
    </div>
  );
}
