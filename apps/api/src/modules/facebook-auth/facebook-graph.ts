import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';

const MeSchema = z.object({
  id: z.string().min(1),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
});
export type FacebookProfile = z.infer<typeof MeSchema>;

const DebugTokenSchema = z.object({
  data: z.object({ app_id: z.string().optional(), is_valid: z.boolean(), user_id: z.string().optional() }),
});

export interface FacebookApp {
  appId: string;
  appSecret: string;
  graphUrl: string;
}

const refused = () => new AppError('UNAUTHORIZED', 'Facebook did not accept this sign-in. Please try again.');
const unreachable = () => new AppError('SERVICE_UNAVAILABLE', 'Facebook could not be reached. Please try again later.');

/**
 * Asks Graph who owns the token, and whether it was issued to this app at all: a token a
 * user gave to any other site must not sign in here. Graph's `/debug_token` (asked with our
 * app token) names the token's app; `/me` names the person.
 */
export async function fetchFacebookProfile(app: FacebookApp, accessToken: string): Promise<FacebookProfile> {
  const [debug, me] = await Promise.all([
    callGraph(app, 'debug_token', `${app.appId}|${app.appSecret}`, { input_token: accessToken }),
    callGraph(app, 'me', accessToken, { fields: 'id,first_name,last_name,email' }),
  ]);
  const token = DebugTokenSchema.safeParse(debug);
  const profile = MeSchema.safeParse(me);
  if (!token.success || !profile.success) throw refused();
  const { app_id, is_valid, user_id } = token.data.data;
  if (!is_valid || app_id !== app.appId || (user_id !== undefined && user_id !== profile.data.id)) throw refused();
  return profile.data;
}

/**
 * One Graph GET. Every call carries `appsecret_proof` (HMAC-SHA256 of its access token keyed by
 * the app secret), so a stolen token is useless without the secret once the app requires it.
 * Answers the parsed body, or null when Graph refused the call.
 */
async function callGraph(
  app: FacebookApp,
  path: string,
  accessToken: string,
  params: Record<string, string>,
): Promise<unknown> {
  const url = new URL(path, app.graphUrl.replace(/\/*$/, '/'));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set('access_token', accessToken);
  url.searchParams.set('appsecret_proof', createHmac('sha256', app.appSecret).update(accessToken).digest('hex'));
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
  } catch {
    throw unreachable();
  }
  if (res.status >= 500) throw unreachable();
  const body: unknown = await res.json().catch(() => null);
  return res.ok ? body : null;
}
