import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface TokenEntry {
  profile: Record<string, string>;
  appId: string;
  valid: boolean;
}

export interface GraphRequest {
  /** Without the version prefix: `/me`, `/debug_token`. */
  path: string;
  params: URLSearchParams;
}

const oauthError = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };

/**
 * A Graph API on loopback. Every call must carry `appsecret_proof` made with our app secret over
 * its own access token, as Graph demands when "Require App Secret" is on; `/debug_token` must be
 * called with our app token and reports each user token's app and validity. `/me` answers any
 * known token, whatever its app, so only the server's own app check can refuse a foreign token.
 */
export class FakeGraph {
  readonly requests: GraphRequest[] = [];
  private readonly tokens = new Map<string, TokenEntry>();
  private server: Server | undefined;

  constructor(private readonly app: { appId: string; appSecret: string }) {}

  proofOf(accessToken: string): string {
    return createHmac('sha256', this.app.appSecret).update(accessToken).digest('hex');
  }

  addToken(token: string, profile: Record<string, string>, opts: { appId?: string; valid?: boolean } = {}) {
    this.tokens.set(token, { profile, appId: opts.appId ?? this.app.appId, valid: opts.valid ?? true });
  }

  /** Starts listening; answers the base URL to use as FACEBOOK_GRAPH_URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v19.0`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url!, 'http://graph.local');
    const path = url.pathname.replace(/^\/v\d+\.\d+/, '');
    const params = url.searchParams;
    this.requests.push({ path, params });
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    const accessToken = params.get('access_token') ?? '';
    if (!accessToken || params.get('appsecret_proof') !== this.proofOf(accessToken)) return send(400, oauthError);

    if (path === '/debug_token') {
      if (accessToken !== `${this.app.appId}|${this.app.appSecret}`) return send(400, oauthError);
      const entry = this.tokens.get(params.get('input_token') ?? '');
      if (!entry)
        return send(200, {
          data: { is_valid: false, scopes: [], error: { code: 190, message: 'Invalid OAuth access token.' } },
        });
      return send(200, {
        data: {
          app_id: entry.appId,
          type: 'USER',
          application: 'Some app',
          is_valid: entry.valid,
          user_id: entry.profile.id,
          scopes: ['email'],
        },
      });
    }
    const entry = this.tokens.get(accessToken);
    if (path === '/me' && entry) return send(200, entry.profile);
    return send(400, oauthError);
  }
}
