import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { ReactNode, RefObject } from 'react';
import { heading } from '../Heading/Heading.css.ts';
import { iconButton } from '../IconButton/IconButton.css.ts';
import { CloseIcon } from '../icons/icons.tsx';
import { DialogToasts, useToastLayer } from '../Toast/DialogToasts.tsx';
import { backdrop, body, drawer, footer, header } from './Drawer.css.ts';

export interface DrawerProps {
  /** Whether it is shown. */
  open: boolean;
  /** Called on Escape, on the close button and on a click outside. */
  onClose: () => void;
  /** The heading, also the dialog's accessible name, e.g. "Menu". */
  title: string;
  /** The content, e.g. a navigation menu; it scrolls when taller than the window. */
  children: ReactNode;
  /** Shown below the content, e.g. the signed-in user with the language and Log out. */
  footer?: ReactNode;
  /** Accessible name of the close button; English default. */
  closeLabel?: string;
  /** The element focused on opening; the first focusable element by default. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal panel that slides over the screen from the start edge (Ariakit Dialog), e.g. the
 * main menu on narrow windows: focus moves in and is trapped, Escape, the close button and a
 * click outside close it, and focus returns to the button that opened it.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer: footerContent,
  closeLabel = 'Close',
  initialFocus,
}: DrawerProps) {
  const toastLayer = useToastLayer(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className={drawer}
      backdrop={<div className={backdrop} />}
      initialFocus={initialFocus}
      unmountOnHide
      portal
    >
      <div className={header}>
        <DialogHeading className={heading({ level: '3' })}>{title}</DialogHeading>
        <DialogDismiss aria-label={closeLabel} className={iconButton({ size: 'medium' })}>
          <CloseIcon />
        </DialogDismiss>
      </div>
      <DialogToasts layer={toastLayer} />
      <div className={body}>{children}</div>
      {footerContent ? <div className={footer}>{footerContent}</div> : null}
    </Dialog>
  );
}
