// Keyboard steps for play functions.
import { expect, userEvent } from 'storybook/test';

/** Presses Tab until `target` has the focus (at most `maxSteps` times), as a keyboard user does. */
export async function tabTo(target: HTMLElement, maxSteps = 20) {
  for (let step = 0; step < maxSteps && target.ownerDocument.activeElement !== target; step += 1)
    await userEvent.tab();
  await expect(target).toHaveFocus();
}
