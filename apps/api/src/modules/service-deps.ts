import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../lib/mailer.js';
import type { FileStorage } from '../lib/storage.js';

/**
 * What a service may use. Every exported service function takes the part it needs as its
 * first parameter, `deps: Pick<ServiceDeps, 'db' | …>`, and nothing else of the app: routes
 * pass `app` (which has all of these), tests and transactions pass a plain object
 * (`{ db: tx }`). One way, so a reader never wonders whether a function wants `app`, `db` or
 * a bag of its own.
 */
export interface ServiceDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}
