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

/** Error toasts still on screen, so that an outcome which makes them stale can take them away. */
const openErrors = new Set<string | number>();

function show(kind: ToastKind) {
  return (message: string, options?: ToastOptions): void => {
    void import('sonner').then(({ toast }) => {
      if (kind === 'success') {
        if (options) toast.success(message, options);
        else toast.success(message);
        return;
      }
      const forget = () => openErrors.delete(id);
      const id = toast.error(message, { ...options, onDismiss: forget, onAutoClose: forget });
      openErrors.add(id);
    });
  };
}

/**
 * Takes away every error toast still showing, e.g. a wrong-password toast once the next sign-in
 * succeeded. Errors raised before this call are dismissed even if sonner was still loading.
 */
function dismissErrors(): void {
  void import('sonner').then(({ toast }) => {
    for (const id of openErrors) toast.dismiss(id);
    openErrors.clear();
  });
}

export const toast = { success: show('success'), error: show('error'), dismissErrors };
