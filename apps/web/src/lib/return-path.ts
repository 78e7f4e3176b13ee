import type { Area } from './api-client';

/** Any origin will do: a target is only kept if resolving it against this one stays here. */
const HERE = 'https://app.invalid';

/**
 * Where a sign-in leads: the page the person asked for before the guard sent them to the login
 * page (path, query and fragment), when it is a page of this site inside `area`; otherwise
 * `fallback`. Whatever could leave the site is refused (`//host`, `/\host`, `https:…`,
 * `javascript:…`, and tabs or line breaks, which browsers drop from a URL so that `/\t/host`
 * becomes `//host`), so a crafted link can never turn the sign-in into a redirect elsewhere.
 */
export function returnPath(target: unknown, fallback: string, area = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || /[\\\s]/.test(target) || target.startsWith('//'))
    return fallback;
  let url: URL;
  try {
    url = new URL(target, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE || !url.pathname.startsWith(area)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page a guard remembered in the navigation's state (`{ from }`), if any. */
export function rememberedPage(state: unknown): unknown {
  return state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
}

const AFTER_SIGN_IN: Record<Area, { home: string; area: string }> = {
  patient: { home: '/dashboard', area: '/' },
  admin: { home: '/admin/dashboard', area: '/admin/' },
  supporter: { home: '/supporter', area: '/supporter/' },
};

/**
 * Where a sign-in leads in `area`, given the login page's navigation state: back to the page the
 * guard remembered, else the area's dashboard. The login page and the guard that sends a
 * signed-in person away from it both use this, so they agree.
 */
export function pageAfterSignIn(area: Area, state: unknown): string {
  const { home, area: within } = AFTER_SIGN_IN[area];
  return returnPath(rememberedPage(state), home, within);
}
