/**
 * Every query key of the web app in one place, so a query and whatever refreshes, fills or drops
 * it name the same data. A key that begins with another's is refreshed with it (invalidating
 * `journal` refreshes `journalShares`; `admin.all` every back-office list).
 */
export const queryKeys = {
  agreement: ['agreement'],
  appInfo: ['app-info'],
  settings: ['settings'],
  profile: ['profile'],
  journal: ['journal'],
  journalShares: ['journal', 'shares'],
  sharedJournal: (token: string) => ['shared-journal', token],
  checkIns: ['check-ins'],
  checkIn: (id: string) => ['check-in', id],
  measures: ['measures'],
  measuresIn: (language: string) => ['measures', language],
  measureHistory: ['measure-history'],
  sessionSteps: (language: string) => ['session-steps', language],
  experiences: (language: string) => ['experiences', language],
  publicVideos: ['public-videos'],
  safetyResources: (country: string | null, language: string) => ['safety-resources', country ?? '*', language],
  verifyEmail: (code: string | null) => ['verify-email', code],
  /** The patient's link to a supporter; refreshing it refreshes its views and messages too. */
  support: ['support'],
  supportViews: ['support', 'views'],
  supportMessages: ['support', 'messages'],
  supporter: {
    self: ['supporter', 'me'],
    caseload: ['supporter', 'patients'],
    patient: (id: string) => ['supporter', 'patients', id],
    messages: (id: string) => ['supporter', 'patients', id, 'messages'],
  },
  admin: {
    all: ['admin'],
    appTypes: ['admin', 'app-types'],
    auditLog: (filters: unknown) => ['admin', 'audit-log', filters],
    steps: ['admin', 'session-steps'],
    stepsPage: (page: number) => ['admin', 'session-steps', 'page', page],
    step: (id: string | undefined) => ['admin', 'session-steps', 'one', id],
    dashboard: (filter: unknown) => ['admin', 'dashboard', filter],
    stats: (name: string, ...filter: unknown[]) => ['admin', 'stats', name, ...filter],
    feedback: (page: number) => ['admin', 'feedback', page],
    contentVersion: (id: string | undefined) => ['admin', 'content-version', id],
    contentVersions: (page: number, limit: number) => ['admin', 'content-versions', page, limit],
    outcomes: (filters: unknown) => ['admin', 'outcomes', filters],
    measureStats: (key: string, filters: unknown) => ['admin', 'measure-stats', key, filters],
    experiences: (language: string) => ['admin', 'experiences', language],
    videos: ['admin', 'videos'],
    safetyResources: ['admin', 'safety-resources'],
    supporters: ['admin', 'supporters'],
  },
} as const;
