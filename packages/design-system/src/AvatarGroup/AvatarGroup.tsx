import { Button as AriakitButton } from '@ariakit/react';
import { avatar, drawnInitials } from '../Avatar/Avatar.css.ts';
import { Avatar, type AvatarSize } from '../Avatar/Avatar.tsx';
import { group, member } from './AvatarGroup.css.ts';

/** One person in an avatar group. */
export interface AvatarGroupPerson {
  /** Stable key (e.g. the user id). */
  id: string;
  /** Full name, for the initials. */
  name: string;
  /** Photo address, if any. */
  src?: string | null;
}

export interface AvatarGroupProps {
  /** The people, in display order. */
  people: readonly AvatarGroupPerson[];
  /** The accessible name of the whole group, which is one button (e.g. "Recruitment team, 4 people"). */
  label: string;
  /** Called when the group is activated (e.g. to open the team dialog). */
  onClick?: () => void;
  /** How many avatars to draw before a "+N" counter; 5 by default. */
  max?: number;
  /** Diameter of each avatar; `small` by default. */
  size?: AvatarSize;
}

/**
 * Overlapping avatars (8 px) that form one click target: a single button named by `label`,
 * so that a screen reader hears one control instead of every face.
 */
export function AvatarGroup({ people, label, onClick, max = 5, size = 'small' }: AvatarGroupProps) {
  const shown = people.slice(0, max);
  const hidden = people.length - shown.length;
  return (
    <AriakitButton className={group} aria-label={label} onClick={onClick}>
      {shown.map((person) => (
        <span key={person.id} className={member}>
          <Avatar name={person.name} src={person.src} size={size} decorative />
        </span>
      ))}
      {hidden > 0 ? (
        <span className={member}>
          <span
            className={`${avatar({ size })} ${drawnInitials}`}
            data-initials={`+${hidden}`}
            aria-hidden="true"
          />
        </span>
      ) : null}
    </AriakitButton>
  );
}
