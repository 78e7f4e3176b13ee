import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set for these options, computed once. helmet's middleware only ever
 * calls `setHeader` / `removeHeader` on the response, and with static options its headers are
 * the same for every request, so recording one run gives the whole policy as a plain object.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (err?: unknown) => (failure = err));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
