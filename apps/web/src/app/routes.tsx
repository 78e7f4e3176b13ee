import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found';
import { AdminGuard, AdminPublicOnly } from './admin/admin-guards';
import { HomeIndex, LogoutRoute, PublicOnly, RequirePatient } from './patient/patient-guards';
import { PatientLayout } from './patient/patient-layout';
import { prefetchSignedIn } from './patient/use-patient-session';
import { prefetchDashboard } from '../features/content/api/prefetch-dashboard';
import { prefetchJournal } from '../features/journal/api/get-journal';
import { prefetchBeginSession } from '../features/session/api/session-queries';
import { lazyModule, pageAt, PageBoundary, Prefetch } from './route-page';

/** The signed-in pages whose requests start with the navigation, beside the session check. */
const pagePrefetches: Partial<Record<string, () => unknown>> = {
  '/dashboard': prefetchDashboard,
  '/journal': prefetchJournal,
  '/begin-session': prefetchBeginSession,
};
const prefetchPage = (pathname: string) => pagePrefetches[pathname]?.();

const patientRoutes: RouteObject[] = [
  {
    element: <PatientLayout />,
    children: [
      { index: true, element: <HomeIndex /> },
      {
        element: <PublicOnly />,
        children: [
          pageAt('/login'),
          pageAt('/register'),
          pageAt('/forgot-password'),
          pageAt('/auth/reset-password'),
          pageAt('/auth/reset-password/:token'),
        ],
      },
      pageAt('/unsubscribe'),
      // Crisis lines, signed in or not.
      pageAt('/get-help'),
      pageAt('/auth/email-verified'),
      {
        element: (
          <Prefetch once={prefetchSignedIn} forPage={prefetchPage}>
            <RequirePatient />
          </Prefetch>
        ),
        children: [
          pageAt('/dashboard'),
          pageAt('/about'),
          pageAt('/support'),
          pageAt('/clear-beliefs'),
          pageAt('/tips'),
          pageAt('/theory'),
          pageAt('/contact-coach'),
          pageAt('/check-ins'),
          pageAt('/check-ins/:id'),
          pageAt('/measures/:key'),
          pageAt('/journal'),
          pageAt('/messages'),
          pageAt('/begin-session'),
          pageAt('/feedback'),
          pageAt('/settings'),
          pageAt('/edit-profile'),
          pageAt('/change-password'),
          pageAt('/conditions-of-use'),
        ],
      },
      { path: 'logout', element: <LogoutRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The back-office: every screen, and its shell, is its own lazily loaded chunk. */
const adminRoutes: RouteObject[] = [
  { path: 'admin', element: <Navigate to="/admin/login" replace /> },
  {
    path: 'admin',
    children: [
      {
        element: <AdminPublicOnly />,
        children: [
          pageAt('/admin/login', '/admin/'),
          pageAt('/admin/forgot-password', '/admin/'),
          pageAt('/admin/reset-password/:token', '/admin/'),
          pageAt('/admin/auth/reset-password', '/admin/'),
        ],
      },
      {
        element: <AdminGuard />,
        children: [
          {
            element: lazyModule(() => import('./admin/admin-layout'), 'AdminLayout'),
            children: [
              pageAt('/admin/dashboard', '/admin/'),
              pageAt('/admin/video/listing', '/admin/'),
              pageAt('/admin/feedback/export', '/admin/'),
              pageAt('/admin/user/details/export', '/admin/'),
              pageAt('/admin/session/questions', '/admin/'),
              pageAt('/admin/session/steps', '/admin/'),
              pageAt('/admin/apptype', '/admin/'),
              pageAt('/admin/safety-resources', '/admin/'),
              pageAt('/admin/audit-log', '/admin/'),
              pageAt('/admin/content/history', '/admin/'),
              pageAt('/admin/content/history/:id', '/admin/'),
              pageAt('/admin/content/preview', '/admin/'),
              pageAt('/admin/content/outcomes', '/admin/'),
              pageAt('/admin/supporters', '/admin/'),
              { path: '*', element: <NotFoundPage homePath="/admin/dashboard" /> },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * A coach's view of entries a patient shared: outside the patient layout (no menu, header or
 * session handling of the signed-in app), its code loaded only when such a link is opened.
 */
const sharedRoutes: RouteObject[] = [pageAt('/shared/:token')];

/**
 * The supporters' area: its route table, shell, guards and screens are one lazily loaded module
 * and its pages, so a patient's first download holds nothing of it but this line.
 */
const supporterRoutes: RouteObject[] = [
  { path: 'supporter/*', element: lazyModule(() => import('./supporter/supporter-routes'), 'SupporterRoutes') },
];

export const routes: RouteObject[] = [...adminRoutes, ...supporterRoutes, ...sharedRoutes, ...patientRoutes];

/** The whole app's routes, under `BrowserRouter` (main.tsx); a failure outside any page shows the failure screen. */
export function AppRoutes() {
  return <PageBoundary>{useRoutes(routes)}</PageBoundary>;
}
