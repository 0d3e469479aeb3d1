import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { HELPDESK_API_PATH, HELPDESK_UPLOAD_MAX_BYTES } from '@portal/api/catalogue';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { answerInDialect } from '../../platform/http/errors';
import { requestValidationOptions } from '../../platform/http/validation';
import { helpdeskConsoleRoutes } from './console';
import { loadHelpdeskConfig, type HelpdeskConfig } from './config';
import { openHelpdeskDatabase, type HelpdeskDatabaseHandle } from './db';
import { createEventSender, type EventSender } from './events';
import { helpdeskApiRoutes } from './routes';
import { seedHelpdesk } from './seed';
import { createHelpdeskService, HelpdeskApiError, type Clock, type HelpdeskService } from './service';

export interface BuildHelpdeskAppOptions {
  config?: Partial<HelpdeskConfig>;
  /** An open database the caller keeps; else one is opened (and closed with the app). */
  database?: HelpdeskDatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where events go; by default posted, signed, to `config.eventsUrl`. */
  events?: EventSender;
  /** Demo data (on by default). */
  seed?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    helpdesk: HelpdeskService;
  }
}

/**
 * The help-desk provider (issue 31 item 1), a service of its own: its API under `HELPDESK_API_PATH`, its agent
 * console, its own database. Every refusal is a `HelpdeskError` body; a bad input is a 400, never a 500.
 */
export async function buildHelpdeskApp(options: BuildHelpdeskAppOptions = {}): Promise<FastifyInstance> {
  const config: HelpdeskConfig = { ...loadHelpdeskConfig(), ...options.config };
  const clock = options.clock ?? { now: () => new Date() };
  const database = options.database ?? (await openHelpdeskDatabase(config.database));
  if (options.seed !== false) await seedHelpdesk(database.db, clock.now());

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: 'loopback',
    ...requestValidationOptions,
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  if (!options.database) app.addHook('onClose', () => database.close());

  const events =
    options.events ?? createEventSender({ url: config.eventsUrl, secret: config.sharedSecret, log: app.log });
  const service = createHelpdeskService({ db: database.db, config, clock, events });
  app.decorate('helpdesk', service);

  // The one error handler of the provider's app: its console's pages word theirs (answerRefusalsIn, console.ts).
  app.setErrorHandler((error: FastifyError | HelpdeskApiError, request, reply) => {
    const answered = answerInDialect(error as FastifyError, request, reply);
    if (answered) return answered;
    if (error instanceof HelpdeskApiError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.code(error.statusCode).send({
        errorCode: error.errorCode,
        message: error.message,
        ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
      });
    }
    if (error.validation)
      return reply.code(400).send({
        errorCode: 'INVALID_DATA',
        message: `${error.validationContext ?? 'request'}: ${error.validation.map((issue) => `${issue.instancePath || '/'} ${issue.message ?? 'is not valid'}`).join('; ')}`,
      });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send({ errorCode: error.code ?? 'BAD_REQUEST', message: error.message });
    request.log.error(error);
    return reply.code(500).send({ errorCode: 'INTERNAL', message: 'Something went wrong.' });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ errorCode: 'NOT_FOUND', message: 'No such path.' }),
  );

  await app.register(cors, {
    origin: config.portalOrigins,
    credentials: false,
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: HELPDESK_UPLOAD_MAX_BYTES } });
  app.get('/helpdesk/health', async () => ({ status: 'ok' }));
  await app.register(helpdeskApiRoutes, { prefix: HELPDESK_API_PATH, service, config, clock });
  await app.register(helpdeskConsoleRoutes, { service, config });
  return app;
}
