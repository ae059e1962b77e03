// The builder's state and every change to it, as one pure reducer: the rules of spec part 1 §4
// "Element editing" live here, so that they hold however the UI calls them.

import type { QuestionnaireStructure } from '@ats/domain';
import { fromQuestionnaireStructure } from '../questionnaire/builderConversion.ts';
import {
  type BuilderElement,
  type BuilderElementType,
  canDeleteElement,
  canDuplicateElement,
  canEditElement,
} from '../questionnaire/builderForm.ts';
import { createElementId } from '../questionnaire/createElementId.ts';
import type { QuestionnaireBuilderLabels } from './labels.ts';

/** What is open for editing: nothing, the name, or one element (`isNew` until first saved). */
export type Editing = null | { kind: 'name' } | { kind: 'element'; id: string; isNew: boolean };

export interface BuilderState {
  name: string;
  elements: BuilderElement[];
  editing: Editing;
}

export type BuilderAction =
  | { type: 'startEditingName' }
  | { type: 'saveName'; name: string }
  | { type: 'cancelEditingName' }
  /**
   * Inserts `element` after the element `afterId` (first when null); with `openEditor` it
   * opens for editing if it has an editor (breaks and fixed elements never do).
   */
  | { type: 'addElement'; element: BuilderElement; afterId: string | null; openEditor: boolean }
  | { type: 'startEditingElement'; id: string }
  | { type: 'saveElement'; element: BuilderElement }
  | { type: 'cancelEditingElement' }
  | { type: 'deleteElement'; id: string }
  | { type: 'duplicateElement'; id: string; newId: string }
  | { type: 'moveElement'; id: string; toIndex: number }
  /** Removes every element of the type (a left-panel switch turned off). */
  | { type: 'removeElementsOfType'; elementType: BuilderElementType };

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'startEditingName':
      return state.editing ? state : { ...state, editing: { kind: 'name' } };
    case 'saveName':
      if (state.editing?.kind !== 'name' || action.name.trim() === '') return state;
      return { ...state, name: action.name.trim(), editing: null };
    case 'cancelEditingName':
      return state.editing?.kind === 'name' ? { ...state, editing: null } : state;
    case 'addElement': {
      if (state.editing) return state;
      // An unknown afterId (gone meanwhile) adds at the end rather than losing the element.
      const afterIndex =
        action.afterId === null
          ? -1
          : indexOrLast(
              state.elements.findIndex((element) => element.id === action.afterId),
              state.elements,
            );
      const elements = [
        ...state.elements.slice(0, afterIndex + 1),
        action.element,
        ...state.elements.slice(afterIndex + 1),
      ];
      const editing: Editing =
        action.openEditor && canEditElement(action.element.$type)
          ? { kind: 'element', id: action.element.id, isNew: true }
          : null;
      return { ...state, elements, editing };
    }
    case 'startEditingElement': {
      const element = state.elements.find((candidate) => candidate.id === action.id);
      if (state.editing || !element || !canEditElement(element.$type)) return state;
      return { ...state, editing: { kind: 'element', id: action.id, isNew: false } };
    }
    case 'saveElement': {
      if (state.editing?.kind !== 'element' || state.editing.id !== action.element.id) return state;
      return {
        ...state,
        elements: state.elements.map((element) =>
          element.id === action.element.id ? action.element : element,
        ),
        editing: null,
      };
    }
    case 'cancelEditingElement': {
      const { editing } = state;
      if (editing?.kind !== 'element') return state;
      // Cancelling an add removes the element; cancelling an edit keeps it as it was.
      const elements = editing.isNew
        ? state.elements.filter((element) => element.id !== editing.id)
        : state.elements;
      return { ...state, elements, editing: null };
    }
    case 'deleteElement': {
      const element = state.elements.find((candidate) => candidate.id === action.id);
      if (state.editing || !element || !canDeleteElement(element, state.elements)) return state;
      return { ...state, elements: state.elements.filter((other) => other.id !== action.id) };
    }
    case 'duplicateElement': {
      const index = state.elements.findIndex((candidate) => candidate.id === action.id);
      const element = state.elements[index];
      if (state.editing || !element || !canDuplicateElement(element.$type)) return state;
      const copy = { ...element, id: action.newId };
      return {
        ...state,
        elements: [...state.elements.slice(0, index + 1), copy, ...state.elements.slice(index + 1)],
      };
    }
    case 'moveElement': {
      const element = state.elements.find((candidate) => candidate.id === action.id);
      if (state.editing || !element) return state;
      const rest = state.elements.filter((other) => other.id !== action.id);
      const toIndex = Math.max(0, Math.min(action.toIndex, rest.length));
      return { ...state, elements: [...rest.slice(0, toIndex), element, ...rest.slice(toIndex)] };
    }
    case 'removeElementsOfType': {
      if (state.editing || action.elementType === 'Resume') return state;
      const elements = state.elements.filter((element) => element.$type !== action.elementType);
      return elements.length === state.elements.length ? state : { ...state, elements };
    }
  }
}

const indexOrLast = (index: number, elements: readonly BuilderElement[]) =>
  index === -1 ? elements.length - 1 : index;

/**
 * The state a builder opens with: the loaded questionnaire, or a new one with its default
 * name and one Resume element (required, since nobody can change it afterwards).
 */
export function createInitialState(
  initialName: string | undefined,
  initialStructure: QuestionnaireStructure | undefined,
  labels: QuestionnaireBuilderLabels,
): BuilderState {
  const elements = initialStructure
    ? fromQuestionnaireStructure(initialStructure).elements
    : [
        {
          id: createElementId(),
          $type: 'Resume' as const,
          question: labels.elementTypes.Resume,
          isRequired: true,
        },
      ];
  return { name: initialName ?? labels.defaultName, elements, editing: null };
}
