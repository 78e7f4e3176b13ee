// Runs autocannon measurements in a process of its own (pinned to its own core by the caller).
// With options as its argument it runs that one measurement; without, it stays up and runs one
// measurement per line of options read from stdin, answering each with one line of JSON, so a
// benchmark of many cases pays for starting Node and loading autocannon once.
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

async function measure(opts) {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers ?? {},
    body: opts.body,
    connections: opts.connections ?? 64,
    pipelining: 1,
    duration: opts.duration ?? 3,
  });
  return JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  });
}

if (process.argv[2]) {
  console.log(await measure(JSON.parse(process.argv[2])));
} else {
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim()) console.log(await measure(JSON.parse(line)));
  }
}
