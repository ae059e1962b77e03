// Where a toast goes while a dialog is open. A modal dialog makes the rest of the page inert
// and sits above it, so a toast of the page's toaster would either cover the dialog or hide
// behind its backdrop, out of reach of the keyboard and of screen readers (outside the modal).
// Instead, each open dialog (Modal, Drawer) holds a layer, and toasts raised while one is open
// show inside the top-most one, in the flow below its header: they never cover it.

/** What one toast in a dialog shows. */
export interface LayerToast {
  id: string;
  kind: 'success' | 'error' | 'info';
  title: string;
  message?: string;
  /** Milliseconds before it closes by itself. */
  duration: number;
}

/** Shows a toast in the page's toaster (set by Toast.tsx, which holds sonner). */
type Forward = (toast: LayerToast) => void;

export interface ToastLayer {
  readonly toasts: readonly LayerToast[];
  subscribe(listener: () => void): () => void;
  remove(id: string): void;
}

class Layer implements ToastLayer {
  toasts: readonly LayerToast[] = [];
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  add(toast: LayerToast) {
    this.toasts = [...this.toasts, toast];
    this.notify();
  }

  remove = (id: string) => {
    if (!this.toasts.some((toast) => toast.id === id)) return;
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    this.notify();
  };

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

const openLayers: Layer[] = [];
const openLayerListeners = new Set<() => void>();

function notifyOpenLayers() {
  for (const listener of openLayerListeners) listener();
}

/** Listens for dialogs opening and closing (see `isAnyDialogOpen`). */
export function subscribeOpenDialogs(listener: () => void): () => void {
  openLayerListeners.add(listener);
  return () => {
    openLayerListeners.delete(listener);
  };
}

/** Whether a dialog is open: the page's toaster is then hidden from assistive technology. */
export function isAnyDialogOpen(): boolean {
  return openLayers.length > 0;
}
let forward: Forward | null = null;
let nextId = 0;

/** Called once by the toaster's module: where a closing dialog's toasts go on showing. */
export function setToastForwarding(target: Forward): void {
  forward = target;
}

/** Opens a layer for a dialog that has just opened (the newest is on top). */
export function openToastLayer(): ToastLayer {
  const layer = new Layer();
  openLayers.push(layer);
  notifyOpenLayers();
  return layer;
}

/**
 * Closes a dialog's layer. Toasts still shown go on in the page's toaster (or in the dialog
 * below, if one is open), e.g. "Stage saved" raised just before its dialog closes.
 */
export function closeToastLayer(layer: ToastLayer): void {
  const index = openLayers.indexOf(layer as Layer);
  if (index < 0) return;
  openLayers.splice(index, 1);
  notifyOpenLayers();
  for (const toast of layer.toasts) {
    const below = openLayers.at(-1);
    if (below) below.add(toast);
    else forward?.(toast);
  }
}

/** Shows the toast in the top-most open dialog; its id, or null when no dialog is open. */
export function showInOpenDialog(toast: Omit<LayerToast, 'id'>): string | null {
  const top = openLayers.at(-1);
  if (!top) return null;
  nextId += 1;
  const id = `dialog-toast-${nextId}`;
  top.add({ ...toast, id });
  return id;
}

/** Closes one toast shown in a dialog, or all of them when no id is given. */
export function dismissInDialogs(id?: string | number): void {
  for (const layer of openLayers) {
    for (const toast of layer.toasts) {
      if (id === undefined || toast.id === id) layer.remove(toast.id);
    }
  }
}

const labels = { close: 'Dismiss notification', region: 'Notifications' };

/** The accessible names the page's toaster was given, used by the dialogs' toasts too. */
export function setToastLabels(close: string, region: string): void {
  labels.close = close;
  labels.region = region;
}

/** The accessible names of a toast's close button and of the toasts' region. */
export function toastLabels(): Readonly<typeof labels> {
  return labels;
}
