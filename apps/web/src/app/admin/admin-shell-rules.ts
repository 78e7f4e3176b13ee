import type { StoredAdmin } from '../../lib/auth-storage';
import { i18n } from '../../lib/i18n';

/** The back-office's page names, in the sidebar and the header. */
export const navMessages = i18n('admin-shell/nav', {
  dashboard: 'Dashboard',
  videos: 'Video Management',
  feedbackExport: 'Export Feedback Data',
  userExport: 'Export User Details',
  sessionQuestions: 'Session Questions',
  manageSteps: 'Manage Steps',
  contentHistory: 'Content History',
  preview: 'Preview Session',
  outcomes: 'Outcomes',
  appTypes: 'App Types',
  safety: 'Safety Resources',
  supporters: 'Supporters',
  auditLog: 'Audit Log',
});

type NavTexts = ReturnType<typeof navMessages.get>;

/** Header title by path, in the spec's order of checks; otherwise the product's name. */
export function adminHeaderTitle(pathname: string, appName: string, t: NavTexts = navMessages.get()): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '' || path === '/admin' || path === '/admin/dashboard') return t.dashboard;
  if (path.includes('apptype')) return t.appTypes;
  if (path.includes('video')) return t.videos;
  if (path.includes('feedback/export')) return t.feedbackExport;
  if (path.includes('user/details')) return t.userExport;
  if (path.includes('safety-resources')) return t.safety;
  if (path.includes('supporters')) return t.supporters;
  if (path.includes('content/history')) return t.contentHistory;
  if (path.includes('content/preview')) return t.preview;
  if (path.includes('content/outcomes')) return t.outcomes;
  return appName;
}

/** The name the user menu shows: username, email or name (first found), else Admin (`fallback`). */
export function adminDisplayName(user: StoredAdmin | null, fallback = 'Admin'): string {
  return user?.username || user?.email || user?.name || fallback;
}

/** First letter, upper-cased, of email, then name, then username, else U. */
export function adminAvatarLetter(user: StoredAdmin | null): string {
  const source = user?.email || user?.name || user?.username;
  return source ? source.charAt(0).toUpperCase() : 'U';
}

export const ADMIN_NAV: readonly { to: string; label: keyof NavTexts }[] = [
  { to: '/admin/dashboard', label: 'dashboard' },
  { to: '/admin/video/listing', label: 'videos' },
  { to: '/admin/feedback/export', label: 'feedbackExport' },
  { to: '/admin/user/details/export', label: 'userExport' },
  { to: '/admin/session/questions', label: 'sessionQuestions' },
  { to: '/admin/session/steps', label: 'manageSteps' },
  { to: '/admin/content/history', label: 'contentHistory' },
  { to: '/admin/content/preview', label: 'preview' },
  { to: '/admin/content/outcomes', label: 'outcomes' },
  { to: '/admin/apptype', label: 'appTypes' },
  { to: '/admin/safety-resources', label: 'safety' },
  { to: '/admin/supporters', label: 'supporters' },
  { to: '/admin/audit-log', label: 'auditLog' },
];
