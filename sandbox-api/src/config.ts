import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the package lives, so paths work from any working directory (tsx, jest, drizzle-kit). */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_FOLDER = path.join(PACKAGE_ROOT, 'drizzle');

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite-memory' } | { kind: 'pglite-dir'; dataDir: string };

export interface SandboxConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** HS256 key of access tokens; random per process unless set, so tokens die with the process. */
  jwtSecret: Buffer;
  accessTokenTtlSeconds: number;
  /** `/sandbox/*` developer tools; off in any environment that must not expose the outbox. */
  toolsEnabled: boolean;
  /** Time a live-channel socket has to send its `auth` message (contract live.ts). */
  liveAuthTimeoutMs: number;
  /**
   * Transactions seeded into the history of the large-history demo user (issue 4: at least 10,000 by default;
   * tests seed fewer unless they are about the large history).
   */
  demoHistoryTransactions: number;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function databaseTarget(env: NodeJS.ProcessEnv): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  if (env.SANDBOX_DB === 'memory') return { kind: 'pglite-memory' };
  const repoRoot = path.resolve(PACKAGE_ROOT, '..');
  return { kind: 'pglite-dir', dataDir: env.SANDBOX_DATA_DIR || path.join(repoRoot, '.data', 'pglite') };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  return {
    port: positiveInteger(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    database: databaseTarget(env),
    jwtSecret: env.SANDBOX_JWT_SECRET ? Buffer.from(env.SANDBOX_JWT_SECRET, 'utf8') : randomBytes(32),
    accessTokenTtlSeconds: positiveInteger(env.SANDBOX_ACCESS_TOKEN_TTL, 300, 'SANDBOX_ACCESS_TOKEN_TTL'),
    toolsEnabled: env.SANDBOX_TOOLS !== 'off',
    liveAuthTimeoutMs: 5000,
    demoHistoryTransactions: positiveInteger(env.SANDBOX_DEMO_HISTORY, 10_000, 'SANDBOX_DEMO_HISTORY'),
  };
}
