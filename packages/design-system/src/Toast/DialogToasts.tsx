import { useEffect, useState, useSyncExternalStore } from 'react';
import { iconButton } from '../IconButton/IconButton.css.ts';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../icons/icons.tsx';
import { item, kindIcon, list, message, text, title } from './DialogToasts.css.ts';
import {
  closeToastLayer,
  type LayerToast,
  openToastLayer,
  type ToastLayer,
  toastLabels,
} from './toastLayers.ts';

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon };

/** The toast layer of a dialog while it is open (see toastLayers.ts), else null. */
export function useToastLayer(open: boolean): ToastLayer | null {
  const [layer, setLayer] = useState<ToastLayer | null>(null);
  useEffect(() => {
    if (!open) return;
    const opened = openToastLayer();
    setLayer(opened);
    return () => {
      closeToastLayer(opened);
      setLayer(null);
    };
  }, [open]);
  return layer;
}

const noToasts: readonly LayerToast[] = [];
const noSubscription = () => () => {};

function DialogToast({ toast, layer }: { toast: LayerToast; layer: ToastLayer }) {
  useEffect(() => {
    const timer = setTimeout(() => layer.remove(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, layer]);
  const Icon = icons[toast.kind];
  return (
    <li className={item}>
      <span className={kindIcon[toast.kind]}>
        <Icon size="small" />
      </span>
      <span className={text}>
        <span className={title}>{toast.title}</span>
        {toast.message ? <span className={message}>{toast.message}</span> : null}
      </span>
      {/* Named apart from the dialog's own "Close" ("Dismiss notification"), so neither is
          taken for the other, by ear or by tests; reached with Tab from the dialog's header. */}
      <button
        type="button"
        className={iconButton({ size: 'small' })}
        aria-label={toastLabels().close}
        title={toastLabels().close}
        onClick={(event) => {
          // The button goes away with its toast: keyboard focus moves on to the next toast's
          // dismiss button, or back to the dialog itself, never to the page behind it.
          const button = event.currentTarget;
          if (button.ownerDocument.activeElement === button) {
            const item = button.closest('li');
            const next = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector(
              'button',
            );
            const dialog = button.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
            (next ?? dialog)?.focus();
          }
          layer.remove(toast.id);
        }}
      >
        <CloseIcon />
      </button>
    </li>
  );
}

/**
 * The toasts raised while a dialog is open, in the dialog's flow below its header: they cover
 * nothing, and stay inside the modal where keyboard and screen reader users are.
 */
export function DialogToasts({ layer }: { layer: ToastLayer | null }) {
  const toasts = useSyncExternalStore(
    layer?.subscribe ?? noSubscription,
    () => layer?.toasts ?? noToasts,
  );
  return (
    <section aria-label={toastLabels().region}>
      <ol className={list} aria-live="polite">
        {layer
          ? toasts.map((toast) => <DialogToast key={toast.id} toast={toast} layer={layer} />)
          : null}
      </ol>
    </section>
  );
}
