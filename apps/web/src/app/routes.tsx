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
import { RouteError } from './route-error';

/** Loads a page's module only when its route is visited. */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
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
          { path: 'login', ...page(() => import('../features/auth/pages/login-page'), 'LoginPage') },
          { path: 'register', ...page(() => import('../features/auth/pages/register-page'), 'RegisterPage') },
          {
            path: 'forgot-password',
            ...page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
          },
          {
            path: 'auth/reset-password',
            ...page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
          },
          {
            path: 'auth/reset-password/:token',
            ...page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
          },
        ],
      },
      {
        path: 'unsubscribe',
        ...untilLoaded,
        ...page(() => import('../features/check-ins/pages/unsubscribe-page'), 'UnsubscribePage'),
      },
      // Crisis lines, signed in or not.
      {
        path: 'get-help',
        ...untilLoaded,
        ...page(() => import('../features/safety/pages/get-help-page'), 'GetHelpPage'),
      },
      {
        path: 'auth/email-verified',
        ...untilLoaded,
        ...page(() => import('../features/auth/pages/email-verified-page'), 'EmailVerifiedPage'),
      },
      {
        element: <RequirePatient />,
        loader: prefetchSignedIn,
        ...untilLoaded,
        children: [
          { path: 'dashboard', ...page(() => import('../features/content/pages/dashboard-page'), 'DashboardPage') },
          { path: 'about', ...page(() => import('../features/content/pages/about-page'), 'AboutPage') },
          { path: 'support', ...page(() => import('../features/content/pages/support-page'), 'SupportPage') },
          {
            path: 'clear-beliefs',
            ...page(() => import('../features/content/pages/clear-beliefs-page'), 'ClearBeliefsPage'),
          },
          { path: 'tips', ...page(() => import('../features/content/pages/tips-page'), 'TipsPage') },
          { path: 'theory', ...page(() => import('../features/content/pages/theory-page'), 'TheoryPage') },
          {
            path: 'contact-coach',
            ...page(() => import('../features/content/pages/contact-coach-page'), 'ContactCoachPage'),
          },
          {
            path: 'check-ins',
            ...page(() => import('../features/check-ins/pages/due-check-ins-page'), 'DueCheckInsPage'),
          },
          { path: 'check-ins/:id', ...page(() => import('../features/check-ins/pages/check-in-page'), 'CheckInPage') },
          {
            path: 'journal',
            ...page(() => import('../features/journal/pages/journal-page'), 'JournalPage'),
            loader: prefetchJournal,
          },
          {
            path: 'begin-session',
            ...page(() => import('../features/session/pages/begin-session-page'), 'BeginSessionPage'),
            loader: prefetchBeginSession,
          },
          { path: 'feedback', ...page(() => import('../features/feedback/pages/feedback-page'), 'FeedbackPage') },
          { path: 'settings', ...page(() => import('../features/account/pages/settings-page'), 'SettingsPage') },
          {
            path: 'edit-profile',
            ...page(() => import('../features/account/pages/edit-profile-page'), 'EditProfilePage'),
          },
          {
            path: 'change-password',
            ...page(() => import('../features/account/pages/change-password-page'), 'ChangePasswordPage'),
          },
          {
            path: 'conditions-of-use',
            ...page(() => import('../features/account/pages/conditions-page'), 'ConditionsPage'),
          },
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
          { path: 'login', ...page(() => import('../features/admin-auth/pages/admin-login-page'), 'AdminLoginPage') },
          {
            path: 'forgot-password',
            ...page(() => import('../features/admin-auth/pages/admin-forgot-password-page'), 'AdminForgotPasswordPage'),
          },
          {
            path: 'reset-password/:token',
            ...page(() => import('../features/admin-auth/pages/admin-reset-password-page'), 'AdminResetPasswordPage'),
          },
          {
            path: 'auth/reset-password',
            ...page(() => import('../features/admin-auth/pages/admin-reset-password-page'), 'AdminResetPasswordPage'),
          },
        ],
      },
      {
        element: <AdminGuard />,
        ...untilLoaded,
        children: [
          {
            ...page(() => import('./admin/admin-layout'), 'AdminLayout'),
            children: [
              {
                path: 'dashboard',
                ...page(() => import('../features/admin-dashboard/pages/admin-dashboard-page'), 'AdminDashboardPage'),
              },
              {
                path: 'video/listing',
                ...page(() => import('../features/admin-videos/pages/video-listing-page'), 'VideoListingPage'),
              },
              {
                path: 'feedback/export',
                ...page(() => import('../features/admin-exports/pages/feedback-export-page'), 'FeedbackExportPage'),
              },
              {
                path: 'user/details/export',
                ...page(() => import('../features/admin-exports/pages/user-export-page'), 'UserExportPage'),
              },
              {
                path: 'session/questions',
                ...page(() => import('../features/admin-steps/pages/session-questions-page'), 'SessionQuestionsPage'),
              },
              { path: 'session/steps', ...page(() => import('../features/admin-steps/pages/steps-page'), 'StepsPage') },
              {
                path: 'apptype',
                ...page(() => import('../features/admin-app-types/pages/app-types-page'), 'AppTypesPage'),
              },
              {
                path: 'safety-resources',
                ...page(() => import('../features/admin-safety/pages/safety-resources-page'), 'SafetyResourcesPage'),
              },
              {
                path: 'audit-log',
                ...page(() => import('../features/admin-audit/pages/audit-log-page'), 'AuditLogPage'),
              },
              {
                path: 'content/history',
                ...page(() => import('../features/admin-content/pages/content-history-page'), 'ContentHistoryPage'),
              },
              {
                path: 'content/history/:id',
                ...page(() => import('../features/admin-content/pages/content-version-page'), 'ContentVersionPage'),
              },
              {
                path: 'content/preview',
                ...page(() => import('../features/admin-content/pages/content-preview-page'), 'ContentPreviewPage'),
              },
              {
                path: 'content/outcomes',
                ...page(() => import('../features/admin-content/pages/content-outcomes-page'), 'ContentOutcomesPage'),
              },
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
    path: 'shared/:token',
    ...page(() => import('../features/journal/pages/shared-journal-page'), 'SharedJournalPage'),
    errorElement: <RouteError />,
  },
];

export const routes: RouteObject[] = [...adminRoutes, ...sharedRoutes, ...patientRoutes];
