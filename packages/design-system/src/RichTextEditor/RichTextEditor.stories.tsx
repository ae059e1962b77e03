import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { withValueState } from '../private/field/withValueState.tsx';
import {
  demoJobDescription,
  formattedJobDescription,
  polishJobDescription,
} from '../private/richText/richTextStoryData.ts';
import {
  focusText,
  placeCaretAtEnd,
  pressBackspace,
  selectText,
  typeText,
} from '../private/richText/storyTyping.ts';
import { tabTo } from '../private/storyKeyboard.ts';
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor.tsx';

const ControlledEditor = withValueState(RichTextEditor);

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Job description', value: '', onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledEditor {...args} />,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

function editorOf(canvasElement: HTMLElement, name = 'Job description'): HTMLElement {
  return within(canvasElement).getByRole('textbox', { name });
}

/** The document the last onChange call sent. */
function lastDocument(onChange: unknown): { type: string; content: unknown[] } {
  const calls = (onChange as { mock: { calls: [string][] } }).mock.calls;
  const last = calls[calls.length - 1];
  if (!last) throw new Error('onChange was never called.');
  return JSON.parse(last[0]);
}

/** A parent that hands each value back late, as a busy page does while the user types on. */
function SlowParentEditor(props: Parameters<typeof RichTextEditor>[0]) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setTimeout(() => setValue(next), 40);
      }}
    />
  );
}

export const SlowParent: Story = {
  render: (args) => <SlowParentEditor {...args} />,
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await focusText(editor);
    // Each late echo of an earlier value must not replace the document (the caret would jump).
    for (const character of 'Steady typing') {
      await typeText(character);
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(editor).toHaveTextContent('Steady typing');
  },
};

/** An editor with a button outside it inserting a placeholder through the `ref` handle. */
function EditorWithInsertButton(props: Parameters<typeof RichTextEditor>[0]) {
  const editorRef = useRef<RichTextEditorHandle>(null);
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <ControlledEditor {...props} ref={editorRef} />
      <div>
        <Button
          variant="secondary"
          size="small"
          onClick={() => editorRef.current?.insertText('{candidateFirstName}')}
        >
          Insert {'{candidateFirstName}'}
        </Button>
      </div>
    </Box>
  );
}

const greeting = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Dear , welcome aboard.' }] }],
});

/** Puts the caret after the first `offset` characters of `paragraph`'s text, as a click there does. */
async function placeCaretAt(paragraph: Element, offset: number): Promise<void> {
  const textNode = paragraph.firstChild;
  if (!textNode) throw new Error('The paragraph has no text.');
  await placeCaretAtEnd(paragraph);
  document.getSelection()?.collapse(textNode, offset);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

export const InsertingTextAtTheCursor: Story = {
  args: { value: greeting },
  render: (args) => <EditorWithInsertButton {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    const paragraph = editor.querySelector('p');
    if (!paragraph) throw new Error('The text has no paragraph.');
    await placeCaretAt(paragraph, 'Dear '.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Insert {candidateFirstName}' }));
    await waitFor(() =>
      expect(editor).toHaveTextContent('Dear {candidateFirstName}, welcome aboard.'),
    );
    // The text has the focus again, the cursor after the token: typing goes on there.
    await waitFor(() => expect(editor).toHaveFocus());
    await typeText('!');
    await waitFor(() =>
      expect(editor).toHaveTextContent('Dear {candidateFirstName}!, welcome aboard.'),
    );
    await expect(lastDocument(args.onChange)).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Dear {candidateFirstName}!, welcome aboard.' }],
        },
      ],
    });
    // The insert is an undo step of its own, after the typing.
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() =>
      expect(editor).toHaveTextContent('Dear {candidateFirstName}, welcome aboard.'),
    );
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(editor).toHaveTextContent(/^Dear , welcome aboard\.$/));
  },
};

