// Runs autocannon measurements in a process of its own (pinned to its own core by the caller).
// With options as its argument it runs that one measurement; without, it stays up and runs one
// measurement per line of options read from stdin, answering each with one line of JSON, so a
// benchmark of many cases pays for starting Node and loading autocannon once.
//
// Options with `rounds` run one continuous load: `warmup` seconds, then `rounds` windows of
// `duration` seconds, each reported on its own (an array of results), on the same connections.
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

function run(opts, duration) {
  return autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers ?? {},
    body: opts.body,
    connections: opts.connections ?? 64,
    pipelining: 1,
    duration,
    // autocannon notices the end of a run only at a sample tick: at its default of a second, a
    // run of 0.5 s lasts a whole second.
    sampleInt: 100,
  });
}

async function measureOnce(opts) {
  const result = await run(opts, opts.duration ?? 3);
  return {
    // Over the whole run: autocannon's own average is of whole-second samples, and runs may be shorter.
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    seconds: result.duration,
  };
}

async function measureRounds(opts) {
  const warmup = opts.warmup ?? 1;
  const events = [];
  let started;
  const instance = run(opts, warmup + opts.rounds * opts.duration);
  instance.on('start', () => (started = performance.now()));
  instance.on('response', (_client, status, _bytes, latency) => events.push([performance.now() - started, latency, status]));
  instance.on('reqError', () => events.push([performance.now() - started, null, 0]));
  await instance;
  return Array.from({ length: opts.rounds }, (_, round) => {
    const from = (warmup + round * opts.duration) * 1000;
    const to = from + opts.duration * 1000;
    const inRound = events.filter(([t]) => t >= from && t < to);
    const answered = inRound.filter(([, latency]) => latency !== null);
    const latencies = answered.map(([, latency]) => Math.round(latency)).sort((a, b) => a - b);
    return {
      rps: answered.length / opts.duration,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors: inRound.length - answered.length,
      non2xx: answered.filter(([, , status]) => status < 200 || status > 299).length,
      total: answered.length,
      seconds: opts.duration,
    };
  });
}

const measure = (opts) => (opts.rounds ? measureRounds(opts) : measureOnce(opts));

if (process.argv[2]) {
  console.log(JSON.stringify(await measure(JSON.parse(process.argv[2]))));
} else {
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim()) console.log(JSON.stringify(await measure(JSON.parse(line))));
  }
}
