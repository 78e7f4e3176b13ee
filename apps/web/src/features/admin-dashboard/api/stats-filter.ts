/** What the dashboard is filtered by: `yyyy-MM-dd` days (inclusive) or all time when absent. */
export interface StatsFilter {
  from?: string;
  to?: string;
  appType?: string;
}
