import http from 'node:http';

/** A minimal load balancer for tests: each request goes to the next upstream in turn. */
export async function startRoundRobinProxy(
  upstreams: string[],
): Promise<{ url: string; hits: number[]; close(): Promise<void> }> {
  let next = 0;
  const hits = upstreams.map(() => 0);
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    hits[index]!++;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forward = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
