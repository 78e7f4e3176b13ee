import type { ChildProcess } from 'node:child_process';

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** Sends a signal (SIGTERM unless given) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ThrowawayServer extends RunningServer {
  dataDir: string;
}

export function startServer(
  env: Record<string, string>,
  options?: { source?: boolean; timeoutMs?: number },
): Promise<RunningServer>;
export function startExpectingFailure(
  env: Record<string, string>,
  options?: { source?: boolean },
): Promise<{ code: number | null; output: string }>;
export function startThrowawayServer(env?: Record<string, string>): Promise<ThrowawayServer>;
