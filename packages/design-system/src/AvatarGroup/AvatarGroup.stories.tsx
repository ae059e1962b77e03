import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { samplePhotos } from '../private/storyFixtures.ts';
import { AvatarGroup, type AvatarGroupPerson } from './AvatarGroup.tsx';

const team: AvatarGroupPerson[] = [
  { id: '1', name: 'Anna Kowalska', src: samplePhotos.anna },
  { id: '2', name: 'Piotr Nowak' },
  { id: '3', name: 'Jane Doe', src: samplePhotos.piotr },
  { id: '4', name: 'John Smith' },
  { id: '5', name: 'Łucja Wąsik' },
  { id: '6', name: 'Tom Brown' },
  { id: '7', name: 'Ewa Zielińska' },
];

const meta = {
  title: 'Display/AvatarGroup',
  component: AvatarGroup,
  args: { people: team.slice(0, 3), label: 'Recruitment team, 3 people', onClick: fn() },
} satisfies Meta<typeof AvatarGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Recruitment team, 3 people' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    // One click target: the faces inside are not separate controls.
    await expect(within(button).queryAllByRole('img')).toHaveLength(0);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Overflow: Story = {
  args: { people: team, label: 'Recruitment team, 7 people', max: 4 },
  play: async ({ canvasElement }) => {
    const counter = within(canvasElement).getByRole('button').querySelector('[data-initials="+3"]');
    await expect(counter).not.toBeNull();
  },
};

export const NamesThePeople: Story = {
  args: { label: 'Team: Anna Kowalska, Piotr Nowak, Jane Doe' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Team: Anna Kowalska, Piotr Nowak, Jane Doe',
      }),
    ).toBeVisible();
  },
};

/** Without `onClick` the group is one image, not a control. */
export const NotClickable: Story = {
  args: { onClick: undefined, label: 'Team: Anna Kowalska, Piotr Nowak, Jane Doe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    const image = canvas.getByRole('img', { name: 'Team: Anna Kowalska, Piotr Nowak, Jane Doe' });
    // One image: the faces inside are not read one by one.
    await expect(within(image).queryAllByRole('img')).toHaveLength(0);
    await userEvent.tab();
    await expect(image).not.toHaveFocus();
  },
};

export const MaxBelowOneFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <AvatarGroup people={team} label="Team" max={0} />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('max must be 1');
  },
};

export const OnePerson: Story = {
  args: { people: team.slice(0, 1), label: 'Recruitment team, 1 person' },
};

export const PolishLabel: Story = {
  args: { label: 'Zespół rekrutacyjny, 3 osoby' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Zespół rekrutacyjny, 3 osoby' }),
    ).toBeVisible();
  },
};

/** Sizes, overflow, a single person, and a group that is not a button. */
const openTeam = () => undefined;

export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
      <AvatarGroup people={team.slice(0, 1)} label="One person" onClick={openTeam} />
      <AvatarGroup people={team.slice(0, 3)} label="Three people" onClick={openTeam} />
      <AvatarGroup people={team} label="Seven people" onClick={openTeam} max={4} />
      <AvatarGroup people={team.slice(0, 3)} label="Medium" onClick={openTeam} size="medium" />
      <AvatarGroup people={team.slice(0, 3)} label="Large" onClick={openTeam} size="large" />
      <AvatarGroup people={team} label="Not clickable" max={3} />
    </Box>
  ),
};
