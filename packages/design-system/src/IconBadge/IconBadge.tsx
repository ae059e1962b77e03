import type { IconComponent } from '../icons/createIcon.tsx';
import { devAssert } from '../private/devAssert.ts';
import { type Tone, toneColourRole } from '../private/tones.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { badge } from './IconBadge.css.ts';

export interface IconBadgeProps {
  /** Meaning of the colour; the app maps its domain values (a stage type, a status) to a tone. */
  tone: Tone;
  /** The icon inside the badge, e.g. `CheckIcon`. */
  icon: IconComponent;
  /** What the badge stands for, in the user's language: its tooltip and its accessible name. */
  label: string;
}

/**
 * An icon in a tinted circle of its tone, named by a tooltip that opens on hover and on
 * keyboard focus (the badge is a tab stop, so keyboard users can read it too).
 */
export function IconBadge({ tone, icon: Icon, label }: IconBadgeProps) {
  devAssert(tone in toneColourRole, `IconBadge: unknown tone "${tone}".`);
  devAssert(label.trim() !== '', 'IconBadge: a label is required (tooltip and accessible name).');
  return (
    <Tooltip content={label}>
      <span
        role="img"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip anchor must take focus
        tabIndex={0}
        className={badge({ tone })}
        data-tone={tone}
      >
        <Icon />
      </span>
    </Tooltip>
  );
}
