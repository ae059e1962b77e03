import { Button as AriakitButton } from '@ariakit/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useLinkComponent } from '../LinkProvider/LinkProvider.tsx';
import { SpinnerIcon } from '../private/SpinnerIcon.tsx';
import { button } from './Button.css.ts';

/**
 * Visual weight of a button: one primary action per view, secondary for the rest, ghost for
 * quiet actions, critical for a destructive confirmation (Delete).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'critical';

/** Height and text size of a button. */
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'className' | 'style' | 'children'> {
  /** The button's text; it is also its accessible name. */
  children: ReactNode;
  /** Visual weight; `primary` by default. */
  variant?: ButtonVariant;
  /** Height and text size; `medium` by default. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus on the button. */
  loading?: boolean;
  /** Disables the button (or link); it cannot be focused or activated. */
  disabled?: boolean;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Renders a link to this address that looks like a button (through the LinkProvider's component). */
  href?: string;
  /** Link target, used with `href`. */
  target?: string;
  /** Link relationship, used with `href` (e.g. `noopener` for `target="_blank"`). */
  rel?: string;
  /** An icon shown before the text (decorative; hidden from assistive technology). */
  icon?: ReactNode;
}

/**
 * A button, or a link styled as a button when `href` is given. Ariakit handles focus,
 * keyboard activation and the disabled state of both.
 */
export function Button({
  children,
  variant,
  size,
  loading = false,
  disabled = false,
  fullWidth,
  href,
  target,
  rel,
  icon,
  ...rest
}: ButtonProps) {
  const Link = useLinkComponent();
  const className = button({ variant, size, fullWidth });
  const content = (
    <>
      {loading ? (
        <SpinnerIcon size="small" />
      ) : icon ? (
        <span aria-hidden="true">{icon}</span>
      ) : null}
      {children}
    </>
  );
  return (
    <AriakitButton
      {...rest}
      render={href === undefined ? undefined : <Link href={href} target={target} rel={rel} />}
      className={className}
      disabled={disabled || loading}
      // A busy button stays focusable so that keyboard users do not lose their place.
      accessibleWhenDisabled={loading && !disabled}
      aria-busy={loading || undefined}
    >
      {content}
    </AriakitButton>
  );
}
