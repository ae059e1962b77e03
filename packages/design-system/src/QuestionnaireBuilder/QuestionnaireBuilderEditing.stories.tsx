import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../Toast/Toast.tsx';
import { QuestionnaireBuilder } from './QuestionnaireBuilder.tsx';
import { everyElementType, storyId } from './storyData.ts';
import {
  addElement,
  chooseOption,
  expectFocusedAndSelected,
  listedElements,
  ReloadingBuilder,
  rowOf,
  withToaster,
} from './storyHelpers.tsx';

const meta = {
  title: 'Forms/QuestionnaireBuilder editing',
  component: QuestionnaireBuilder,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [withToaster],
  beforeEach: () => () => {
    toast.dismiss();
  },
} satisfies Meta<typeof QuestionnaireBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const draft = { status: 'draft', initialStructure: everyElementType } as const;

/** One element open: everything else waits; Cancel reverts, Save applies. */
export const EditingAnElement: Story = {
  args: draft,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Expected salary' }));
    const editor = canvas.getByRole('form', { name: 'Edit element: Expected salary' });
    const question = within(editor).getByRole('textbox', { name: 'Question' });
    await expectFocusedAndSelected(question);

    await expect(canvas.getByRole('button', { name: 'Edit: Photo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete: Photo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Duplicate: Photo' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Add element at the beginning' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add element after: Resume' })).toBeDisabled();
    await expect(canvas.queryAllByRole('button', { name: /^Move (up|down):/ })).toHaveLength(0);
    await expect(canvas.getByRole('switch', { name: 'Address' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit name' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'Cancel' }).at(-1)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save as draft' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save and activate' })).toBeDisabled();

    // An empty question is refused.
    await userEvent.clear(question);
    await userEvent.keyboard('{Enter}');
    await expect(within(editor).getByText('This field is required')).toBeVisible();
    await expect(question).toHaveFocus();

    // Cancel reverts the question, the type and Required.
    await userEvent.type(question, 'Salary');
    await chooseOption(canvasElement, 'Type', 'Multi-line text');
    await userEvent.click(within(editor).getByRole('switch', { name: 'Required' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await expect(
      within(rowOf(canvasElement, 'Expected salary')).getByText('Single line text'),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Edit: Expected salary' })).toHaveFocus(),
    );

    // Save applies them.
    await userEvent.keyboard('{Enter}');
    const again = canvas.getByRole('form', { name: 'Edit element: Expected salary' });
    await userEvent.keyboard('Expected monthly salary');
    await chooseOption(canvasElement, 'Type', 'Multi-line text');
    await userEvent.click(within(again).getByRole('switch', { name: 'Required' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    const row = rowOf(canvasElement, 'Expected monthly salary');
    await expect(within(row).getByText('Multi-line text')).toBeVisible();
    await expect(within(row).queryByText('Required')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Edit: Expected monthly salary' })).toHaveFocus(),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    const [submission] = (args.onSubmit as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(submission.questionnaireStructure.elements[12]).toEqual({
      id: storyId(13),
      $type: 'MultiLineText',
      order: 13,
      pageNumber: 2,
      sectionNumber: 1,
      question: 'Expected monthly salary',
      isRequired: false,
    });
  },
};

/** Add menus before and between elements; a new element opens its editor, except breaks and fixed elements. */
export const AddingElements: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await addElement(canvasElement, 'Add element after: Resume', 'Single choice');
    const editor = await canvas.findByRole('form', { name: 'Edit element: Single choice' });
    await expectFocusedAndSelected(within(editor).getByRole('textbox', { name: 'Question' }));
    await userEvent.keyboard('When could you start?');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    // Options are required, one per line.
    const options = within(editor).getByRole('textbox', { name: 'Options' });
    await expect(options).toHaveFocus();
    await expect(within(editor).getByText('This field is required')).toBeVisible();
    await userEvent.type(options, 'Immediately{Enter}  {Enter}Later ');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await expect(listedElements(canvasElement)).toEqual(['Resume', 'When could you start?']);

    // Cancelling an add removes the element.
    await addElement(canvasElement, 'Add element at the beginning', 'Header');
    const header = await canvas.findByRole('form', { name: 'Edit element: Header' });
    await userEvent.click(within(header).getByRole('button', { name: 'Cancel' }));
    await expect(listedElements(canvasElement)).toEqual(['Resume', 'When could you start?']);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add element at the beginning' })).toHaveFocus(),
    );

    // Breaks and fixed elements are added as they are.
    await addElement(canvasElement, 'Add element after: Resume', 'Page break');
    await addElement(canvasElement, 'Add element after: When could you start?', 'Education');
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(listedElements(canvasElement)).toEqual([
      'Resume',
      'Page break',
      'When could you start?',
      'Education',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Save and activate' }));
    const [submission] = (args.onSubmit as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(submission.questionnaireStructure.elements.slice(1)).toEqual([
      {
        id: expect.any(String),
        $type: 'SingleChoice',
        order: 2,
        pageNumber: 2,
        sectionNumber: 1,
        question: 'When could you start?',
        isRequired: false,
        options: { '1': 'Immediately', '2': 'Later' },
      },
      {
        id: expect.any(String),
        $type: 'Education',
        order: 3,
        pageNumber: 2,
        sectionNumber: 1,
        question: 'Education',
        isRequired: false,
      },
    ]);
  },
};

/** The add menus work from the keyboard: Enter opens on the first type, arrows move, Escape closes. */
export const AddingWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const plus = canvas.getByRole('button', { name: 'Add element after: Resume' });
    await expect(plus).toHaveAttribute('aria-haspopup', 'menu');
    plus.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: 'Add element after: Resume' });
    await expect(plus).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Single line text' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(plus).toHaveFocus());
    await expect(plus).toHaveAttribute('aria-expanded', 'false');
    // The closed menu leaves the document before the next key opens it again (on a busy
    // machine the key could otherwise reach the menu on its way out).
    await waitFor(() =>
      expect(page.queryByRole('menu', { name: 'Add element after: Resume' })).toBeNull(),
    );

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(page.getByRole('menuitem', { name: 'Single line text' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const editor = await canvas.findByRole('form', { name: 'Edit element: Multi-line text' });
    await expectFocusedAndSelected(within(editor).getByRole('textbox', { name: 'Question' }));
    await userEvent.keyboard('Why us?{Enter}');
    await expect(listedElements(canvasElement)).toEqual(['Resume', 'Why us?']);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Edit: Why us?' })).toHaveFocus(),
    );
  },
};

/** Header and paragraph editors ask for a text; changing the type keeps what was written. */
export const EditingTexts: Story = {
  args: draft,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Your application' }));
    const editor = canvas.getByRole('form', { name: 'Edit element: Your application' });
    await expectFocusedAndSelected(within(editor).getByRole('textbox', { name: 'Text' }));
    await expect(within(editor).queryByRole('switch', { name: 'Required' })).toBeNull();
    await chooseOption(canvasElement, 'Type', 'Text paragraph');
    const paragraph = within(editor).getByRole('textbox', { name: 'Text' });
    await expect(paragraph.tagName).toBe('TEXTAREA');
    await expect(paragraph).toHaveValue('Your application');
    // A question still named after its type follows the new type.
    await chooseOption(canvasElement, 'Type', 'Single line text');
    await expect(within(editor).getByRole('textbox', { name: 'Question' })).toHaveValue(
      'Single line text',
    );
    await userEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    // Address keeps its type; its editor offers no other.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Home address' }));
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeDisabled();
  },
};

/** The name: pencil, field focused and selected, Cancel and Save. */
export const EditingTheName: Story = {
  args: draft,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit name' }));
    const form = canvas.getByRole('form', { name: 'Questionnaire name' });
    const field = within(form).getByRole('textbox', { name: 'Questionnaire name' });
    await expectFocusedAndSelected(field);
    await expect(canvas.getByRole('button', { name: 'Save as draft' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save and activate' })).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(within(form).getByText('This field is required')).toBeVisible();
    await userEvent.type(field, '  Backend developer form ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('heading', { name: 'Backend developer form' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit name' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('Something else');
    await userEvent.click(within(canvas.getByRole('form')).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('heading', { name: 'Backend developer form' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ questionnaireName: 'Backend developer form' }),
    );
  },
};

/** The left panel's switches add and remove the special elements, each with a toast. */
export const SpecialElementSwitches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const photo = canvas.getByRole('switch', { name: 'Photo' });
    await expect(photo).not.toBeChecked();
    await userEvent.click(photo);
    await expect(photo).toBeChecked();
    await expect(listedElements(canvasElement)).toEqual(['Resume', 'Photo']);
    await waitFor(() => expect(page.getByText('Photo has been added.')).toBeVisible());

    // Special elements can be duplicated; the switch removes every copy.
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate: Photo' }));
    await expect(listedElements(canvasElement)).toEqual(['Resume', 'Photo', 'Photo']);
    await userEvent.click(photo);
    await expect(photo).not.toBeChecked();
    await expect(listedElements(canvasElement)).toEqual(['Resume']);
    await waitFor(() => expect(page.getByText('Photo has been removed.')).toBeVisible());

    await userEvent.click(canvas.getByRole('switch', { name: 'Cover letter' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Address' }));
    await expect(listedElements(canvasElement)).toEqual(['Resume', 'Cover letter', 'Address']);

    // A duplicated Resume may go; the last one may not.
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate: Resume' }));
    await expect(canvas.getAllByRole('button', { name: 'Delete: Resume' })).toHaveLength(2);
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Delete: Resume' })[1] as HTMLElement,
    );
    await expect(canvas.queryByRole('button', { name: 'Delete: Resume' })).toBeNull();
  },
};

/** Move up / Move down reorder with the keyboard; focus follows the moved element. */
export const KeyboardReorder: Story = {
  args: draft,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move up: Expected salary' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move up: Expected salary' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Expected salary moved to position 13 of 16',
    );
    // The page break moves above the attachment, which goes to page 2.
    await userEvent.click(canvas.getByRole('button', { name: 'Move up: Page break' }));
    await expect(listedElements(canvasElement).slice(5, 13)).toEqual([
      'Section break',
      'Cover letter',
      'Page break',
      'Portfolio or certificates',
      'Summary',
      'Experience',
      'Education',
      'Expected salary',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    const [submission] = (args.onSubmit as ReturnType<typeof fn>).mock.lastCall ?? [];
    const placed = submission.questionnaireStructure.elements.map(
      (element: { id: string; order: number; pageNumber: number; sectionNumber: number }) => [
        element.id,
        element.order,
        element.pageNumber,
        element.sectionNumber,
      ],
    );
    await expect(placed.slice(5)).toEqual([
      [storyId(6), 6, 1, 2],
      [storyId(7), 7, 2, 1],
      [storyId(8), 8, 2, 1],
      [storyId(9), 9, 2, 1],
      [storyId(10), 10, 2, 1],
      [storyId(13), 11, 2, 1],
      [storyId(11), 12, 2, 1],
      [storyId(12), 13, 2, 1],
      [storyId(14), 14, 2, 1],
    ]);
  },
};

/** Fires the native drag events the HTML5 backend listens to, as a mouse drag would. */
function drag(source: Element, target: Element) {
  const dataTransfer = new DataTransfer();
  fireEvent.dragStart(source, { dataTransfer });
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(source, { dataTransfer });
}

/** Dragging a row by its handle reorders the elements. */
export const DragAndDrop: Story = {
  args: draft,
  play: async ({ canvasElement }) => {
    const source = rowOf(canvasElement, 'Why would you like to join us?');
    const handle = source.querySelector('[data-drag-handle]');
    if (!handle) throw new Error('no drag handle');
    drag(handle, rowOf(canvasElement, 'Resume'));
    await waitFor(() =>
      expect(listedElements(canvasElement).slice(0, 4)).toEqual([
        'Your application',
        'Thank you for your interest. The form takes about ten minutes.',
        'Why would you like to join us?',
        'Resume',
      ]),
    );
  },
};

/**
 * Breaks survive a save and a load: leading, trailing and repeated breaks are normalised, the
 * rest come back where the user put them.
 */
export const BreakRoundTrip: Story = {
  render: (args) => <ReloadingBuilder {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await addElement(canvasElement, 'Add element at the beginning', 'Section break');
    await addElement(canvasElement, 'Add element after: Resume', 'Single line text');
    await userEvent.keyboard('Salary{Enter}');
    await addElement(canvasElement, 'Add element after: Resume', 'Page break');
    await addElement(canvasElement, 'Add element after: Resume', 'Section break');
    await addElement(canvasElement, 'Add element after: Salary', 'Header');
    await userEvent.keyboard('Contact{Enter}');
    await addElement(canvasElement, 'Add element after: Salary', 'Section break');
    await addElement(canvasElement, 'Add element after: Contact', 'Page break');
    await expect(listedElements(canvasElement)).toEqual([
      'Section break',
      'Resume',
      'Section break',
      'Page break',
      'Salary',
      'Section break',
      'Contact',
      'Page break',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    const [saved] = (args.onSubmit as ReturnType<typeof fn>).mock.lastCall ?? [];
    const placement = saved.questionnaireStructure.elements.map(
      (element: { $type: string; order: number; pageNumber: number; sectionNumber: number }) => [
        element.$type,
        element.order,
        element.pageNumber,
        element.sectionNumber,
      ],
    );
    await expect(placement).toEqual([
      ['Resume', 1, 1, 1],
      ['SingleLineText', 2, 2, 1],
      ['Header', 3, 2, 2],
    ]);

    // Loaded again: one break wherever the page or section changes.
    await waitFor(() =>
      expect(listedElements(canvasElement)).toEqual([
        'Resume',
        'Page break',
        'Salary',
        'Section break',
        'Contact',
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(saved);
  },
};
