/** What run.ts asks of the load generator (generator.ts), one command a line, and what it answers. */

export interface JourneyPlan {
  base: string;
  /** Tokens of patients signed in beforehand: four journeys in five use one of them. */
  tokens: string[];
  /** The fifth signs in as one of patient1..patientN (fixtures.ts), all with one password. */
  patients: number;
  password: string;
  adminTokens: string[];
  /** The users export's range: about 10,000 patients registered in it. */
  exportRange: { start_date: string; end_date: string };
}

/** Journeys arriving at `rate` a second (Poisson, seeded) for `warmup` + `seconds`; only those arriving after the warm-up are measured. */
export interface OpenLoad {
  kind: 'open';
  plan: JourneyPlan;
  rate: number;
  warmup: number;
  seconds: number;
  seed: number;
}

/** `inFlight` requests kept outstanding (a closed loop: only for finding a maximum rate). */
export interface Saturate {
  kind: 'saturate';
  base: string;
  path: string;
  method: 'GET' | 'POST';
  /** Bodies sent in turn (JSON); none for a GET. */
  bodies?: string[];
  inFlight: number;
  warmup: number;
  seconds: number;
  /** Keep the `data.token` of each answer (sign-ins). */
  collectTokens?: boolean;
}

export interface ClassStats {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export interface OpenResult {
  classes: Record<string, ClassStats>;
  /** Journeys measured (arrived after the warm-up). */
  journeys: number;
  /** Journeys still running 10 s after the last arrival (counted as errors too). */
  unfinished: number;
  /** How late the generator started arrivals, p99 in ms: past a few ms, it could not keep up. */
  lagP99: number;
  /** The generator's own CPU, in cores. */
  generatorCpu: number;
  /** A few of the errors, for a reader. */
  errorSamples: string[];
}

export interface SaturateResult {
  rate: number;
  errors: number;
  p99: number;
  generatorCpu: number;
  tokens: string[];
}

/** The class of journeys that failed outside a request or were still running when a step ended. */
export const UNFINISHED = 'journeys failed or unfinished';

/** Nearest-rank percentile of sorted numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : 0;
