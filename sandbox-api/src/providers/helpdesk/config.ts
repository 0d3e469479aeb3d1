import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** sandbox-api/. */
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where the provider's migrations live (its own folder, its own migrations table). */
export const HELPDESK_MIGRATIONS_FOLDER = path.join(PACKAGE_ROOT, 'drizzle-helpdesk');
export const HELPDESK_MIGRATIONS_TABLE = '__helpdesk_migrations';

// The development defaults the product and the provider share live in platform/config.ts (the provider imports the
// product's platform floor, never the other way round).
import {
  DEFAULT_HELPDESK_PORT,
  DEV_HELPDESK_SERVICE_KEY,
  DEV_HELPDESK_SHARED_SECRET,
  type DatabaseTarget,
} from '../../platform/config';

export { DEFAULT_HELPDESK_PORT, DEV_HELPDESK_SERVICE_KEY, DEV_HELPDESK_SHARED_SECRET };

/** Headers of the provider's events to the product (HMAC-SHA256 over `${timestamp}.${body}`). */
export const HELPDESK_EVENT_SIGNATURE_HEADER = 'x-helpdesk-signature';
export const HELPDESK_EVENT_TIMESTAMP_HEADER = 'x-helpdesk-timestamp';
/** The product's receiver of the provider's events. */
export const HELPDESK_EVENTS_PATH = '/zoho/events';
/** Server to server: a customer's tickets and manager agent, with the service key (`Authorization: Bearer`). */
export const HELPDESK_SERVICE_PATHS = {
  tickets: '/service/customers/:customerId/tickets',
  agent: '/service/customers/:customerId/agent',
} as const;

export interface HelpdeskConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** HS256 key of the product's JWTs (remote auth) and of the events' HMAC. */
  sharedSecret: string;
  /** The product's key for the server-to-server paths. */
  serviceKey: string;
  /** Life of the provider's access token, seconds (1 h; tests set seconds). */
  tokenTtlSeconds: number;
  /** Calls per token per window (a fixed window kept in the token's row). */
  rateLimit: { max: number; windowMs: number };
  /** Where agent replies and closes are told (the sandbox's `/zoho/events`); empty: nobody is told. */
  eventsUrl: string;
  /** Exact origins the console is reached at: its forms post from them only. */
  consoleOrigins: string[];
  /** The portal's origins (CORS, when the portal calls the provider directly rather than through its gateway). */
  portalOrigins: string[];
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

const list = (value: string | undefined, fallback: string[]) =>
  value?.trim()
    ? value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => new URL(entry).origin)
    : fallback;

const localOrigins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/**
 * `HELPDESK_PORT` (4100), `HELPDESK_DB=memory` or `HELPDESK_DATA_DIR` (`.data/helpdesk`), or `DATABASE_URL` (the
 * sandbox's PostgreSQL: the provider's tables are `helpdesk_*`), `HELPDESK_SHARED_SECRET`, `HELPDESK_SERVICE_KEY`,
 * `HELPDESK_TOKEN_TTL` (seconds, 3600), `HELPDESK_RATE_LIMIT` (calls per window, 120), `HELPDESK_RATE_WINDOW`
 * (seconds, 60), `HELPDESK_EVENTS_URL` (the sandbox's `/zoho/events`, from `SANDBOX_PORT`), `HELPDESK_ORIGINS`,
 * `HELPDESK_PORTAL_ORIGINS`.
 */
export function loadHelpdeskConfig(env: NodeJS.ProcessEnv = process.env): HelpdeskConfig {
  const port = positiveInteger(env.HELPDESK_PORT, DEFAULT_HELPDESK_PORT, 'HELPDESK_PORT');
  const sandboxPort = positiveInteger(env.SANDBOX_PORT, 4000, 'SANDBOX_PORT');
  const portalPort = positiveInteger(env.PORTAL_PORT, 8080, 'PORTAL_PORT');
  let database: DatabaseTarget;
  if (env.DATABASE_URL) database = { kind: 'postgres', url: env.DATABASE_URL };
  else if (env.HELPDESK_DB === 'memory') database = { kind: 'pglite-memory' };
  else
    database = {
      kind: 'pglite-dir',
      dataDir: env.HELPDESK_DATA_DIR || path.join(PACKAGE_ROOT, '..', '.data', 'helpdesk'),
    };
  return {
    port,
    host: env.HOST || '127.0.0.1',
    database,
    sharedSecret: env.HELPDESK_SHARED_SECRET || DEV_HELPDESK_SHARED_SECRET,
    serviceKey: env.HELPDESK_SERVICE_KEY || DEV_HELPDESK_SERVICE_KEY,
    tokenTtlSeconds: positiveInteger(env.HELPDESK_TOKEN_TTL, 3600, 'HELPDESK_TOKEN_TTL'),
    rateLimit: {
      max: positiveInteger(env.HELPDESK_RATE_LIMIT, 120, 'HELPDESK_RATE_LIMIT'),
      windowMs: positiveInteger(env.HELPDESK_RATE_WINDOW, 60, 'HELPDESK_RATE_WINDOW') * 1000,
    },
    eventsUrl: env.HELPDESK_EVENTS_URL ?? `http://127.0.0.1:${sandboxPort}${HELPDESK_EVENTS_PATH}`,
    consoleOrigins: list(env.HELPDESK_ORIGINS, localOrigins(port)),
    portalOrigins: list(env.HELPDESK_PORTAL_ORIGINS, localOrigins(portalPort)),
  };
}
