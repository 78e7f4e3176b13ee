import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { FOCUSABLE } from '../../components/ui/focus-trap';
import { i18n, useMessages } from '../../lib/i18n';

const messages = i18n('shell/mobile-menu', { menu: 'Menu' });

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone menu: an opaque panel sliding over the page on a dimmed scrim. It is a native
 * modal <dialog>, so it sits in the browser's top layer (whatever the header's own styling)
 * and everything behind it is inert: a tap on the scrim closes the menu and reaches nothing
 * underneath. Tab wraps inside the panel, Escape and the scrim close it, focus goes back to
 * the element that opened it, and the page behind does not scroll while it is open.
 */
export function MobileMenu({ id, open, onClose, children }: MobileMenuProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const t = useMessages(messages);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      // A modal dialog keeps focus in the page, but Tab past its last control would leave for
      // the browser's own controls; wrap instead, both ways.
      const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !e.currentTarget.contains(active);
      if (e.shiftKey && (active === first || outside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || outside)) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  // The scrim is the dialog's ::backdrop; a click there targets the dialog itself, while the
  // panel's content fills the dialog, so clicks on the panel target its children.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={t.menu}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The browser may close a modal dialog on its own (a second Escape without a user
      // gesture in between); keep the open state in step with it. A close event that arrives
      // when the dialog is already open again is stale.
      onClose={(e) => {
        if (open && !e.currentTarget.open) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      {open ? <div className="flex min-h-full flex-col gap-1 p-4">{children}</div> : null}
    </dialog>
  );
}
