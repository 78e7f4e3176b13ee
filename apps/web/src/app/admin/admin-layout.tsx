import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { adminAuth, useAuth } from '../../lib/auth-storage';
import { logoutAdmin } from '../../features/admin-auth/api/admin-logout';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { useAppName } from '../../lib/app-info';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { useMessages } from '../../lib/i18n';
import { AdminBrand, AdminNavDrawer, AdminNavList, shellMessages } from './admin-nav';
import { adminAvatarLetter, adminDisplayName, adminHeaderTitle, navMessages } from './admin-shell-rules';

/**
 * The back-office shell: logo, a 250 px sidebar, a header with the page title and the user menu.
 * Narrower than a laptop, the sidebar becomes a drawer behind a Menu button (see AdminNavDrawer).
 */
export function AdminLayout() {
  const appName = useAppName();
  useScrollToTop();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const t = useMessages(shellMessages);
  const titles = useMessages(navMessages);
  return (
    <div className="flex min-h-screen bg-slate-50 text-ink">
      <aside
        style={{ width: 250 }}
        className="fixed inset-y-0 left-0 hidden flex-col border-r border-slate-200 bg-white lg:flex"
        data-testid="admin-sidebar"
      >
        <div className="flex h-16 items-center border-b border-slate-200 px-5">
          <AdminBrand />
        </div>
        <AdminNavList />
      </aside>
      <AdminNavDrawer open={menuOpen} onClose={closeMenu} />
      <div className="flex min-h-screen min-w-0 flex-1 flex-col lg:ml-[250px]">
        <header className="sticky top-0 z-10 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 lg:hidden"
            >
              {t.menu}
            </button>
            <h1 className="truncate text-xl font-semibold">{adminHeaderTitle(pathname, appName, titles)}</h1>
          </div>
          {/* An admin's language is kept on this device only: the back-office has no settings of its own. */}
          <div className="flex shrink-0 items-center gap-2">
            <LanguageSwitcher />
            <AdminUserMenu />
          </div>
        </header>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

function AdminUserMenu() {
  const { user } = useAuth(adminAuth);
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useMessages(shellMessages);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const logout = async () => {
    setLoggingOut(true);
    await logoutAdmin(queryClient);
    navigate('/admin/login', { replace: true });
  };

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
        >
          {adminAvatarLetter(user)}
        </span>
        {/* On a phone the avatar alone is shown; the name still labels the button. */}
        <span className="sr-only text-sm sm:not-sr-only">{adminDisplayName(user, t.admin)}</span>
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 mt-2 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <button
            role="menuitem"
            type="button"
            disabled={loggingOut}
            onClick={logout}
            className="block w-full rounded-lg px-3 py-2 text-left hover:bg-slate-100 disabled:opacity-60"
          >
            {loggingOut ? t.loggingOut : t.logout}
          </button>
        </div>
      ) : null}
    </div>
  );
}
