import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { patientAuth } from '../../lib/auth-storage';
import { i18n, useMessages } from '../../lib/i18n';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { useSessionExpiry } from '../../lib/use-session-expiry';
import { LaterSafety } from './later-safety';
import { PatientHeader } from './patient-header';
import { SideMenu } from './side-menu';
import { UpdateOffer } from './update-offer';
import { usePatientSession } from './use-patient-session';

const messages = i18n('shell/patient-layout', { skip: 'Skip to content' });

/** Pages that show the teaching side menu (not settings pages, support or journal). */
const SIDE_MENU_PATHS = ['/about', '/clear-beliefs', '/tips', '/theory', '/contact-coach', '/dashboard'];

export function PatientLayout() {
  useScrollToTop();
  const t = useMessages(messages);
  useSessionExpiry('patient', patientAuth, '/login');
  const { pathname } = useLocation();
  const session = usePatientSession();
  const withSideMenu = session === 'signed-in' && (SIDE_MENU_PATHS.includes(pathname) || pathname === '/');
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t.skip}
      </a>
      <PatientHeader />
      <LaterSafety />
      <div className="mx-auto flex w-full max-w-6xl flex-1 gap-8 px-4 py-6 sm:px-6">
        {withSideMenu ? <SideMenu /> : null}
        <main id="main" className="min-w-0 flex-1">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <UpdateOffer />
    </div>
  );
}
