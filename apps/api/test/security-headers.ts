import { expect } from 'vitest';

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * The headers every answer carries, whatever its status: a CSP that forbids plugins, <base>
 * rewrites and framing; no MIME sniffing; no Referer leaving the site, whatever the answer is
 * (a JSON answer opened as a page, or framed by a browser, still has a URL); nothing that names
 * the server software.
 * HSTS is checked separately because it depends on how the request arrived.
 */
export function expectSecurityHeaders(res: Answer) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
  // object-src falls back to default-src, as browsers apply it; base-uri and frame-ancestors have no fallback.
  expect(directives.get('object-src') ?? directives.get('default-src'), `${res.statusCode} CSP object-src`).toBe(
    "'none'",
  );
  expect(directives.get('base-uri'), `${res.statusCode} CSP base-uri`).toBe("'none'");
  expect(directives.get('frame-ancestors'), `${res.statusCode} CSP frame-ancestors`).toBe("'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${res.statusCode} Referrer-Policy`).toBe('no-referrer');
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers.server).toBeUndefined();
}
