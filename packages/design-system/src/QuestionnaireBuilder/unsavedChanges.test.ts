import { describe, expect, it } from 'vitest';
import type { BuilderElement } from '../questionnaire/builderForm.ts';
import { type BuilderAction, type BuilderState, builderReducer } from './builderState.ts';
import { hasUnsavedChanges } from './unsavedChanges.ts';

const resume: BuilderElement = {
  id: 'resume',
  $type: 'Resume',
  question: 'Resume',
  isRequired: true,
};
const colour: BuilderElement = {
  id: 'colour',
  $type: 'SingleChoice',
  question: 'Favourite colour',
  isRequired: false,
  options: ['Red', 'Blue'],
};
const opened: BuilderState = { name: 'Form', elements: [resume, colour], editing: null };
const run = (...actions: BuilderAction[]) => actions.reduce(builderReducer, opened);

describe('hasUnsavedChanges', () => {
  it('is false for the form as it opened', () => {
    expect(hasUnsavedChanges(opened, opened)).toBe(false);
  });

  it('is true once the name, an element or the order changed', () => {
    expect(
      hasUnsavedChanges(
        opened,
        run({ type: 'startEditingName' }, { type: 'saveName', name: 'New' }),
      ),
    ).toBe(true);
    expect(hasUnsavedChanges(opened, run({ type: 'deleteElement', id: 'colour' }))).toBe(true);
    expect(hasUnsavedChanges(opened, run({ type: 'moveElement', id: 'colour', toIndex: 0 }))).toBe(
      true,
    );
    expect(
      hasUnsavedChanges(
        opened,
        run(
          { type: 'startEditingElement', id: 'colour' },
          { type: 'saveElement', element: { ...colour, options: ['Red', 'Green'] } },
        ),
      ),
    ).toBe(true);
  });

  it('is true while an editor is open, whatever it holds', () => {
    expect(hasUnsavedChanges(opened, run({ type: 'startEditingElement', id: 'colour' }))).toBe(
      true,
    );
    expect(hasUnsavedChanges(opened, run({ type: 'startEditingName' }))).toBe(true);
  });

  it('is false again when the changes were undone', () => {
    const movedBack = run(
      { type: 'moveElement', id: 'colour', toIndex: 0 },
      { type: 'moveElement', id: 'colour', toIndex: 1 },
    );
    expect(movedBack.elements).not.toBe(opened.elements);
    expect(hasUnsavedChanges(opened, movedBack)).toBe(false);
    // Saved without a change: equal values, in another key order, as an editor builds them.
    const resaved = run(
      { type: 'startEditingElement', id: 'colour' },
      {
        type: 'saveElement',
        element: {
          options: ['Red', 'Blue'],
          isRequired: false,
          question: 'Favourite colour',
          $type: 'SingleChoice',
          id: 'colour',
        },
      },
    );
    expect(hasUnsavedChanges(opened, resaved)).toBe(false);
    expect(
      hasUnsavedChanges(opened, run({ type: 'startEditingName' }, { type: 'cancelEditingName' })),
    ).toBe(false);
  });
});
