import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { Logo } from '../../components/ui/logo';
import { i18n, useMessages } from '../../lib/i18n';
import { patientAuth, useAuth } from '../../lib/auth-storage';
import { MobileMenu } from './mobile-menu';
import { initialsOf } from '../../lib/initials';
import { supportQuery } from '../../lib/get-support';
import { logoutPatient } from '../../lib/logout-patient';
import { SIDE_MENU, sideMenuMessages } from './side-menu';
import { useLanguageSetting, useSaveLanguage } from './use-language-setting';
import { usePatientSession } from './use-patient-session';

const messages = i18n('shell/patient-header', {
  getHelp: 'Get help now',
  about: 'About',
  support: 'Support',
  journal: 'Journal',
  messages: 'Messages',
  begin: 'Begin',
  settings: 'Settings',
  accountMenu: 'Account menu',
  logout: 'Logout',
  signUp: 'Sign Up',
  signIn: 'Sign In',
  openMenu: 'Open menu',
  close: 'Close',
  main: 'Main',
});

/** Always one tap away, on every screen size, signed in or not. */
function GetHelpLink() {
  const t = useMessages(messages);
  return (
    <NavLink
      to="/get-help"
      className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-brand-300 bg-brand-50 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-100"
    >
      {t.getHelp}
    </NavLink>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 ${isActive ? 'font-semibold text-brand-800' : 'text-ink hover:bg-brand-50'}`;

export function PatientHeader() {
  const { user } = useAuth(patientAuth);
  // While the server is asked whether a stored session still holds, neither set of links shows:
  // not the cached name and avatar of a session that may be gone, nor Sign In for one that is not.
  const session = usePatientSession();
  const isSignedIn = session === 'signed-in';
  const [menuOpen, setMenuOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const t = useMessages(messages);
  const menuT = useMessages(sideMenuMessages);
  useLanguageSetting(isSignedIn);
  // Messages is in the menu only while a supporter is linked.
  const supported = Boolean(useQuery({ ...supportQuery, enabled: isSignedIn }).data);
  const messagesLink = supported ? (
    <NavLink to="/messages" className={navClass}>
      {t.messages}
    </NavLink>
  ) : null;
  const saveLanguage = useSaveLanguage();
  const switcher = <LanguageSwitcher onChosen={isSignedIn ? saveLanguage : undefined} />;

  useEffect(() => {
    setMenuOpen(false);
    setMobileOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onDown = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const logout = async () => {
    if (await logoutPatient(queryClient)) navigate('/login', { replace: true });
  };

  return (
    <header className="sticky top-0 z-20 border-b border-brand-100 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2">
          <nav aria-label={t.main} className="hidden items-center gap-1 md:flex">
            {isSignedIn ? (
              <>
                <NavLink to="/about" className={navClass}>
                  {t.about}
                </NavLink>
                <NavLink to="/support" className={navClass}>
                  {t.support}
                </NavLink>
                <NavLink to="/journal" className={navClass}>
                  {t.journal}
                </NavLink>
                {messagesLink}
                <Link
                  to="/begin-session"
                  className="ml-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
                >
                  {t.begin}
                </Link>
                <div ref={menuRef} className="relative ml-2 flex items-center gap-1">
                  <Link
                    to="/settings"
                    aria-label={t.settings}
                    className="flex h-10 w-10 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800"
                  >
                    {user?.avatar ? (
                      <img src={user.avatar} alt="" className="h-full w-full object-cover" />
                    ) : (
                      initialsOf(user)
                    )}
                  </Link>
                  <button
                    type="button"
                    aria-haspopup="menu"
                    aria-expanded={menuOpen}
                    aria-label={t.accountMenu}
                    onClick={() => setMenuOpen((o) => !o)}
                    className="rounded-lg px-2 py-2 text-ink hover:bg-brand-50"
                  >
                    <span aria-hidden="true">▾</span>
                  </button>
                  {menuOpen ? (
                    <div
                      role="menu"
                      className="absolute right-0 top-12 w-44 rounded-xl border border-brand-100 bg-white p-1 shadow-lg"
                    >
                      <Link role="menuitem" to="/settings" className="block rounded-lg px-3 py-2 hover:bg-brand-50">
                        {t.settings}
                      </Link>
                      <button
                        role="menuitem"
                        type="button"
                        onClick={logout}
                        className="block w-full rounded-lg px-3 py-2 text-left hover:bg-brand-50"
                      >
                        {t.logout}
                      </button>
                    </div>
                  ) : null}
                </div>
              </>
            ) : session === 'signed-out' ? (
              <>
                <NavLink to="/register" className={navClass}>
                  {t.signUp}
                </NavLink>
                <Link
                  to="/login"
                  className="ml-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
                >
                  {t.signIn}
                </Link>
              </>
            ) : null}
          </nav>
          <div className="hidden md:block">{switcher}</div>
          <GetHelpLink />
          {session === 'checking' ? null : (
            <button
              type="button"
              className="rounded-lg p-2 text-ink hover:bg-brand-50 md:hidden"
              aria-label={t.openMenu}
              aria-haspopup="dialog"
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onClick={() => setMobileOpen(true)}
            >
              <span aria-hidden="true" className="block text-2xl leading-none">
                ☰
              </span>
            </button>
          )}
        </div>
      </div>
      <MobileMenu id="mobile-menu" open={mobileOpen} onClose={() => setMobileOpen(false)}>
        <button
          type="button"
          className="self-end rounded-lg px-3 py-2 hover:bg-brand-50"
          onClick={() => setMobileOpen(false)}
        >
          {t.close}
        </button>
        <nav aria-label={t.main} className="flex flex-col gap-1">
          <NavLink to="/get-help" className={navClass}>
            {t.getHelp}
          </NavLink>
          {isSignedIn ? (
            <>
              <NavLink to="/begin-session" className={navClass}>
                {t.begin}
              </NavLink>
              <NavLink to="/about" className={navClass}>
                {t.about}
              </NavLink>
              <NavLink to="/support" className={navClass}>
                {t.support}
              </NavLink>
              <NavLink to="/journal" className={navClass}>
                {t.journal}
              </NavLink>
              {messagesLink}
              {SIDE_MENU.slice(1).map((item) => (
                <NavLink key={item.to} to={item.to} className={navClass}>
                  {menuT[item.key]}
                </NavLink>
              ))}
              <NavLink to="/settings" className={navClass}>
                {t.settings}
              </NavLink>
              <button type="button" onClick={logout} className="rounded-lg px-3 py-2 text-left hover:bg-brand-50">
                {t.logout}
              </button>
            </>
          ) : (
            <>
              <NavLink to="/register" className={navClass}>
                {t.signUp}
              </NavLink>
              <NavLink to="/login" className={navClass}>
                {t.signIn}
              </NavLink>
            </>
          )}
        </nav>
        <div className="mt-4 border-t border-brand-100 px-3 pt-4">{switcher}</div>
      </MobileMenu>
    </header>
  );
}
