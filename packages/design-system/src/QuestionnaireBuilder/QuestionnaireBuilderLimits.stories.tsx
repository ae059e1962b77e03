import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuestionnaireBuilder } from './QuestionnaireBuilder.tsx';
import { everyElementType } from './storyData.ts';

const meta = {
  title: 'Forms/QuestionnaireBuilder limits',
  component: QuestionnaireBuilder,
  args: { onSubmit: fn(), onCancel: fn(), status: 'draft', initialStructure: everyElementType },
} satisfies Meta<typeof QuestionnaireBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a `limits` prop the editors take the contract's bounds. */
export const DefaultLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Cancel of the open inline form (the builder's own Cancel waits meanwhile).
    const cancelEditor = () =>
      userEvent.click(within(canvas.getByRole('form')).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit name' }));
    await expect(canvas.getByRole('textbox', { name: 'Questionnaire name' })).toHaveAttribute(
      'maxlength',
      '200',
    );
    await cancelEditor();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Expected salary' }));
    await expect(canvas.getByRole('textbox', { name: 'Question' })).toHaveAttribute(
      'maxlength',
      '1000',
    );
    await cancelEditor();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Your application' }));
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveAttribute(
      'maxlength',
      '20000',
    );
  },
};

/** The name stops at its limit, the counter says so, and the name saved is the capped one. */
export const NameLimit: Story = {
  args: { limits: { nameLength: 24 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit name' }));
    const field = canvas.getByRole('textbox', { name: 'Questionnaire name' });
    await userEvent.clear(field);
    await userEvent.paste('Backend developer form for the Warsaw office');
    await expect(field).toHaveValue('Backend developer form f');
    await expect(field).toHaveAccessibleDescription('24/24');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Backend developer form f' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ questionnaireName: 'Backend developer form f' }),
    );
  },
};

/** A name saved before the limit existed is shown as too long, and Save refuses it. */
export const NameOverLimit: Story = {
  args: { initialName: 'A name from before the limit', limits: { nameLength: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit name' }));
    const form = canvas.getByRole('form', { name: 'Questionnaire name' });
    const field = within(form).getByRole('textbox', { name: 'Questionnaire name' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter at most 10 characters 28/10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(form).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** A question stops at its limit; the counter shows while the field has the focus. */
export const QuestionLimit: Story = {
  args: { limits: { questionLength: 30 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Expected salary' }));
    const question = canvas.getByRole('textbox', { name: 'Question' });
    await userEvent.clear(question);
    await userEvent.paste('Expected monthly salary, gross, in PLN');
    await expect(question).toHaveValue('Expected monthly salary, gross');
    // The counter fades in (an opacity transition) when it leaves the quiet level.
    await waitFor(() => expect(canvas.getByText('30/30')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    const [submission] = args.onSubmit.mock.lastCall ?? [];
    await expect(JSON.stringify(submission)).toContain('"Expected monthly salary, gross"');
  },
};

/** Header and paragraph texts stop at their limit. */
export const TextLimit: Story = {
  args: { limits: { textLength: 20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Your application' }));
    const text = canvas.getByRole('textbox', { name: 'Text' });
    await userEvent.clear(text);
    await userEvent.paste('Apply for the position today');
    await expect(text).toHaveValue('Apply for the positi');
    await expect(text).toHaveAccessibleDescription('20/20');
  },
};

/** Too many options, or an option too long, shows at once and Save refuses until fixed. */
export const OptionLimits: Story = {
  args: { limits: { optionCount: 3, optionLength: 12 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: When could you start?' }));
    const editor = canvas.getByRole('form', { name: 'Edit element: When could you start?' });
    const options = within(editor).getByRole('textbox', { name: 'Options' });
    await userEvent.click(options);
    await userEvent.keyboard('{Control>}{End}{/Control}{Enter}Never');
    await expect(options).toHaveAccessibleDescription(
      'One option per line. Enter at most 3 options',
    );
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await expect(editor).toBeVisible();
    await waitFor(() => expect(options).toHaveFocus());

    await userEvent.clear(options);
    await userEvent.paste('Immediately\nWithin one month\nLater');
    await expect(options).toHaveAccessibleDescription(
      'One option per line. Option 2 is longer than 12 characters',
    );
    await expect(options).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(options);
    await userEvent.paste('Immediately\nIn a month\nLater');
    await expect(options).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await expect(editor).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft' }));
    const [submission] = args.onSubmit.mock.lastCall ?? [];
    await expect(JSON.stringify(submission)).toContain('"In a month"');
  },
};
