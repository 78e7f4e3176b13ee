/**
 * Answers that index.html's first script (build/route-preload.ts) asked for while the app's own
 * code was still downloading: on a phone, the session page's data then travels alongside its
 * scripts instead of after them. The app takes each one at most once, for a GET of the same path
 * with the same token, while its first page loads; after that, every request goes to the network.
 */
export const EARLY_REQUESTS_KEY = '__clearwellEarlyRequests' as const;

export interface EarlyRequest {
  token: string;
  response: Promise<Response>;
}
type EarlyRequests = Record<string, EarlyRequest>;

/** Where index.html's script leaves them: `null` once the app has claimed the slot. */
const slot = globalThis as unknown as Record<typeof EARLY_REQUESTS_KEY, EarlyRequests | null | undefined>;

/** The early answer for `path`, if one was asked for with this token; taken once. */
export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | undefined {
  const early = slot[EARLY_REQUESTS_KEY];
  const found = early?.[path];
  if (!found) return undefined;
  delete early![path];
  return found.token === token ? found.response : undefined;
}

/**
 * Leaves `null` rather than nothing: index.html's script, if it runs this late, then sends nothing.
 * Also called when a person's time on the device ends: answers asked for with their token go too.
 */
export function forgetEarlyResponses(): void {
  slot[EARLY_REQUESTS_KEY] = null;
}

/**
 * Keeps the early answers until the first page has loaded (its loader takes what it needs), then
 * forgets them: an answer nobody took by then would be stale when a later page asked for it.
 */
export function keepEarlyResponsesUntil(firstPageLoaded: Promise<void>): void {
  // Claimed at once: an early script that runs after the app has started its first page sends
  // nothing (that page asks for its own data).
  slot[EARLY_REQUESTS_KEY] ??= null;
  void firstPageLoaded.then(forgetEarlyResponses);
}
