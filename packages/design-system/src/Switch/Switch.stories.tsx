import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  longTextArgs,
  ToggleControlGallery,
  toggleControlPlays,
  withCheckedState,
} from '../private/field/toggleControlStories.tsx';
import { Switch } from './Switch.tsx';

const ControlledSwitch = withCheckedState(Switch);
const plays = toggleControlPlays('switch', 'Save as draft');

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Save as draft', checked: false, onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledSwitch {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Save as draft' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Save as draft'));
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
  args: { label: 'Zapisz jako szkic', checked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Zapisz jako szkic' }),
    ).toBeChecked();
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => <ToggleControlGallery Control={Switch} />,
};
