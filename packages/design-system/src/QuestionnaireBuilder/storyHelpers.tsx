// What the builder's stories share: the toaster, a harness that reloads what was saved, and
// ways to read the list as a user sees it.

import type { QuestionnaireStructure } from '@ats/domain';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '../Toast/Toast.tsx';
import { QuestionnaireBuilder, type QuestionnaireBuilderProps } from './QuestionnaireBuilder.tsx';

/** Toasts of the switches need the Toaster an app renders once. */
export const withToaster: Decorator = (Story) => (
  <>
    <Toaster />
    <Story />
  </>
);

/**
 * Loads what was just saved into a fresh builder, as the edit screen does after a save:
 * load(save(form)) on screen.
 */
export function ReloadingBuilder(props: QuestionnaireBuilderProps) {
  const [saved, setSaved] = useState<QuestionnaireStructure | undefined>(props.initialStructure);
  const [loads, setLoads] = useState(0);
  return (
    <QuestionnaireBuilder
      key={loads}
      {...props}
      initialStructure={saved}
      onSubmit={(submission) => {
        props.onSubmit(submission);
        setSaved(submission.questionnaireStructure);
        setLoads((count) => count + 1);
      }}
    />
  );
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The elements as listed, by the name each row's add menu gives them. */
export function listedElements(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('button', { name: /^Add element after: / })
    .map((button) => (button.getAttribute('aria-label') ?? '').replace('Add element after: ', ''));
}

/** The list item of the element with this name. */
export function rowOf(canvasElement: HTMLElement, name: string): HTMLElement {
  const button = within(canvasElement).getByRole('button', { name: `Add element after: ${name}` });
  const row = button.closest('li');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** Opens an add menu and picks a type. */
export async function addElement(canvasElement: HTMLElement, menuName: string, type: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: menuName }));
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('menuitem', { name: type }));
}

/** Picks an option of an Ariakit Select by the select's name. */
export async function chooseOption(canvasElement: HTMLElement, selectName: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: selectName }));
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('option', { name: option }));
}

/** Waits until the element has focus and its whole text is selected (spec: name editor). */
export async function expectFocusedAndSelected(field: HTMLElement) {
  await waitFor(() => expect(field).toHaveFocus());
  const input = field as HTMLInputElement;
  await expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
}
