import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';

const MeSchema = z.object({
  id: z.string().min(1),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
});
export type FacebookProfile = z.infer<typeof MeSchema>;

/**
 * Asks Graph who owns the token. With an app secret configured, `appsecret_proof` makes Graph
 * refuse tokens issued to any other app, so a token from another site cannot sign in here.
 */
export async function fetchFacebookProfile(config: Config['facebook'], accessToken: string): Promise<FacebookProfile> {
  const url = new URL('me', config.graphUrl.replace(/\/*$/, '/'));
  url.searchParams.set('fields', 'id,first_name,last_name,email');
  url.searchParams.set('access_token', accessToken);
  if (config.appSecret) {
    url.searchParams.set('appsecret_proof', createHmac('sha256', config.appSecret).update(accessToken).digest('hex'));
  }
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'Facebook could not be reached. Please try again later.');
  }
  if (res.status >= 500) throw new AppError('SERVICE_UNAVAILABLE', 'Facebook could not be reached. Please try again later.');
  const body: unknown = await res.json().catch(() => null);
  const parsed = MeSchema.safeParse(body);
  if (!res.ok || !parsed.success) throw new AppError('UNAUTHORIZED', 'Facebook did not accept this sign-in. Please try again.');
  return parsed.data;
}
