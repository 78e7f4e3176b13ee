// Runs one autocannon measurement in its own process (pinned to its own core by the caller)
// and prints the result as one JSON line.
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2]);
const result = await autocannon({
  url: opts.url,
  method: opts.method ?? 'GET',
  headers: opts.headers ?? {},
  body: opts.body,
  connections: opts.connections ?? 64,
  pipelining: 1,
  duration: opts.duration ?? 3,
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  }),
);
