/**
 * The toasts' region, loaded on its own (sonner with it) by the signed-in frame: its first
 * paint does without it, and it is in place long before a user's action can raise a toast.
 */
export { Toaster } from '@ats/design-system';
