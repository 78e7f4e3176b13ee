import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * One plain GET over a kept connection; resolves with the status, the headers, the body's length
 * and (unless `keep` is false, when it is only counted) the body.
 */
export function get(
  agent: http.Agent,
  url: string,
  headers: Record<string, string> = {},
  keep = true,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; length: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        let length = 0;
        res.on('data', (c: Buffer) => {
          length += c.length;
          if (keep) chunks.push(c);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, length, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Asks `url` every `everyMs`, whether or not the previous answers came back (an open loop: a
 * server stalled for 600 ms delays the 60 requests sent meanwhile, not just the one in flight,
 * so a stall weighs in the percentiles as much as it does for the people waiting on it). Each
 * sample is the time from sending to the whole answer.
 */
export function sampleLatency(url: string, everyMs: number) {
  const agent = new http.Agent({ keepAlive: true });
  const samples: number[] = [];
  /** When each sample was sent, in ms since sampling began (for telling where slow ones fell). */
  const sentAt: number[] = [];
  const started = performance.now();
  const failures: string[] = [];
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const sent = performance.now();
    const request = get(agent, url)
      .then((res) => {
        if (res.status !== 200) return void failures.push(`status ${res.status}`);
        samples.push(performance.now() - sent);
        sentAt.push(sent - started);
      })
      .catch((err: Error) => void failures.push(err.message))
      .finally(() => pending.delete(request));
    pending.add(request);
  }, everyMs);
  return {
    samples,
    sentAt,
    failures,
    /** The samples slower than `ms`, as "latency@sent" (ms), for a failure's message. */
    slowerThan: (ms: number) => samples.flatMap((v, i) => (v > ms ? [`${v.toFixed(0)}@${sentAt[i]!.toFixed(0)}`] : [])),
    /** Stops sending, waits for the answers still due, and closes the connections. */
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      agent.destroy();
    },
  };
}

/** The p-th percentile (nearest rank) of some samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
