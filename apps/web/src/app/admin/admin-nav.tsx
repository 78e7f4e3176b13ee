import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { LogoMark } from '../../components/ui/logo';
import { useAppName } from '../../lib/app-info';
import { i18n, params, useMessages } from '../../lib/i18n';
import { ADMIN_NAV, navMessages } from './admin-shell-rules';
import { wrapTabFocus } from '../../components/ui/focus-trap';

export const shellMessages = i18n('admin-shell/layout', {
  backOffice: 'Back-office',
  backOfficeMenu: 'Back-office menu',
  menu: 'Menu',
  close: 'Close',
  logo: params('{name} logo'),
  admin: 'Admin',
  logout: 'Logout',
  loggingOut: 'Logging out...',
});

/** The product's mark and name, at the top of the sidebar and of the drawer. */
export function AdminBrand() {
  const appName = useAppName();
  const t = useMessages(shellMessages);
  return (
    <span className="flex items-center gap-2">
      <LogoMark label={appName ? t.logo({ name: appName }) : undefined} />
      <span className="font-semibold text-brand-800">{appName}</span>
    </span>
  );
}

export function AdminNavList() {
  const t = useMessages(shellMessages);
  const labels = useMessages(navMessages);
  return (
    <nav aria-label={t.backOffice} className="flex-1 overflow-y-auto p-3">
      <ul className="flex flex-col gap-1">
        {ADMIN_NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-brand-600 font-semibold text-white' : 'text-ink hover:bg-brand-50'}`
              }
            >
              {labels[item.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Below the desktop width the sidebar would cover the screen it belongs to, so it opens from a
 * Menu button instead: an opaque panel on a native modal <dialog> (the page behind is inert and
 * dimmed; Escape, the backdrop or a chosen page closes it, and focus returns to the button).
 */
export function AdminNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const t = useMessages(shellMessages);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  // Choosing a page (or any navigation) closes the drawer.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname) onClose();
    shownAt.current = pathname;
  }, [pathname, onClose]);
  return (
    <dialog
      ref={ref}
      aria-label={t.backOfficeMenu}
      onKeyDown={wrapTabFocus}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the dialog element itself (not its panel) is a click on the backdrop.
      onClick={(e) => e.target === e.currentTarget && onClose()}
      className="m-0 h-full max-h-none w-[min(250px,85vw)] bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 pl-5 pr-2">
            <AdminBrand />
            <button type="button" onClick={onClose} className="min-h-11 rounded-lg px-3 text-sm hover:bg-slate-100">
              {t.close}
            </button>
          </div>
          <AdminNavList />
        </div>
      ) : null}
    </dialog>
  );
}
