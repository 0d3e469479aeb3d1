import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import { CLIENT_VERSION_HEADER, CUSTOMER_ID_HEADER } from '@portal/api/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfig, type SandboxConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData } from './db/seed';
import { registerErrorHandling } from './http/errors';
import { createAccountRepository } from './modules/accounts/repository';
import { createAccountMethods } from './modules/accounts/routes';
import { createAccountService } from './modules/accounts/service';
import { createAuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createCustomerRepository } from './modules/customer/repository';
import { createCustomerMethods } from './modules/customer/routes';
import { createCustomerService } from './modules/customer/service';
import { createDictionaryRepository } from './modules/dictionaries/repository';
import { createDictionaryMethods } from './modules/dictionaries/routes';
import { createDictionaryService } from './modules/dictionaries/service';
import { liveRoutes } from './modules/live/routes';
import { LIVE_MAX_MESSAGE_BYTES } from './modules/live/schemas';
import { LiveHub, type LivePublisher } from './modules/live/service';
import { methodApiRoutes } from './modules/method-api/routes';
import type { MethodDefinitions } from './modules/method-api/types';
import { createToolsRepository } from './modules/tools/repository';
import { toolsRoutes } from './modules/tools/routes';
import { createOutboxSender, createToolsService } from './modules/tools/service';
import { systemClock, type Clock } from './lib/clock';

export interface BuildAppOptions {
  /** Settings over those read from the environment. */
  config?: Partial<SandboxConfig>;
  /** An open database the caller keeps and closes (tests share one per worker); else one is opened and closed with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes live-channel events to a customer's sockets. */
    live: LivePublisher;
  }
}

/** Pages served from any local port may call the sandbox; nothing else may (DESIGN §5). */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** Builds the sandbox back end without listening: the database is migrated and the demo data seeded. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: SandboxConfig = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase(config.database));
  const { db } = database;
  await seedDemoData(db);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Bad types are refused, not coerced, and every problem is reported at once (TA1 lists them all).
    ajv: { customOptions: { coerceTypes: false, allErrors: true, allowUnionTypes: true } },
  });
  if (!options.database) app.addHook('onClose', () => database.close());

  registerErrorHandling(app);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && LOCAL_ORIGIN.test(origin)),
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', CLIENT_VERSION_HEADER, CUSTOMER_ID_HEADER],
    maxAge: 600,
  });
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_MESSAGE_BYTES } });

  const toolsRepository = createToolsRepository(db);
  const live = new LiveHub();
  app.decorate('live', live);

  const auth = createAuthService({
    repository: createAuthRepository(db),
    outbox: createOutboxSender(toolsRepository),
    clock,
    config,
  });
  const customers = createCustomerService(createCustomerRepository(db));
  const methods: MethodDefinitions = {
    ...createCustomerMethods(customers),
    ...createAccountMethods(createAccountService(createAccountRepository(db))),
    ...createDictionaryMethods(createDictionaryService(createDictionaryRepository(db))),
  };

  await app.register(authRoutes, { auth });
  await app.register(methodApiRoutes, { methods, auth, customers });
  await app.register(liveRoutes, { hub: live, auth, clock, authTimeoutMs: config.liveAuthTimeoutMs });
  if (config.toolsEnabled) {
    await app.register(toolsRoutes, { tools: createToolsService({ db, repository: toolsRepository, live }) });
  }
  return app;
}
