/**
 * Features raise toasts through this instead of importing sonner: sonner (about 9 KB gzip) then
 * arrives with the toast area after the first page has shown, rather than inside every page
 * chunk that might raise a toast. The dynamic import resolves to the same module instance the
 * toast area renders, so a toast raised before the area mounts is still shown.
 */
type ToastKind = 'success' | 'error';
export interface ToastOptions {
  /** How long the toast stays, in milliseconds; sonner's default otherwise. */
  duration?: number;
}

function show(kind: ToastKind) {
  return (message: string, options?: ToastOptions): void => {
    void import('sonner').then(({ toast }) => (options ? toast[kind](message, options) : toast[kind](message)));
  };
}

export const toast = { success: show('success'), error: show('error') };