export const InsertingTextOverASelection: Story = {
  args: { value: formattedJobDescription },
  render: (args) => <EditorWithInsertButton {...args} />,
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    const strong = editor.querySelector('strong');
    if (!strong) throw new Error('The text has no bold words.');
    await selectText(strong);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Insert {candidateFirstName}' }),
    );
    // The selected words are replaced, and the token keeps their formatting (one run of text).
    await waitFor(() =>
      expect(editor).toHaveTextContent('looking for a {candidateFirstName} to join'),
    );
    await expect(editor.querySelector('strong')).toHaveTextContent(/^\{candidateFirstName\}$/);
    await waitFor(() => expect(editor).toHaveFocus());
  },
};

export const InsertingTextBeforeAnyFocus: Story = {
  args: { value: greeting },
  render: (args) => <EditorWithInsertButton {...args} />,
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    // The editor never had the cursor: the token goes at the end, not before "Dear".
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Insert {candidateFirstName}' }),
    );
    await waitFor(() =>
      expect(editor).toHaveTextContent('Dear , welcome aboard.{candidateFirstName}'),
    );
    await waitFor(() => expect(editor).toHaveFocus());
  },
};

export const InsertingTextWhenDisabled: Story = {
  args: { value: greeting, disabled: true },
  render: (args) => <EditorWithInsertButton {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Insert {candidateFirstName}' }),
    );
    await expect(editorOf(canvasElement)).toHaveTextContent(/^Dear , welcome aboard\.$/);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = editorOf(canvasElement);
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await focusText(editor);
    await typeText('Hello team');
    await waitFor(() => expect(editor).toHaveTextContent('Hello team'));
    await expect(lastDocument(args.onChange)).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello team' }] }],
    });
    // Leaving the text tells the form (react-final-form marks the field as touched).
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const BoldByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await focusText(editor);
    await typeText('Plain ');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await typeText('strong');
    await waitFor(() => expect(editor.querySelector('strong')).toHaveTextContent('strong'));
    await userEvent.keyboard('{Control>}b{/Control}');
    await typeText(' again');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await expect(editor).toHaveTextContent('Plain strong again');
    await expect(editor.querySelectorAll('strong')).toHaveLength(1);
    // Italic the same way, and undo removes the last typing.
    await userEvent.keyboard('{Control>}i{/Control}');
    await typeText('!');
    await waitFor(() => expect(editor.querySelector('em')).toHaveTextContent('!'));
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(editor.querySelector('em')).toBeNull());
    await userEvent.keyboard('{Shift>}{Control>}z{/Control}{/Shift}');
    await waitFor(() => expect(editor.querySelector('em')).toHaveTextContent('!'));
  },
};

export const MakingAList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await focusText(editor);
    await typeText('Skills');
    const bullets = canvas.getByRole('button', { name: 'Bulleted list' });
    await userEvent.click(bullets);
    await expect(bullets).toHaveAttribute('aria-pressed', 'true');
    // The click left the focus in the text: typing goes on.
    await expect(editor).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await typeText('React');
    await userEvent.keyboard('{Enter}');
    await typeText('TypeScript');
    await waitFor(() => expect(editor.querySelectorAll('ul > li')).toHaveLength(3));
    // Tab nests the item under the previous one; Shift-Tab brings it back.
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(editor.querySelectorAll('ul ul > li')).toHaveLength(1));
    await expect(editor).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(editor.querySelectorAll('ul ul')).toHaveLength(0));
    // Switch the whole list to a numbered one.
    const numbers = canvas.getByRole('button', { name: 'Numbered list' });
    await userEvent.click(numbers);
    await expect(numbers).toHaveAttribute('aria-pressed', 'true');
    await expect(bullets).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(editor.querySelectorAll('ol > li')).toHaveLength(3));
    await expect(editor.querySelector('ul')).toBeNull();
    await expect(
      lastDocument(args.onChange).content.map((node) => (node as { type: string }).type),
    ).toEqual(['ordered_list']);
    // Pressed again, it turns the item with the cursor back into a paragraph.
    await userEvent.click(numbers);
    await waitFor(() => expect(editor.querySelectorAll('ol > li')).toHaveLength(2));
    await expect(numbers).toHaveAttribute('aria-pressed', 'false');
  },
};

