/** What the harness measures, the reference each is compared with, and the budget it must meet. */
export interface BenchCase {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  auth?: 'patient' | 'admin';
  body?: unknown;
  /** Compared, alternating, with this reference; the budget is a minimum ratio of req/s. */
  reference?: 'hello' | 'pg-row';
  minRatio?: number;
  maxP99: number;
  /** Seconds of load before the measured rounds; 1 unless the case says otherwise. */
  warmup?: number;
  /** The warm-up on PGlite, when it needs a longer one. */
  pgliteWarmup?: number;
  /** Seconds of each measured round, when not the harness's default. */
  duration?: number;
  /** Needs the large data set (PostgreSQL only). */
  large?: boolean;
  /** Load kept on another route while this case is measured (here: sign-ins hashing passwords). */
  background?: { method: 'POST'; path: string; body: 'signin'; connections: number };
}

/** A short load, for cases whose budget leaves a wide margin and for latency measured apart (run.ts). */
export const SHORT_LOAD = { warmup: 0.5, duration: 1 };

export const CASES: BenchCase[] = [
  { name: 'trivial route, full stack', path: '/healthz', reference: 'hello', minRatio: 0.8, maxP99: 25 },
  { name: 'GET /api/session-steps', path: '/api/session-steps', auth: 'patient', reference: 'pg-row', minRatio: 0.8, maxP99: 25 },
  {
    name: 'GET /api/session-steps while sign-in is under load',
    path: '/api/session-steps',
    auth: 'patient',
    maxP99: 25,
    background: { method: 'POST', path: '/api/auth/signin', body: 'signin', connections: 16 },
  },
  { name: 'GET /api/journal (200 entries)', path: '/api/journal', auth: 'patient', maxP99: 25 },
  // The first submissions run code nothing before them ran (the statistics and journal triggers,
  // the batched insert); on PGlite that is WebAssembly V8 compiles on first use, on the one core
  // the server is pinned to, and a second of load does not get past it.
  { name: 'POST /api/problem', method: 'POST', path: '/api/problem', auth: 'patient', body: 'problem', maxP99: 50, pgliteWarmup: 3 },
  { name: 'GET /api/admin/session-step?page=1', path: '/api/admin/session-step?page=1', auth: 'admin', maxP99: 25 },
  // The dashboard and statistics answer in a fifth of their budget or less: shorter runs tell as much.
  { name: 'GET /api/admin/dashboard', path: '/api/admin/dashboard', auth: 'admin', maxP99: 300, large: true, ...SHORT_LOAD },
  { name: 'GET /api/admin/stats/user-activity', path: '/api/admin/stats/user-activity', auth: 'admin', maxP99: 300, large: true, ...SHORT_LOAD },
  { name: 'GET /api/admin/stats/problem-types', path: '/api/admin/stats/problem-types', auth: 'admin', maxP99: 300, large: true, ...SHORT_LOAD },
  { name: 'GET /api/admin/stats/feedback-sentiment', path: '/api/admin/stats/feedback-sentiment', auth: 'admin', maxP99: 300, large: true, ...SHORT_LOAD },
  { name: 'GET /api/admin/stats/problem-trends', path: '/api/admin/stats/problem-trends', auth: 'admin', maxP99: 300, large: true, ...SHORT_LOAD },
];

/** PGlite runs one query at a time; its budget is a queue that keeps p99 bounded. */
export const PGLITE_MAX_P99 = 250;
export const PGLITE_MIN_THROUGHPUT_VS_POSTGRES = 0.25;
