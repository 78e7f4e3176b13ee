import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { usePlainValidationMessages } from '@clearwell/shared';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { serverTimeoutOptions } from './lib/client-timeouts.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { createStorage, type FileStorage } from './lib/storage.js';
import { createLogger, loggerOptions, type LoggingOptions } from './lib/logger.js';
import { registerModules } from './modules/index.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { drainPlugin } from './plugins/drain.js';
import { errorsPlugin } from './plugins/errors.js';
import { filesPlugin } from './plugins/files.js';
import { openapiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { staticWebPlugin } from './plugins/static-web.js';
import { textInputPlugin } from './plugins/text-input.js';
import './types.js';

// Every 400 says what to fix in a sentence, also where a schema gives no words of its own.
usePlainValidationMessages();

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  storage?: FileStorage;
  /** Pino options (with a stream if not stdout) or `false`; defaults to the production logger. */
  logger?: LoggingOptions;
  /** Close the database when the app closes (the server does; tests share theirs). */
  closeDatabase?: boolean;
}

/** Builds the whole application as a Fastify instance. It never listens: server.ts does. */
export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    // The app's own pino (redaction, database failures without their values: lib/logger.ts);
    // Fastify gives each request a child of it carrying the request's id.
    loggerInstance: createLogger(deps.logger ?? loggerOptions(config.logLevel)),
    trustProxy: config.trustProxy ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // An id of any length that names nothing is 404 (docs/api.md, Envelope), not Fastify's 414 past 100 characters;
    // Node's 16 KB header limit still bounds the whole URL.
    routerOptions: { maxParamLength: 16 * 1024 },
    ...serverTimeoutOptions(config.timeouts),
    forceCloseConnections: 'idle',
    // While draining, a request that reaches an open connection is served (with `Connection:
    // close`, see plugins/drain.ts) instead of Fastify's bare 503, which is not our error
    // envelope: the database stays open until the drain ends, so nothing is lost by serving it.
    return503OnClosing: false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        appName: config.appName,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
  );
  app.decorate('storage', deps.storage ?? (await createStorage(config.storage)));

  await app.register(errorsPlugin);
  // Every compressible answer (JSON, CSV, pages) of at least 512 bytes (below, compression saves
  // less than its header costs), brotli or gzip as the client accepts; streamed answers are
  // compressed as they stream; byte ranges never.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 512 });
  await app.register(drainPlugin);
  await app.register(securityPlugin);
  await app.register(textInputPlugin);
  await app.register(dbPlugin, { database: deps.database, closeOnShutdown: deps.closeDatabase ?? true });
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  // Bodies are JSON; multipart only on the upload routes (plugins/multipart-scope.ts). Text is never a body.
  app.removeContentTypeParser('text/plain');
  await app.register(openapiPlugin, { appName: config.appName });
  await app.register(filesPlugin);
  await app.register(registerModules);
  await app.register(staticWebPlugin, { webDistDir: config.webDistDir, appName: config.appName });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
