import type { StoredAdmin } from '../../lib/auth-storage';

/** Header title by path, in the spec's order of checks; otherwise the product's name. */
export function adminHeaderTitle(pathname: string, appName: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '' || path === '/admin' || path === '/admin/dashboard') return 'Dashboard';
  if (path.includes('apptype')) return 'App Types';
  if (path.includes('video')) return 'Video Management';
  if (path.includes('feedback/export')) return 'Export Feedback Data';
  if (path.includes('user/details')) return 'Export User Details';
  if (path.includes('safety-resources')) return 'Safety Resources';
  if (path.includes('content/history')) return 'Content History';
  if (path.includes('content/preview')) return 'Preview Session';
  if (path.includes('content/outcomes')) return 'Outcomes';
  return appName;
}

/** The name the user menu shows: username, email or name (first found), else Admin. */
export function adminDisplayName(user: StoredAdmin | null): string {
  return user?.username || user?.email || user?.name || 'Admin';
}

/** First letter, upper-cased, of email, then name, then username, else U. */
export function adminAvatarLetter(user: StoredAdmin | null): string {
  const source = user?.email || user?.name || user?.username;
  return source ? source.charAt(0).toUpperCase() : 'U';
}

export const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/video/listing', label: 'Video Management' },
  { to: '/admin/feedback/export', label: 'Export Feedback Data' },
  { to: '/admin/user/details/export', label: 'Export User Details' },
  { to: '/admin/session/questions', label: 'Session Questions' },
  { to: '/admin/session/steps', label: 'Manage Steps' },
  { to: '/admin/content/history', label: 'Content History' },
  { to: '/admin/content/preview', label: 'Preview Session' },
  { to: '/admin/content/outcomes', label: 'Outcomes' },
  { to: '/admin/apptype', label: 'App Types' },
  { to: '/admin/safety-resources', label: 'Safety Resources' },
  { to: '/admin/audit-log', label: 'Audit Log' },
] as const;
