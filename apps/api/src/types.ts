import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Audience, PatientState } from './lib/auth-tokens.js';
import type { Mailer } from './lib/mailer.js';
import type { FileStorage } from './lib/storage.js';
import type { AuthAttempt } from './plugins/rate-limit.js';

export interface RequestAuth {
  audience: Audience;
  /** The patient's, the admin's or the supporter's id. */
  subjectId: string;
  sessionId: string;
  /** A patient's language setting and agreement, read with the session; null for an admin or a supporter. */
  patient: PatientState | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: FileStorage;
    requirePatient: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    requireSupporter: (request: FastifyRequest) => Promise<void>;
    /** Counts one auth attempt per client address and per e-mail; 429 past AUTH_RATE_LIMIT a minute. */
    limitAuthAttempt: (request: FastifyRequest, scope: string, email?: string) => Promise<void>;
    /** Runs `work` under the auth limits, counting toward the per-e-mail limit only what `attempt` says counts. */
    guardAuthAttempt: <T>(request: FastifyRequest, attempt: AuthAttempt, work: () => Promise<T>) => Promise<T>;
    /** After a successful sign-in: records this browser for the account and sets its `device` cookie. */
    rememberDevice: (
      request: FastifyRequest,
      reply: FastifyReply,
      audience: Audience,
      subjectId: string,
    ) => Promise<void>;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}
