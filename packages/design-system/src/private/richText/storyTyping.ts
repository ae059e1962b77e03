// Typing steps for the rich text editor's play functions.

/** Lets the editor read what the browser just did (DOM mutations and selection changes arrive asynchronously). */
function settle(milliseconds = 20): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

// ProseMirror writes its selection back into the page 20 ms after it gains the focus; a
// person never types that fast, a play function would, and its first letters would jump.
const afterFocus = 100;

/**
 * Types `text` into the focused editable element one character at a time through the
 * browser's own editing (`insertText`: beforeinput, the DOM change, input), which is what
 * ProseMirror reads from a real keyboard. testing-library's simulated typing writes into a
 * contenteditable on its own and loses ProseMirror's caret.
 */
export async function typeText(text: string): Promise<void> {
  for (const character of text) {
    document.execCommand('insertText', false, character);
    await settle();
  }
}

/** Deletes the character before the caret as Backspace does (the browser's own `delete`). */
export async function pressBackspace(times = 1): Promise<void> {
  for (let count = 0; count < times; count += 1) {
    document.execCommand('delete');
    await settle();
  }
}

// Clicks are left out on purpose: testing-library's pointer events carry no real coordinates,
// and ProseMirror places the caret of a click from its coordinates (the start of the text).

/** Focuses the editable text (the caret where the editor last had it) and waits for the editor. */
export async function focusText(editor: HTMLElement): Promise<void> {
  editor.focus();
  await settle(afterFocus);
}

/** Focuses the text and puts the caret at the end of `element`'s text, as a click there does. */
export async function placeCaretAtEnd(element: Element): Promise<void> {
  editableAround(element).focus();
  await settle(afterFocus);
  const selection = document.getSelection();
  selection?.selectAllChildren(element);
  selection?.collapseToEnd();
  await settle(afterFocus);
}

/** Focuses the text and selects `element`'s text, as a drag over it does. */
export async function selectText(element: Element): Promise<void> {
  editableAround(element).focus();
  await settle(afterFocus);
  document.getSelection()?.selectAllChildren(element);
  await settle(afterFocus);
}

function editableAround(element: Element): HTMLElement {
  const editable = element.closest<HTMLElement>('[contenteditable="true"]');
  if (!editable) throw new Error('The element is not inside an editable text.');
  return editable;
}
