import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFrameFits, WidthFrame } from '../private/storyWidths.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Text } from '../Text/Text.tsx';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Candidate profile',
    tabs: [
      { id: 'resume', label: 'Resume', content: <Text>The resume viewer.</Text> },
      { id: 'form', label: 'Application form', content: <Text>The filled questionnaire.</Text> },
      { id: 'activity', label: 'Activity', content: <Text>Calls, notes and meetings.</Text> },
    ],
    onSelectedIdChange: fn(),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Candidate profile' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Resume' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Resume' })).toHaveTextContent(
      'The resume viewer.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Activity' })).toBeVisible();
    await expect(args.onSelectedIdChange).toHaveBeenCalledWith('activity');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Resume' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Application form' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Application form' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const InitiallySelected: Story = { args: { defaultSelectedId: 'activity' } };

export const LoadingPanel: Story = {
  args: {
    tabs: [
      { id: 'resume', label: 'Resume', content: <Spinner label="Loading the resume" /> },
      { id: 'activity', label: 'Activity', content: <Text>Nothing yet.</Text> },
    ],
  },
};

export const DisabledTab: Story = {
  args: {
    tabs: [
      { id: 'resume', label: 'Resume', content: <Text>The resume viewer.</Text> },
      { id: 'form', label: 'Application form', content: <Text>Form</Text>, disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: 'Application form' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PolishText: Story = {
  args: {
    label: 'Profil kandydata',
    tabs: [
      { id: 'resume', label: 'CV', content: <Text>Podgląd CV.</Text> },
      { id: 'form', label: 'Formularz aplikacyjny', content: <Text>Wypełniony formularz.</Text> },
      { id: 'activity', label: 'Aktywności', content: <Text>Rozmowy, notatki i spotkania.</Text> },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: 'Formularz aplikacyjny' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tabs: [
      {
        id: 'a',
        label: 'Application form filled in on the public job offer page',
        content: <Text>A</Text>,
      },
      {
        id: 'b',
        label: 'Activities of every recruiter in this recruitment',
        content: <Text>B</Text>,
      },
      { id: 'c', label: 'Scores and reviews', content: <Text>C</Text> },
    ],
  },
};

/**
 * In a phone window (390 px), more tabs than fit: the list scrolls sideways (the page does
 * not), the chosen tab's line over the list's, and no tab is cut at the top or bottom.
 */
export const AtPhoneWidth: Story = {
  args: {
    tabs: [
      { id: 'resume', label: 'Resume', content: <Text>The resume viewer.</Text> },
      { id: 'form', label: 'Application form', content: <Text>Form</Text> },
      { id: 'activity', label: 'Activity', content: <Text>Activity</Text> },
      { id: 'files', label: 'Files', content: <Text>Files</Text> },
    ],
  },
  render: (args) => (
    <WidthFrame width="phone">
      <Tabs {...args} />
    </WidthFrame>
  ),
  play: async ({ canvasElement }) => {
    await expectFrameFits(canvasElement);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // Not scrollable up and down: the tabs are as tall as the list.
    await expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight);
    const files = canvas.getByRole('tab', { name: 'Files' });
    await userEvent.click(files);
    files.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const listBox = list.getBoundingClientRect();
    const tabBox = files.getBoundingClientRect();
    await expect(tabBox.right).toBeLessThanOrEqual(listBox.right + 0.5);
    await expect(tabBox.bottom).toBeLessThanOrEqual(listBox.bottom + 0.5);
  },
};

/** Selected, normal and disabled tabs. */
export const Gallery: Story = {
  args: {
    tabs: [
      { id: 'resume', label: 'Resume', content: <Text>The resume viewer.</Text> },
      { id: 'form', label: 'Application form', content: <Text>Form</Text> },
      { id: 'activity', label: 'Activity', content: <Text>Activity</Text>, disabled: true },
    ],
  },
};
