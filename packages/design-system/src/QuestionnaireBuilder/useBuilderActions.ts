import { useMemo, useRef } from 'react';
import {
  type BuilderElementType,
  createBuilderElement,
  type SwitchableSpecialType,
} from '../questionnaire/builderForm.ts';
import { createElementId } from '../questionnaire/createElementId.ts';
import { toast } from '../Toast/Toast.tsx';
import type { OpenAddMenu } from './AddElementMenu.tsx';
import type { BuilderAction, BuilderState } from './builderState.ts';
import type { RowActions } from './ElementRow.tsx';
import type { QuestionnaireBuilderLabels } from './labels.ts';

/** Everything the builder's parts can ask for. */
export interface BuilderActions extends RowActions {
  add: (type: BuilderElementType, afterId: string | null) => void;
  move: (id: string, toIndex: number) => void;
  startEditingName: () => void;
  saveName: (name: string) => void;
  cancelEditingName: () => void;
  /** A left-panel switch: adds the element at the end, or removes every one of its type. */
  toggleSpecial: (type: SwitchableSpecialType, on: boolean) => void;
}

/**
 * The callbacks handed to rows and editors. They are created once and read the latest state
 * and labels through refs, so that memoised rows do not re-render when another row changes.
 */
export function useBuilderActions(
  state: BuilderState,
  labels: QuestionnaireBuilderLabels,
  dispatch: (action: BuilderAction) => void,
  focusRequest: { current: string | null },
  openAddMenu: OpenAddMenu,
) {
  const latest = useRef({ state, labels });
  latest.current = { state, labels };
  return useMemo(() => {
    const previousId = (id: string) => {
      const { elements } = latest.current.state;
      const index = elements.findIndex((element) => element.id === id);
      return elements[index - 1]?.id ?? null;
    };
    const focusAddMenuAfter = (id: string | null) => {
      focusRequest.current = `add:${id ?? 'start'}`;
    };
    const actions: BuilderActions = {
      openAddMenu,
      add: (type, afterId) => {
        const id = createElementId();
        const element = createBuilderElement(type, id, latest.current.labels.elementTypes[type]);
        dispatch({ type: 'addElement', element, afterId, openEditor: true });
      },
      edit: (id) => dispatch({ type: 'startEditingElement', id }),
      duplicate: (id) => dispatch({ type: 'duplicateElement', id, newId: createElementId() }),
      remove: (id) => {
        focusAddMenuAfter(previousId(id));
        dispatch({ type: 'deleteElement', id });
      },
      save: (element) => {
        focusRequest.current = `edit:${element.id}`;
        dispatch({ type: 'saveElement', element });
      },
      cancel: () => {
        const { editing } = latest.current.state;
        if (editing?.kind !== 'element') return;
        if (editing.isNew) focusAddMenuAfter(previousId(editing.id));
        else focusRequest.current = `edit:${editing.id}`;
        dispatch({ type: 'cancelEditingElement' });
      },
      move: (id, toIndex) => dispatch({ type: 'moveElement', id, toIndex }),
      startEditingName: () => dispatch({ type: 'startEditingName' }),
      saveName: (name) => {
        focusRequest.current = 'name';
        dispatch({ type: 'saveName', name });
      },
      cancelEditingName: () => {
        focusRequest.current = 'name';
        dispatch({ type: 'cancelEditingName' });
      },
      toggleSpecial: (type, on) => {
        const { state: current, labels: texts } = latest.current;
        const name = texts.elementTypes[type];
        if (on) {
          const element = createBuilderElement(type, createElementId(), name);
          const lastId = current.elements.at(-1)?.id ?? null;
          dispatch({ type: 'addElement', element, afterId: lastId, openEditor: false });
          toast.success({ title: texts.elementAdded(name) });
        } else {
          dispatch({ type: 'removeElementsOfType', elementType: type });
          toast.success({ title: texts.elementRemoved(name) });
        }
      },
    };
    return actions;
  }, [dispatch, focusRequest, openAddMenu]);
}