export const AddingALink: Story = {
  args: { value: demoJobDescription },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    const heading = editor.querySelector('h3');
    if (!heading) throw new Error('The demo text has no heading.');
    // Select the first heading's text, then ask for a link.
    await selectText(heading);
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(address).toHaveFocus());
    // Only http(s) and mailto addresses are accepted.
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(
      'Enter an address starting with http://, https:// or mailto:',
    );
    await userEvent.clear(address);
    await userEvent.type(address, 'example.com/about{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const link = editor.querySelector('a');
    await expect(link).toHaveAttribute('href', 'https://example.com/about');
    await expect(link).toHaveTextContent('About the role');
    await waitFor(() => expect(editor).toHaveFocus());
    const stored = JSON.stringify(lastDocument(args.onChange));
    await expect(stored).toContain('"href":"https://example.com/about"');
  },
};

export const EditingALinkByKeyboard: Story = {
  args: { value: formattedJobDescription },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    const link = editor.querySelector('a');
    if (!link) throw new Error('The text has no link.');
    await placeCaretAtEnd(link);
    await userEvent.keyboard('{Control>}k{/Control}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveValue('https://example.com/careers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(editor.querySelector('a')).toBeNull());
    await expect(editor).toHaveTextContent('our careers page');
    await waitFor(() => expect(editor).toHaveFocus());
    // Escape closes the popover without a change.
    await userEvent.keyboard('{Control>}k{/Control}');
    await body.findByRole('dialog', { name: 'Link' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(editor.querySelector('a')).toBeNull();
  },
};

export const ToolbarKeyboard: Story = {
  args: { value: demoJobDescription },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    // The toolbar is one tab stop; arrow keys move inside it.
    await tabTo(bold);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.tab();
    await expect(editorOf(canvasElement)).toHaveFocus();
    // Nothing to undo yet: the button stays focusable but is disabled.
    await expect(within(toolbar).getByRole('button', { name: 'Undo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A Tab keydown on the editor; true when the editor leaves it to the browser (which moves the focus on). */
async function tabGoesToTheBrowser(editor: HTMLElement, shift = false): Promise<boolean> {
  return await fireEvent.keyDown(editor, { key: 'Tab', code: 'Tab', keyCode: 9, shiftKey: shift });
}

export const EscapeThenTabLeaves: Story = {
  args: { value: formattedJobDescription },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    const lastItem = editor.querySelector('ul > li:last-child p');
    if (!lastItem) throw new Error('The text has no list.');
    await placeCaretAtEnd(lastItem);
    // In a list, Tab indents (the editor keeps the key)...
    await expect(await tabGoesToTheBrowser(editor)).toBe(false);
    await waitFor(() => expect(editor.querySelectorAll('ul ul')).toHaveLength(1));
    // ...and after Escape, Tab and Shift-Tab are the browser's again (focus moves on), so
    // the keyboard is never trapped; the document does not change.
    await userEvent.keyboard('{Escape}');
    await expect(await tabGoesToTheBrowser(editor)).toBe(true);
    await expect(await tabGoesToTheBrowser(editor, true)).toBe(true);
    await expect(editor.querySelectorAll('ul ul')).toHaveLength(1);
    // Any other key gives Tab back to the list.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await tabGoesToTheBrowser(editor, true)).toBe(false);
    await waitFor(() => expect(editor.querySelectorAll('ul ul')).toHaveLength(0));
    // Outside a list Tab always moves on.
    const paragraph = editor.querySelector('p');
    if (!paragraph) throw new Error('The text has no paragraph.');
    await placeCaretAtEnd(paragraph);
    await expect(await tabGoesToTheBrowser(editor)).toBe(true);
    await expect(editor).toHaveAccessibleDescription(
      'In a list, Tab and Shift+Tab change the indent. Press Escape, then Tab, to leave the editor.',
    );
  },
};

export const StoredDemoText: Story = {
  args: { value: demoJobDescription },
  play: async ({ canvasElement, args }) => {
    const editor = editorOf(canvasElement);
    await expect(editor.querySelectorAll('h3')).toHaveLength(2);
    await expect(editor).toHaveTextContent('About the role');
    // Opening a value is not a change.
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidStoredValue: Story = {
  args: { value: '{"type":"doc","content":[{"type":"table"}' },
  play: async ({ canvasElement, args }) => {
    const editor = editorOf(canvasElement);
    await expect(editor).toHaveTextContent('');
    await focusText(editor);
    await typeText('Fresh start');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await expect(editor).toHaveTextContent('Fresh start');
  },
};

export const ClearingSendsEmpty: Story = {
  args: {
    value: JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ab' }] }],
    }),
  },
  play: async ({ canvasElement, args }) => {
    const paragraph = editorOf(canvasElement).querySelector('p');
    if (!paragraph) throw new Error('The text has no paragraph.');
    await placeCaretAtEnd(paragraph);
    await pressBackspace(2);
    // An empty text is stored as '', so a "required" rule sees it empty.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(''));
  },
};

export const MaxLength: Story = {
  args: { maxLength: 95 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await focusText(editor);
    await typeText('abcdefghijklmnopqrstuvwxyz');
    // The stored JSON of one paragraph with 10 letters is 95 characters: the rest is refused.
    await waitFor(() => expect(editor).toHaveTextContent(/^abcdefghij$/));
    await expect(lastDocument(args.onChange)).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'abcdefghij' }] }],
    });
    await expect(canvas.getByText('95/95')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The text is as long as it can be: nothing more can be added.',
    );
    // Deleting is always allowed, and makes room again.
    await pressBackspace();
    await typeText('k');
    await waitFor(() => expect(editor).toHaveTextContent(/^abcdefghik$/));
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'This field is required',
    description: 'Shown on the job offer page.',
  },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAttribute('aria-required', 'true');
    await expect(editor).toHaveAccessibleDescription(
      expect.stringContaining('Shown on the job offer page. This field is required'),
    );
  },
};

