// Keyboard steps for the play functions of select stories.
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Tabs to the select, opens its list with ArrowDown, and waits until the list has the focus (keys go there). */
export async function openWithKeyboard(canvasElement: HTMLElement, select: HTMLElement) {
  await userEvent.tab();
  await expect(select).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  // Keys go to the list once it has taken focus from the button.
  await waitFor(() => expect(listbox).toHaveFocus());
}
