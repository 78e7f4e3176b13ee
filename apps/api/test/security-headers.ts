import { expect } from 'vitest';

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * The headers every answer carries, whatever its status: a CSP that forbids plugins, <base>
 * rewrites and framing; no MIME sniffing; nothing that names the server software. Pages and
 * stored files also let no Referer leave the site (JSON loads nothing a Referer could go with).
 * HSTS is checked separately because it depends on how the request arrived.
 */
export function expectSecurityHeaders(res: Answer) {
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
  // object-src falls back to default-src, as browsers apply it; base-uri and frame-ancestors have no fallback.
  expect(directives.get('object-src') ?? directives.get('default-src'), `${res.statusCode} CSP object-src`).toBe("'none'");
  expect(directives.get('base-uri'), `${res.statusCode} CSP base-uri`).toBe("'none'");
  expect(directives.get('frame-ancestors'), `${res.statusCode} CSP frame-ancestors`).toBe("'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  if (!isJson) expect(res.headers['referrer-policy'], `${res.statusCode} Referrer-Policy`).toBe('no-referrer');
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers.server).toBeUndefined();
}