export const Disabled: Story = {
  args: { value: formattedJobDescription, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-disabled', 'true');
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Link', 'Undo'])
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ClickingTheLabelFocusesTheText: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Job description'));
    await expect(editorOf(canvasElement)).toHaveFocus();
  },
};

export const PolishText: Story = {
  args: {
    label: 'Opis stanowiska',
    value: polishJobDescription,
    labels: {
      toolbar: 'Formatowanie',
      bold: 'Pogrubienie',
      italic: 'Kursywa',
      bulletList: 'Lista punktowana',
      orderedList: 'Lista numerowana',
      link: 'Link',
      undo: 'Cofnij',
      redo: 'Ponów',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(editorOf(canvasElement, 'Opis stanowiska')).toHaveTextContent(
      'zażółci gęślą jaźń',
    );
    await expect(canvas.getByRole('toolbar', { name: 'Formatowanie' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pogrubienie' })).toBeVisible();
  },
};

/** Empty, formatted, with an error and a counter, and disabled. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="large" style={{ width: '58rem' }}>
      {[
        <RichTextEditor key="empty" label="Empty" value="" onChange={() => undefined} />,
        <RichTextEditor
          key="formatted"
          label="Formatted, near its limit"
          value={formattedJobDescription}
          maxLength={1100}
          onChange={() => undefined}
        />,
        <RichTextEditor
          key="error"
          label="With an error"
          required
          error="This field is required"
          description="Shown on the job offer page."
          value=""
          onChange={() => undefined}
        />,
        <RichTextEditor
          key="disabled"
          label="Disabled"
          disabled
          value={demoJobDescription}
          onChange={() => undefined}
        />,
      ].map((editor) => (
        <Box key={editor.key} style={{ width: '28rem' }}>
          {editor}
        </Box>
      ))}
    </Box>
  ),
};
