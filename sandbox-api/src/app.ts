import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import { CLIENT_VERSION_HEADER, CUSTOMER_ID_HEADER } from '@portal/api/catalogue';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { wireAreas } from './areas';
import { clockToolRoutes } from './sandbox-tools/clock';
import type { ContractScheduler } from './areas/contracts/contracts/scheduler';
import type { MerchantEvents } from './areas/merchant/webhooks/events';
import { loadConfig, type SandboxConfig } from './platform/config';
import { createSandboxClock, systemClock, type Clock } from './platform/clock/clock';
import { createDatabaseClockStore } from './platform/clock/clock-store';
import { openDatabase, type DatabaseHandle } from './platform/db/client';
import { registerErrorHandling } from './platform/http/errors';
import { limitMethodPerAddress } from './platform/http/rate-limit';
import { requestValidationOptions } from './platform/http/validation';
import { liveRoutes } from './platform/live/routes';
import { LIVE_MAX_MESSAGE_BYTES } from './platform/live/schemas';
import type { LivePublisher } from './platform/live/service';
import { notifyToolRoutes } from './platform/notifications/operations';
import { methodApiRoutes } from './platform/pipeline/method-api';
import type { MethodDefinitions } from './platform/pipeline/types';
import { createPlatform } from './platform/platform';
import { readyRoutes } from './platform/service/ready';
import { serviceRoutes } from './platform/service/routes';
import { seedDemoData } from './seed';
import { toolsGuard } from './sandbox-tools/guard';
import { createToolsRepository } from './sandbox-tools/repository';
import { toolsRoutes } from './sandbox-tools/routes';
import { createToolsService } from './sandbox-tools/service';

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
    /** The operations the method API serves, as wired here: what a test walks to reach every one of them. */
    methodDefinitions: MethodDefinitions;
    /** Merchant webhook events (issue 33): server.ts starts its retry sweep; tests sweep and wait by hand. */
    merchantEvents: MerchantEvents;
    /** The contracts' dates (issue 47 item 3): server.ts starts its ticks; tests tick by hand. */
    contractScheduler: ContractScheduler;
    /** Every route as declared (method, path, schema): what a test walks to check each declares its answers. */
    routeDeclarations: readonly RouteOptions[];
  }
}

/** Builds the sandbox back end without listening: the database is migrated and the demo data seeded. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: SandboxConfig = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase(config.database));
  const { db } = database;
  // Under the setup lock on PostgreSQL: instances started together seed once (issue 34).
  const exclusive = database.exclusive ?? (<T>(work: () => Promise<T>) => work());
  await exclusive(() => seedDemoData(db, { historyTransactions: config.demoHistoryTransactions }));

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    ...requestValidationOptions,
    // A `__proto__` key, or a `constructor` one holding a `prototype`, is dropped from a JSON body: it can never
    // reach an object's prototype, and the rest of the request is answered as usual (issue 22 item 9).
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  if (!options.database) app.addHook('onClose', () => database.close());
  const routeDeclarations: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeDeclarations.push(route);
  });
  app.decorate('routeDeclarations', routeDeclarations);
  // The one clock of the sandbox's money and contracts (issue 15; issue 47 item 3): the base clock moved forward by
  // `/sandbox/clock`. Its offset is the database's, read at the start of every request, so every instance of a
  // cluster dates a payment, and moves a contract, by the same clock. The rest (sessions, codes) keeps `clock`.
  const sandboxClock = createSandboxClock(clock, createDatabaseClockStore(db));
  await sandboxClock.sync();
  app.addHook('onRequest', async () => {
    await sandboxClock.sync();
  });

  registerErrorHandling(app);
  await app.register(cors, {
    // Only the portal's own pages, named exactly: any other local server (another port, another *.localhost)
    // may be anyone's page (issue 22).
    origin: config.portalOrigins,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', CLIENT_VERSION_HEADER, CUSTOMER_ID_HEADER],
    maxAge: 600,
  });
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_MESSAGE_BYTES } });

  const platform = await createPlatform(app, { config, database, clock, sandboxClock });
  const { live, notifications, limits } = platform;
  app.decorate('live', live);
  const areas = wireAreas(platform);
  const { auth, supportActions, pipeline } = areas.auth;
  app.decorate('merchantEvents', areas.merchant.merchantEvents);
  app.decorate('contractScheduler', areas.contracts.scheduler);

  const { methods } = areas;
  app.decorate('methodDefinitions', methods);

  // Whether this instance can serve: HAProxy's health check (issue 34).
  await app.register(readyRoutes, { db });
  await app.register(serviceRoutes, {
    allowedOrigins: config.checkUrlOrigins,
    sandboxOrigins: config.sandboxOrigins,
  });
  // Public operations are counted per client address before the method API runs them.
  for (const area of areas.all)
    for (const [method, window] of area.limitedMethods ?? [])
      limitMethodPerAddress(app, limits, method, window);
  await app.register(methodApiRoutes, { methods, pipeline, supportActions, clock });
  for (const area of areas.all) await area.routes?.(app);
  await app.register(liveRoutes, { hub: live, auth, clock, authTimeoutMs: config.liveAuthTimeoutMs });
  // Switched off (SANDBOX_TOOLS=off), no `/sandbox/*` route exists: each answers 404.
  if (config.toolsEnabled) {
    // One scope for every tool, so the cross-site guard runs before any of them.
    await app.register(async (tools) => {
      tools.addHook('onRequest', toolsGuard(config));
      await tools.register(toolsRoutes, {
        tools: createToolsService({
          db,
          repository: createToolsRepository(db),
          live,
          historyTransactions: config.demoHistoryTransactions,
        }),
      });
      await tools.register(clockToolRoutes, {
        clock: sandboxClock,
        standing: areas.transfers.standing,
        contracts: areas.contracts.scheduler,
      });
      await tools.register(notifyToolRoutes, { notifications });
      for (const area of areas.all) await area.tools?.(tools);
    });
  }
  return app;
}
