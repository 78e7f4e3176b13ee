import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';
import { adminAuth, useAuth } from '../../lib/auth-storage';
import { forgetUserOnDevice } from '../../lib/device-user';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { LogoMark } from '../../components/ui/logo';
import { APP_NAME } from '../../lib/app-config';
import { ADMIN_NAV, adminAvatarLetter, adminDisplayName, adminHeaderTitle } from './admin-shell-rules';

/** The back-office shell: logo, a 250 px sidebar, a header with the page title and the user menu. */
export function AdminLayout() {
  useScrollToTop();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen bg-slate-50 text-ink">
      <aside style={{ width: 250 }} className="fixed inset-y-0 left-0 flex flex-col border-r border-slate-200 bg-white" data-testid="admin-sidebar">
        <div className="flex h-16 items-center gap-2 border-b border-slate-200 px-5">
          <LogoMark label={`${APP_NAME} logo`} />
          <span className="font-semibold text-brand-800">{APP_NAME}</span>
        </div>
        <nav aria-label="Back-office" className="flex-1 overflow-y-auto p-3">
          <ul className="flex flex-col gap-1">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-brand-600 font-semibold text-white' : 'text-ink hover:bg-brand-50'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-h-screen flex-1 flex-col" style={{ marginLeft: 250 }}>
        <header className="sticky top-0 z-10 flex h-16 items-center justify-between border-b border-slate-200 bg-white px-6">
          <h1 className="text-xl font-semibold">{adminHeaderTitle(pathname)}</h1>
          <AdminUserMenu />
        </header>
        <main className="flex-1 p-6">
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
    try {
      await api('/api/admin/auth/logout', { method: 'POST', area: 'admin' });
    } catch (err) {
      console.warn('Logout call failed', err);
    }
    forgetUserOnDevice('admin', queryClient);
    navigate('/admin/login', { replace: true });
  };

  return (
    <div ref={ref} className="relative">
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-slate-100">
        <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
          {adminAvatarLetter(user)}
        </span>
        <span className="text-sm">{adminDisplayName(user)}</span>
      </button>
      {open ? (
        <div role="menu" className="absolute right-0 mt-2 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          <button role="menuitem" type="button" disabled={loggingOut} onClick={logout} className="block w-full rounded-lg px-3 py-2 text-left hover:bg-slate-100 disabled:opacity-60">
            {loggingOut ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
