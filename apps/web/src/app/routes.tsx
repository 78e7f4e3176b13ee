import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found';
import { Spinner } from '../components/ui/spinner';
import { AdminGuard, AdminPublicOnly } from './admin/admin-guards';
import { HomeIndex, LogoutRoute, PublicOnly, RequirePatient } from './patient/patient-guards';
import { PatientLayout } from './patient/patient-layout';
import { prefetchSignedIn } from './patient/use-patient-session';
import { prefetchJournal } from '../features/journal/api/get-journal';
import { prefetchBeginSession } from '../features/session/api/session-queries';
import type pages from './pages.json';
import pageLoaders from 'virtual:page-loaders';
import { RouteError } from './route-error';

/** Loads a module only when its route is visited. */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

/**
 * The route at `url` (as the address bar shows it, under its parent's `base`) and its page, as
 * `pages.json` names them (`<feature>/<file>` in `features/<feature>/pages/`, exporting the
 * file's name in PascalCase): the one table of pages, which the bundle budget
 * (scripts/bundle-budget.mjs) reads too, so every page the router serves is measured.
 */
function pageAt(url: keyof typeof pages, base = '/'): Pick<RouteObject, 'path' | 'lazy'> {
  const load = pageLoaders[url]!;
  return { path: url.slice(base.length), lazy: async () => ({ Component: await load() }) };
}

/**
 * On the app's first load, what shows in a route's place until its page's code has arrived: the
 * layout above it (the patient header) shows at once with a spinner, rather than a blank screen.
 * It sits on the guards, never below them: a guard that redirected before the first page was
 * ready would restart the load it is waiting for.
 */
const untilLoaded = { hydrateFallbackElement: <Spinner /> } satisfies RouteObject;

const patientRoutes: RouteObject[] = [
  {
    element: <PatientLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeIndex /> },
      {
        element: <PublicOnly />,
        ...untilLoaded,
        children: [
          pageAt('/login'),
          pageAt('/register'),
          pageAt('/forgot-password'),
          pageAt('/auth/reset-password'),
          pageAt('/auth/reset-password/:token'),
        ],
      },
      {
        ...pageAt('/unsubscribe'),
        ...untilLoaded,
      },
      // Crisis lines, signed in or not.
      {
        ...pageAt('/get-help'),
        ...untilLoaded,
      },
      {
        ...pageAt('/auth/email-verified'),
        ...untilLoaded,
      },
      {
        element: <RequirePatient />,
        loader: prefetchSignedIn,
        ...untilLoaded,
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
          {
            ...pageAt('/journal'),
            loader: prefetchJournal,
          },
          {
            ...pageAt('/begin-session'),
            loader: prefetchBeginSession,
          },
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
    errorElement: <RouteError />,
    children: [
      {
        element: <AdminPublicOnly />,
        ...untilLoaded,
        children: [
          pageAt('/admin/login', '/admin/'),
          pageAt('/admin/forgot-password', '/admin/'),
          pageAt('/admin/reset-password/:token', '/admin/'),
          pageAt('/admin/auth/reset-password', '/admin/'),
        ],
      },
      {
        element: <AdminGuard />,
        ...untilLoaded,
        children: [
          {
            ...page(() => import('./admin/admin-layout'), 'AdminLayout'),
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
const sharedRoutes: RouteObject[] = [
  {
    ...pageAt('/shared/:token'),
    errorElement: <RouteError />,
  },
];

export const routes: RouteObject[] = [...adminRoutes, ...sharedRoutes, ...patientRoutes];
