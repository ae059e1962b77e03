import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../Toast/Toast.tsx';
import { QuestionnaireBuilder } from './QuestionnaireBuilder.tsx';
import {
  everyElementType,
  galleryElements,
  longTexts,
  manyElements,
  polishLabels,
  storyId,
} from './storyData.ts';
import { listedElements, rowOf, uuidPattern, withToaster } from './storyHelpers.tsx';

const meta = {
  title: 'Forms/QuestionnaireBuilder',
  component: QuestionnaireBuilder,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [withToaster],
  // Toasts live in a module-level queue; close them so that the next story starts empty.
  beforeEach: () => () => {
    toast.dismiss();
  },
} satisfies Meta<typeof QuestionnaireBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new questionnaire: the default name, one Resume, Save as draft and Save and activate. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New questionnaire' })).toBeVisible();
    await expect(listedElements(canvasElement)).toEqual(['Resume']);
    // Resume can be duplicated, never edited, and the last one never deleted.
    await expect(canvas.getByRole('button', { name: 'Duplicate: Resume' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Edit: Resume' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete: Resume' })).toBeNull();
    // The fixed header preview with its prefix choices.
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Prefix' })).toHaveTextContent('Choose');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Prefix' }));
    const page = within(canvasElement.ownerDocument.body);
    const prefixes = (await page.findAllByRole('option')).map((option) => option.textContent);
    await expect(prefixes).toEqual(['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Prefer not to say']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      questionnaireName: 'New questionnaire',
      isDraft: true,
      questionnaireStructure: {
        elements: [
          {
            id: expect.stringMatching(uuidPattern),
            $type: 'Resume',
            order: 1,
            pageNumber: 1,
            sectionNumber: 1,
            question: 'Resume',
            isRequired: true,
          },
        ],
      },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save and activate' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ isDraft: false }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A draft with every element type on two pages; saving it unchanged sends it back as loaded. */
export const DraftWithEveryElementType: Story = {
  args: {
    status: 'draft',
    initialName: 'Software engineering application',
    initialStructure: everyElementType,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(listedElements(canvasElement)).toEqual([
      'Your application',
      'Thank you for your interest. The form takes about ten minutes.',
      'Resume',
      'Photo',
      'Home address',
      'Section break',
      'Cover letter',
      'Portfolio or certificates',
      'Page break',
      'Summary',
      'Experience',
      'Education',
      'When could you start?',
      'Which of these have you used?',
      'Expected salary',
      'Why would you like to join us?',
    ]);
    // Edit: only elements with an editor. Duplicate: only the special elements.
    const editable = ['Your application', 'Photo', 'Home address', 'Portfolio or certificates'];
    for (const name of editable) {
      await expect(canvas.getByRole('button', { name: `Edit: ${name}` })).toBeEnabled();
    }
    for (const name of ['Resume', 'Cover letter', 'Summary', 'Experience', 'Education']) {
      await expect(canvas.queryByRole('button', { name: `Edit: ${name}` })).toBeNull();
      await expect(canvas.getByRole('button', { name: `Duplicate: ${name}` })).toBeEnabled();
    }
    for (const name of ['Page break', 'Section break']) {
      await expect(canvas.queryByRole('button', { name: `Edit: ${name}` })).toBeNull();
      await expect(canvas.getByRole('button', { name: `Delete: ${name}` })).toBeEnabled();
    }
    await expect(canvas.queryByRole('button', { name: 'Duplicate: Expected salary' })).toBeNull();
    await expect(
      within(rowOf(canvasElement, 'When could you start?')).getAllByRole('listitem'),
    ).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      questionnaireName: 'Software engineering application',
      isDraft: true,
      questionnaireStructure: everyElementType,
    });
  },
};

/** An active questionnaire: the primary button reads Save and the draft button is hidden. */
export const Active: Story = {
  args: {
    status: 'active',
    initialName: 'Warehouse operative',
    initialStructure: everyElementType,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save as draft' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save and activate' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ isDraft: false, questionnaireName: 'Warehouse operative' }),
    );
  },
};

/** A deleted questionnaire cannot be saved: only Cancel is offered. */
export const Deleted: Story = {
  args: { status: 'deleted', initialName: 'Old form', initialStructure: everyElementType },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Save', 'Save as draft', 'Save and activate']) {
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** While the app saves: the pressed button spins and every button and tool is disabled. */
export const Submitting: Story = {
  args: {
    status: 'draft',
    initialName: 'Software engineering application',
    initialStructure: everyElementType,
    // The save never ends, so the busy state stays on screen.
    onSubmit: fn(() => new Promise<never>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const activate = canvas.getByRole('button', { name: 'Save and activate' });
    await userEvent.click(activate);
    await waitFor(() => expect(activate).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: 'Save as draft' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit: Photo' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Add element at the beginning' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Photo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit name' })).toBeDisabled();
  },
};

/** The app's own `submitting` flag disables the buttons as well. */
export const SubmittingFlag: Story = {
  args: { status: 'draft', initialStructure: everyElementType, submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Cancel', 'Save as draft', 'Save and activate']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
  },
};

/** A structure from another tool without a Resume cannot be submitted. */
export const InvalidStructure: Story = {
  args: {
    status: 'draft',
    initialName: 'Imported',
    initialStructure: {
      elements: [
        {
          id: storyId(1),
          $type: 'SingleLineText',
          order: 1,
          pageNumber: 1,
          sectionNumber: 1,
          question: 'Name of your dog',
          isRequired: false,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save as draft' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save and activate' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Every text in Polish, as the app passes them. */
export const PolishTexts: Story = {
  args: { labels: polishLabels, initialStructure: everyElementType },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nowy kwestionariusz' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zapisz jako szkic' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Zapisz i aktywuj' })).toBeEnabled();
    await expect(canvas.getByRole('switch', { name: 'List motywacyjny' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Zwrot grzecznościowy' })).toHaveTextContent(
      'Wybierz',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Przesuń w dół: Expected salary' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Expected salary: pozycja 16 z 16');
  },
};

/** Long names, questions and options wrap inside the form. */
export const LongTexts: Story = {
  args: {
    status: 'draft',
    initialName:
      'Application form for the Senior Full-Stack Software Engineer position in the Payments Platform team',
    initialStructure: longTexts,
  },
};

/** 300 elements: rows are memoised, so typing in an editor and reordering stay quick. */
export const ThreeHundredElements: Story = {
  args: { status: 'draft', initialName: 'Very long form', initialStructure: manyElements(300) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 300 elements, 14 page breaks and 45 section breaks.
    await expect(listedElements(canvasElement)).toHaveLength(359);
    await userEvent.click(canvas.getByRole('button', { name: 'Move up: Question 299' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Question 299 moved to position 357 of 359',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Question 2' }));
    const question = canvas.getByRole('textbox', { name: 'Question' });
    await userEvent.type(question, ' changed');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Edit: Question 2 changed' })).toHaveFocus();
  },
};

/** A question row, a break, a choice with its options and the buttons: the visual-regression fixture. */
export const Gallery: Story = {
  args: {
    status: 'draft',
    initialName: 'Software engineering application',
    initialStructure: galleryElements,
  },
};
