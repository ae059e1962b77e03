import type { LucideIcon } from 'lucide-react';
import { icon } from './Icon.css.ts';

/** Sizes of an icon, from the theme's icon sizes. */
export type IconSize = 'small' | 'medium' | 'large';

export interface IconProps {
  /** Size from the theme; `small` (text size) by default. */
  size?: IconSize;
  /** Names the icon for assistive technology; without it the icon is decorative and hidden. */
  label?: string;
}

/** An icon of the design system: drawn in the current text colour. */
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { displayName: string };

/** Wraps a lucide icon under our own name, so that the app never depends on the icon library. */
export function createIcon(Glyph: LucideIcon, displayName: string): IconComponent {
  function Icon({ size, label }: IconProps) {
    return (
      <Glyph
        className={icon({ size })}
        strokeWidth={2}
        aria-hidden={label === undefined ? true : undefined}
        aria-label={label}
        role={label === undefined ? undefined : 'img'}
        focusable="false"
      />
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
