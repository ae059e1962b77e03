import { type CSSProperties, useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { ErrorIcon, InfoIcon, SuccessIcon } from '../icons/icons.tsx';
import { devAssert } from '../private/devAssert.ts';
import { vars } from '../theme/contract.css.ts';
import { toastIcon } from './Toast.css.ts';
import {
  dismissInDialogs,
  isAnyDialogOpen,
  type LayerToast,
  setToastForwarding,
  setToastLabels,
  showInOpenDialog,
  subscribeOpenDialogs,
} from './toastLayers.ts';

/** What a toast says: a short title and an optional sentence under it. */
export interface ToastContent {
  /** The first line, e.g. "Questionnaire has been deleted." */
  title: string;
  /** More detail under the title. */
  message?: string;
  /** Milliseconds before it closes by itself; 5 s by default, 8 s for errors. */
  duration?: number;
}

export interface ToasterProps {
  /**
   * Accessible name of the close button of each toast, here and inside dialogs; distinct from a
   * dialog's own "Close". English default.
   */
  closeLabel?: string;
  /** Accessible name of the notifications region; English default. */
  regionLabel?: string;
  /**
   * Pixels kept free at the top of the window, e.g. the height of a sticky header, so that
   * toasts appear below it instead of covering its controls; 0 by default.
   */
  offsetTop?: number;
}

// Sonner draws the toasts; these variables give them the theme's colours and shape.
const themeVariables = {
  '--normal-bg': vars.color.background.surface,
  '--normal-text': vars.color.text.default,
  '--normal-border': vars.color.border.default,
  '--border-radius': vars.radius.medium,
  '--font-family': vars.font.family.body,
} as CSSProperties;

/**
 * Where toasts appear: the top right corner (below `offsetTop`), each with a close button.
 * Render it once near the root of the app; then call `toast.success/error/info` from anywhere.
 */
export function Toaster({
  closeLabel = 'Dismiss notification',
  regionLabel = 'Notifications',
  offsetTop = 0,
}: ToasterProps) {
  devAssert(
    Number.isFinite(offsetTop) && offsetTop >= 0,
    `Toaster: offsetTop must be a number of pixels >= 0, not ${offsetTop}`,
  );
  setToastLabels(closeLabel, regionLabel);
  // While a dialog is open the page behind it is inert, and its toasts lie under the dialog:
  // only the dialog's own notifications are read (and found by role).
  const dialogOpen = useSyncExternalStore(subscribeOpenDialogs, isAnyDialogOpen, () => false);
  // The usual gap from the window's edge (sonner's own: wider on large screens), below the
  // reserved room; the sides keep sonner's defaults.
  const offset = { top: `calc(${offsetTop}px + ${vars.space.large})` };
  const mobileOffset = { top: `calc(${offsetTop}px + ${vars.space.medium})` };
  return (
    <div aria-hidden={dialogOpen || undefined}>
      <SonnerToaster
        position="top-right"
        closeButton
        theme="light"
        containerAriaLabel={regionLabel}
        offset={offset}
        mobileOffset={mobileOffset}
        // Below dialogs (their layer is `zIndex.overlay`): a toast shown when a dialog opens
        // never covers it; toasts raised while it is open show inside it (toastLayers.ts).
        style={{ ...themeVariables, zIndex: `calc(${vars.zIndex.overlay} - 1)` }}
        toastOptions={{ closeButtonAriaLabel: closeLabel }}
        icons={{
          success: (
            <span className={toastIcon.success}>
              <SuccessIcon size="small" />
            </span>
          ),
          error: (
            <span className={toastIcon.error}>
              <ErrorIcon size="small" />
            </span>
          ),
          info: (
            <span className={toastIcon.info}>
              <InfoIcon size="small" />
            </span>
          ),
        }}
      />
    </div>
  );
}

const defaultDuration = 5000;
const errorDuration = 8000;

function showToast({ kind, title, message, duration }: Omit<LayerToast, 'id'>): string | number {
  const inDialog = showInOpenDialog({ kind, title, message, duration });
  if (inDialog !== null) return inDialog;
  return sonnerToast[kind](title, { description: message, duration });
}

// A dialog that closes with toasts still shown hands them to the page's toaster.
setToastForwarding(({ kind, title, message, duration }) => {
  sonnerToast[kind](title, { description: message, duration });
});

/**
 * Shows toasts in the app's Toaster, or inside the top-most open dialog (Modal, Drawer) while
 * one is open. Each call returns the toast's id.
 */
export const toast = {
  /** A finished action, e.g. "Recruitment saved". */
  success: ({ title, message, duration = defaultDuration }: ToastContent) =>
    showToast({ kind: 'success', title, message, duration }),
  /** A failed action, e.g. "Questionnaire could not be deleted." */
  error: ({ title, message, duration = errorDuration }: ToastContent) =>
    showToast({ kind: 'error', title, message, duration }),
  /** Neutral news, e.g. a copied link. */
  info: ({ title, message, duration = defaultDuration }: ToastContent) =>
    showToast({ kind: 'info', title, message, duration }),
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string | number) => {
    dismissInDialogs(id);
    sonnerToast.dismiss(id);
  },
};
