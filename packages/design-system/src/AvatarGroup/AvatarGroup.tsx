import { Button as AriakitButton } from '@ariakit/react';
import { avatar, drawnInitials } from '../Avatar/Avatar.css.ts';
import { Avatar, type AvatarSize } from '../Avatar/Avatar.tsx';
import { devAssert } from '../private/devAssert.ts';
import { clickable, group, member } from './AvatarGroup.css.ts';

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
  /**
   * The accessible name of the whole group, naming the people, e.g. "Team: Anna Nowak, Jan
   * Kowalski" (the faces inside are not read one by one).
   */
  label: string;
  /** Makes the group one button that calls this (e.g. to open the team dialog); without it the group is an image. */
  onClick?: () => void;
  /** How many avatars to draw before a "+N" counter; 5 by default. */
  max?: number;
  /** Diameter of each avatar; `small` by default. */
  size?: AvatarSize;
}

/**
 * Overlapping avatars (8 px, spec part 2 §9) with a "+N" bubble past `max`. With `onClick`
 * they form one click target, a single button named by `label`, so that a screen reader
 * hears one control instead of every face; without it, one image named by `label`.
 */
export function AvatarGroup({ people, label, onClick, max = 5, size = 'small' }: AvatarGroupProps) {
  devAssert(Number.isInteger(max) && max >= 1, `AvatarGroup: max must be 1 or more (got ${max}).`);
  const shown = people.slice(0, max);
  const hidden = people.length - shown.length;
  const faces = (
    <>
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
    </>
  );
  if (onClick === undefined)
    return (
      <span className={group} role="img" aria-label={label}>
        {faces}
      </span>
    );
  return (
    <AriakitButton className={`${group} ${clickable}`} aria-label={label} onClick={onClick}>
      {faces}
    </AriakitButton>
  );
}
