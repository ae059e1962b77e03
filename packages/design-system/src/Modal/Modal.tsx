import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import { type ReactNode, type RefObject, useCallback, useState } from 'react';
import { heading } from '../Heading/Heading.css.ts';
import { iconButton } from '../IconButton/IconButton.css.ts';
import { CloseIcon } from '../icons/icons.tsx';
import { DialogToasts, useToastLayer } from '../Toast/DialogToasts.tsx';
import { backdrop, body, dialog, footer, header } from './Modal.css.ts';

/** Width of a modal: `large` for viewers (resume, application form). */
export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  /** Whether it is shown. */
  open: boolean;
  /** Called on Escape, on the close button and on a click outside. */
  onClose: () => void;
  /** The heading, also the dialog's accessible name. */
  title: string;
  /** The content. */
  children: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons (primary last). */
  footer?: ReactNode;
  /** A sentence under the title that describes the dialog for assistive technology. */
  description?: string;
  /** Width; `medium` by default. */
  size?: ModalSize;
  /** Accessible name of the close button; English default. */
  closeLabel?: string;
  /** Whether Escape, outside clicks and the close button close it (off while saving). */
  dismissible?: boolean;
  /** The element focused on opening; the first focusable element by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/** A ref callback that reports whether the element's content is taller than the element. */
function useScrollableWatch(report: (scrollable: boolean) => void) {
  return useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const check = () => report(element.scrollHeight > element.clientHeight + 1);
      check();
      // Without ResizeObserver (jsdom, old browsers) the first check stays.
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(check);
      observer.observe(element);
      for (const child of element.children) observer.observe(child);
      return () => observer.disconnect();
    },
    [report],
  );
}

/**
 * A modal dialog (Ariakit Dialog): focus moves in and is trapped, Escape and the close
 * button close it, and focus returns to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer: footerContent,
  description,
  size,
  closeLabel = 'Close',
  dismissible = true,
  initialFocus,
  role = 'dialog',
}: ModalProps) {
  const [scrollable, setScrollable] = useState(false);
  const bodyRef = useScrollableWatch(setScrollable);
  const toastLayer = useToastLayer(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role={role}
      className={dialog({ size })}
      backdrop={<div className={backdrop} />}
      hideOnEscape={dismissible}
      hideOnInteractOutside={dismissible}
      initialFocus={initialFocus}
      unmountOnHide
      portal
    >
      <div className={header}>
        <DialogHeading className={heading({ level: '3' })}>{title}</DialogHeading>
        <DialogDismiss
          aria-label={closeLabel}
          className={iconButton({ size: 'small' })}
          disabled={!dismissible}
        >
          <CloseIcon />
        </DialogDismiss>
      </div>
      <DialogToasts layer={toastLayer} />
      <div
        ref={bodyRef}
        className={body}
        // A body that scrolls (long text, a phone's full screen) is reached with the keyboard.
        tabIndex={scrollable ? 0 : undefined}
      >
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        {children}
      </div>
      {footerContent ? <div className={footer}>{footerContent}</div> : null}
    </Dialog>
  );
}
