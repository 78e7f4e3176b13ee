import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FOCUSABLE, wrapTabFocus } from './focus-trap';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown at the bottom. */
  actions?: ReactNode;
  /** `wide` for dialogs that hold a whole form. */
  size?: 'normal' | 'wide';
}

/**
 * An accessible dialog on the native <dialog> element: focus moves into it, Escape closes
 * it, focus returns to where it was, and the rest of the page is inert while it is open.
 * Tab wraps inside the dialog rather than leaving for the browser's own controls, and focus
 * is moved and restored here too, for browsers (and test DOMs) that do not do it natively.
 */
export function Modal({ open, title, onClose, children, actions, size = 'normal' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener.current?.isConnected) opener.current.focus();
    }
  }, [open]);
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    // A control inside that handled the key itself (a picker closing) keeps the dialog open.
    if (e.defaultPrevented) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else {
      wrapTabFocus(e);
    }
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto ${size === 'wide' ? 'max-h-[92vh] w-[min(94vw,56rem)]' : 'w-[min(92vw,32rem)]'} rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/40`}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <div className="text-base leading-relaxed text-muted">{children}</div>
          {actions ? (
            // Kept in view at the dialog's foot while a long dialog scrolls, as on a phone.
            <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-wrap justify-end gap-3 border-t border-slate-100 bg-white px-6 pt-4 pb-6">
              {actions}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
