import type { ErrorCode, ErrorDetail } from '@clearwell/shared';
import { adminAuth, patientAuth, supporterAuth, type AuthStore } from './auth-storage';
import { language } from './i18n/language';

export type Area = 'patient' | 'admin' | 'supporter';

/**
 * What went wrong on this side of a call, where the server gave no code: a 2xx that is not a
 * success envelope, or a back-office download whose session had gone.
 */
export type ClientFailure = 'invalid_response' | 'download_session_lost';

/**
 * An error answer from the server: screens branch on its `code` and its details' `code` and
 * `field`, never on a message.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | undefined,
    readonly details: ErrorDetail[] = [],
    readonly failure?: ClientFailure,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** What a 2xx answer that is not a success envelope (docs/api.md, Envelope) is reported as. */
export const INVALID_RESPONSE = 'Invalid response from server';

/** What a back-office file download says when the session has gone (the spec's words for that path). */
export const DOWNLOAD_AUTH_FAILED = 'Authentication failed. Please login again.';

const stores: Record<Area, AuthStore<unknown>> = { patient: patientAuth, admin: adminAuth, supporter: supporterAuth };
const expiryHandlers: Partial<Record<Area, () => void>> = {};
/**
 * A token the server refused before its area's layout had registered a handler: a route's prefetch
 * starts requests before the layout's effects run. The layout handles it when it registers, if that
 * token is still the one stored (a sign-in since then is a new session, not a lost one).
 */
const refusedBeforeHandler: Partial<Record<Area, string>> = {};

/** Layouts register what a lost session means in their area (clear and go to the login page). */
export function onSessionExpired(area: Area, handler: () => void): () => void {
  expiryHandlers[area] = handler;
  const refused = refusedBeforeHandler[area];
  delete refusedBeforeHandler[area];
  if (refused && refused === stores[area].getToken()) handler();
  return () => {
    if (expiryHandlers[area] === handler) delete expiryHandlers[area];
  };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  area?: Area;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const area = opts.area ?? 'patient';
  const token = stores[area].getToken();
  // The server writes mails to people without an account (or before they sign in) in this language.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': language.get(),
    ...opts.headers,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  return fetch(buildUrl(path, opts.query), { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
}

/** `authFailed` puts the app's own words in place of the server's when the answer means the session is gone. */
function failIfError(res: Response, parsed: unknown, area: Area, token: string | null, authFailed?: boolean): void {
  if (res.ok) return;
  const body = (parsed && typeof parsed === 'object' ? parsed : {}) as {
    message?: unknown;
    error?: unknown;
    details?: unknown;
  };
  const message = typeof body.message === 'string' ? body.message : res.statusText || 'Request failed';
  const lost = res.status === 401;
  if (token && lost) {
    const handler = expiryHandlers[area];
    if (handler) handler();
    else refusedBeforeHandler[area] = token;
  }
  const code = typeof body.error === 'string' ? (body.error as ErrorCode) : undefined;
  const details = Array.isArray(body.details) ? (body.details as ErrorDetail[]) : [];
  if (lost && authFailed) throw new ApiError(DOWNLOAD_AUTH_FAILED, res.status, code, details, 'download_session_lost');
  throw new ApiError(message, res.status, code, details);
}

/** The one check every answer gets: a success is `{success: true, data}`, whatever `data` holds. */
function isSuccessEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true && 'data' in body
  );
}

/**
 * The one HTTP client. Sends the area's bearer token, treats 204 as success, wraps a
 * non-JSON body as `{message}`, and throws ApiError for error answers and for a success that
 * is not an envelope. A 401 while signed in ends the session through the area's handler.
 * `data` is typed with the shared schemas' types; its shape is the server's promise.
 */
export async function api<T = unknown>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const area = opts.area ?? 'patient';
  const token = stores[area].getToken();
  const res = await send(path, opts);
  if (res.status === 204) return { success: true, data: null as T };
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { message: text };
  }
  failIfError(res, parsed, area, token);
  if (!isSuccessEnvelope(parsed)) throw new ApiError(INVALID_RESPONSE, res.status, undefined, [], 'invalid_response');
  return parsed as Envelope<T>;
}

/**
 * Downloads a file answer; the name comes from Content-Disposition, else `fallbackName`. In the
 * back-office a lost session ends as for any call (cleared, to /admin/login?session=expired) and
 * the error says 'Authentication failed. Please login again.' for the screen's toast.
 */
export async function apiDownload(
  path: string,
  opts: RequestOptions & { fallbackName: string },
): Promise<{ blob: Blob; filename: string }> {
  const area = opts.area ?? 'patient';
  const token = stores[area].getToken();
  const res = await send(path, opts);
  if (!res.ok) {
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { message: text };
    }
    failIfError(res, parsed, area, token, area === 'admin');
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return { blob: await res.blob(), filename: match?.[1] ?? opts.fallbackName };
}

/**
 * The message to show for a failed call. The server writes its messages in English: in English
 * they are shown as they are; in another language the screen's own sentence for the error's code
 * (`byCode`) is shown, else its translated `fallback`.
 */
export function errorMessage(err: unknown, fallback: string, byCode?: Partial<Record<ErrorCode, string>>): string {
  if (!(err instanceof ApiError) || !err.message || err.status >= 500) return fallback;
  if (language.get() === 'en') return err.message;
  return (err.code && byCode?.[err.code]) || fallback;
}
