import { Button as AriakitButton } from '@ariakit/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useLinkComponent } from '../LinkProvider/LinkProvider.tsx';
import { devAssert } from '../private/devAssert.ts';
import { iconButton } from './IconButton.css.ts';

/** Colour of an icon button. */
export type IconButtonTone = 'neutral' | 'primary' | 'critical';

export interface IconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'className' | 'style' | 'children' | 'aria-label'> {
  /** The accessible name (the icon has no text): required, e.g. "Edit stage". */
  label: string;
  /** The icon, e.g. `<EditIcon />`. */
  icon: ReactNode;
  /** Colour; `neutral` by default, `critical` for delete. */
  tone?: IconButtonTone;
  /** `medium` (control height) by default; `small` in dense rows. */
  size?: 'small' | 'medium';
  /** Draws a border, for buttons standing alone on a surface. */
  bordered?: boolean;
  /** Disables the button. */
  disabled?: boolean;
  /** Renders a link to this address instead of a button. */
  href?: string;
}

/** A square button showing only an icon; its `label` names it for assistive technology. */
export function IconButton({
  label,
  icon,
  tone,
  size,
  bordered,
  disabled = false,
  href,
  ...rest
}: IconButtonProps) {
  devAssert(label.trim() !== '', 'IconButton needs a non-empty label (its accessible name).');
  const Link = useLinkComponent();
  return (
    <AriakitButton
      {...rest}
      render={href === undefined ? undefined : <Link href={href} />}
      aria-label={label}
      disabled={disabled}
      className={iconButton({ tone, size, bordered })}
    >
      {icon}
    </AriakitButton>
  );
}
