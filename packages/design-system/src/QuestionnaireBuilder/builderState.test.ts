import { describe, expect, it } from 'vitest';
import type { BuilderElement } from '../questionnaire/builderForm.ts';
import { type BuilderAction, type BuilderState, builderReducer } from './builderState.ts';

const resume: BuilderElement = {
  id: 'resume',
  $type: 'Resume',
  question: 'Resume',
  isRequired: true,
};
const salary: BuilderElement = {
  id: 'salary',
  $type: 'SingleLineText',
  question: 'Salary',
  isRequired: false,
};
const pageBreak: BuilderElement = { id: 'page', $type: 'PageBreak' };

const start: BuilderState = { name: 'Form', elements: [resume, salary], editing: null };
const run = (state: BuilderState, ...actions: BuilderAction[]) =>
  actions.reduce(builderReducer, state);
const ids = (state: BuilderState) => state.elements.map((element) => element.id);

describe('builderReducer (spec part 1 §4 "Element editing")', () => {
  it('opens an added element for editing, except breaks and fixed elements', () => {
    const added = run(start, {
      type: 'addElement',
      element: { id: 'q', $type: 'MultiLineText', question: 'Why?', isRequired: false },
      afterId: 'resume',
      openEditor: true,
    });
    expect(ids(added)).toEqual(['resume', 'q', 'salary']);
    expect(added.editing).toEqual({ kind: 'element', id: 'q', isNew: true });

    const withBreak = run(start, {
      type: 'addElement',
      element: pageBreak,
      afterId: null,
      openEditor: true,
    });
    expect(ids(withBreak)).toEqual(['page', 'resume', 'salary']);
    expect(withBreak.editing).toBeNull();

    const education: BuilderElement = {
      id: 'e',
      $type: 'Education',
      question: 'Education',
      isRequired: false,
    };
    expect(
      run(start, { type: 'addElement', element: education, afterId: 'salary', openEditor: true })
        .editing,
    ).toBeNull();
  });

  it('removes an added element on cancel, and keeps an edited one as it was', () => {
    const element: BuilderElement = { id: 'q', $type: 'Header', text: 'Header' };
    const cancelledAdd = run(
      start,
      { type: 'addElement', element, afterId: 'salary', openEditor: true },
      { type: 'cancelEditingElement' },
    );
    expect(cancelledAdd).toEqual(start);

    const cancelledEdit = run(
      start,
      { type: 'startEditingElement', id: 'salary' },
      { type: 'cancelEditingElement' },
    );
    expect(cancelledEdit.elements).toEqual(start.elements);
    expect(cancelledEdit.editing).toBeNull();
  });

  it('saves the edited element and ends editing', () => {
    const changed: BuilderElement = {
      ...salary,
      $type: 'MultiLineText',
      question: 'Expected salary',
    };
    const saved = run(
      start,
      { type: 'startEditingElement', id: 'salary' },
      { type: 'saveElement', element: changed },
    );
    expect(saved.elements).toEqual([resume, changed]);
    expect(saved.editing).toBeNull();
  });

  it('edits one element at a time; meanwhile adding, moving, deleting and duplicating do nothing', () => {
    const editing = run(start, { type: 'startEditingElement', id: 'salary' });
    const attempts: BuilderAction[] = [
      { type: 'startEditingElement', id: 'salary' },
      { type: 'startEditingName' },
      { type: 'addElement', element: pageBreak, afterId: null, openEditor: false },
      { type: 'moveElement', id: 'salary', toIndex: 0 },
      { type: 'deleteElement', id: 'salary' },
      { type: 'duplicateElement', id: 'resume', newId: 'copy' },
      { type: 'removeElementsOfType', elementType: 'SingleLineText' },
    ];
    for (const attempt of attempts)
      expect(builderReducer(editing, attempt), attempt.type).toBe(editing);
  });

  it('never edits breaks or fixed elements', () => {
    const state = { ...start, elements: [resume, pageBreak, salary] };
    expect(run(state, { type: 'startEditingElement', id: 'page' })).toBe(state);
    expect(run(state, { type: 'startEditingElement', id: 'resume' })).toBe(state);
  });

  it('duplicates special elements right after themselves, and nothing else', () => {
    const duplicated = run(start, { type: 'duplicateElement', id: 'resume', newId: 'copy' });
    expect(ids(duplicated)).toEqual(['resume', 'copy', 'salary']);
    expect(duplicated.elements[1]).toEqual({ ...resume, id: 'copy' });
    expect(run(start, { type: 'duplicateElement', id: 'salary', newId: 'copy' })).toBe(start);
  });

  it('never deletes the last Resume', () => {
    expect(run(start, { type: 'deleteElement', id: 'resume' })).toBe(start);
    const twoResumes = run(start, { type: 'duplicateElement', id: 'resume', newId: 'copy' });
    expect(ids(run(twoResumes, { type: 'deleteElement', id: 'resume' }))).toEqual([
      'copy',
      'salary',
    ]);
    expect(ids(run(start, { type: 'deleteElement', id: 'salary' }))).toEqual(['resume']);
  });

  it('moves an element to its final index', () => {
    const state = { ...start, elements: [resume, salary, pageBreak] };
    expect(ids(run(state, { type: 'moveElement', id: 'resume', toIndex: 2 }))).toEqual([
      'salary',
      'page',
      'resume',
    ]);
    expect(ids(run(state, { type: 'moveElement', id: 'page', toIndex: 0 }))).toEqual([
      'page',
      'resume',
      'salary',
    ]);
  });

  it('removes every element of a switched-off type, never the Resume', () => {
    const photo: BuilderElement = {
      id: 'p1',
      $type: 'Photo',
      question: 'Photo',
      isRequired: false,
    };
    const state = { ...start, elements: [resume, photo, salary, { ...photo, id: 'p2' }] };
    expect(ids(run(state, { type: 'removeElementsOfType', elementType: 'Photo' }))).toEqual([
      'resume',
      'salary',
    ]);
    expect(run(state, { type: 'removeElementsOfType', elementType: 'Resume' })).toBe(state);
  });

  it('saves a trimmed, non-blank name only while the name is edited', () => {
    expect(run(start, { type: 'saveName', name: 'Other' })).toBe(start);
    const editing = run(start, { type: 'startEditingName' });
    expect(run(editing, { type: 'saveName', name: '   ' })).toBe(editing);
    expect(run(editing, { type: 'saveName', name: ' Backend ' })).toEqual({
      ...start,
      name: 'Backend',
    });
    expect(run(editing, { type: 'cancelEditingName' })).toEqual(start);
  });
});
