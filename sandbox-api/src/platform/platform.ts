// The platform floor as the areas see it (issue 48 item 2): what every area is wired with, and what an area hands
// back to the app. app.ts builds one Platform, asks each area of the list in areas.ts for its parts, and serves them.
import type { MethodName } from '@portal/api/catalogue';
import type { FastifyInstance } from 'fastify';
import type { RateLimitName, SandboxConfig } from './config';
import type { Clock, SandboxClock } from './clock/clock';
import type { Database, DatabaseHandle } from './db/client';
import { createRateLimiter, type RateLimiter } from './http/rate-limit';
import { startPostgresLiveBus } from './live/bus';
import { LiveHub } from './live/service';
import { createNotificationService, type NotificationService } from './notifications/service';
import { createOutbox, type OutboxSender } from './outbox';
import type { MethodDefinitions } from './pipeline/types';

export interface Platform {
  app: FastifyInstance;
  config: SandboxConfig;
  database: DatabaseHandle;
  db: Database;
  /** Sessions, codes and rate windows. */
  clock: Clock;
  /** Money and contracts: the base clock moved forward by `/sandbox/clock` (issue 15; issue 47 item 3). */
  sandboxClock: SandboxClock;
  live: LiveHub;
  notifications: NotificationService;
  outbox: OutboxSender;
  limits: RateLimiter;
}

/** What an area adds to the app: its operations, its routes and pages, its `/sandbox` tools. */
export interface AreaParts {
  /** Its operations of the method API, each with its declaration (access, request and response schema). */
  methods?: Partial<MethodDefinitions>;
  /** Public operations counted per client address before the method API runs them, with the window they count in. */
  limitedMethods?: ReadonlyArray<readonly [MethodName, RateLimitName]>;
  /** Registers its REST routes and pages. */
  routes?: (app: FastifyInstance) => Promise<void>;
  /** Registers its developer tools in the `/sandbox` scope (absent when SANDBOX_TOOLS=off). */
  tools?: (tools: FastifyInstance) => Promise<void>;
}

/** The platform's services over an open database: the live channel, notifications, the outbox, the rate limits. */
export async function createPlatform(
  app: FastifyInstance,
  { config, database, clock, sandboxClock }: Pick<Platform, 'config' | 'database' | 'clock' | 'sandboxClock'>,
): Promise<Platform> {
  const { db } = database;
  const live = new LiveHub((message, error) => app.log.warn({ err: error }, message));
  // On PostgreSQL the live channel fans out to every instance's sockets through LISTEN/NOTIFY (issue 34).
  if (database.postgresUrl) {
    const bus = await startPostgresLiveBus({
      url: database.postgresUrl,
      deliver: live.deliver,
      warn: (message, error) => app.log.warn({ err: error }, message),
    });
    live.attach(bus);
    app.addHook('onClose', () => bus.close());
  }
  return {
    app,
    config,
    database,
    db,
    clock,
    sandboxClock,
    live,
    // Notifications are stored per customer and pushed live (issue 31 item 4).
    notifications: createNotificationService({ db, live, clock }),
    outbox: createOutbox(db),
    limits: createRateLimiter({ db, limits: config.rateLimits, clock }),
  };
}

/** An area's parts and what it hands on to the areas after it (the services they are wired with). */
export type AreaWithServices = AreaParts & Record<string, unknown>;
