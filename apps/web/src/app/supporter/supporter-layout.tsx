import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { LogoMark } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { useAppName } from '../../lib/app-info';
import { supporterAuth, useAuth } from '../../lib/auth-storage';
import { i18n, useMessages } from '../../lib/i18n';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { logOutSupporter } from '../../features/supporter/api/log-out-supporter';

const messages = i18n('supporter/layout', {
  area: 'Supporters',
  skip: 'Skip to content',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
});

/**
 * The supporters' area (`/supporter`): its own plain header (the product, who is signed in, the
 * language, sign-out) over one column that reads well on a phone. Patients never load it.
 */
export function SupporterLayout() {
  useScrollToTop();
  const t = useMessages(messages);
  const appName = useAppName();
  const { user, isSignedIn } = useAuth(supporterAuth);
  return (
    <div className="flex min-h-screen flex-col bg-brand-50/40 text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t.skip}
      </a>
      <header className="sticky top-0 z-20 border-b border-brand-100 bg-white">
        {/* One row of 64 px at every width, as the patient's header: toasts appear just below it. */}
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link to="/supporter" className="inline-flex items-center gap-2 font-semibold text-brand-800">
            <LogoMark />
            <span className="sr-only sm:not-sr-only">{appName}</span>
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-medium">{t.area}</span>
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            {isSignedIn ? (
              <>
                <span className="hidden text-sm text-muted sm:inline">{user?.name}</span>
                <SignOutButton />
              </>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function SignOutButton() {
  const t = useMessages(messages);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    setBusy(true);
    await logOutSupporter(queryClient);
    navigate('/supporter/login', { replace: true });
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void signOut()}
      className="min-h-11 rounded-lg border border-brand-600 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {busy ? t.signingOut : t.signOut}
    </button>
  );
}
