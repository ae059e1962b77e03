import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  longTextArgs,
  ToggleControlGallery,
  toggleControlPlays,
  withCheckedState,
} from '../private/field/toggleControlStories.tsx';
import { Checkbox } from './Checkbox.tsx';

const ControlledCheckbox = withCheckedState(Checkbox);
const plays = toggleControlPlays('checkbox', 'I agree to the processing of my personal data');

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'I agree to the processing of my personal data',
    checked: false,
    onChange: fn(),
    onBlur: fn(),
  },
  render: (args) => <ControlledCheckbox {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('checkbox', {
      name: 'I agree to the processing of my personal data',
    });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('I agree to the processing of my personal data'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { checked: true, description: 'You can change it later.' },
  play: plays.on,
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required' },
  play: plays.withError,
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: plays.disabled,
};

export const LongText: Story = { args: longTextArgs };

export const PolishText: Story = {
  args: { label: 'Wyrażam zgodę na przetwarzanie moich danych osobowych', checked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', {
        name: 'Wyrażam zgodę na przetwarzanie moich danych osobowych',
      }),
    ).toBeChecked();
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => <ToggleControlGallery Control={Checkbox} />,
};
