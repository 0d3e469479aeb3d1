import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startTestPostgres } from '../../testing/postgres-server';

/**
 * The cluster's PostgreSQL (issue 34, `npm run start:cluster`): the embedded PostgreSQL the tests use, as a process
 * of its own that scripts/cluster.mjs starts and stops. With `CLUSTER_PG_DIR` its data is kept there (the password it
 * was created with beside it, readable by its owner only); without, it is thrown away when it stops (the cluster
 * test). Prints one line, `{"url": "postgres://…/portal"}`, once the `portal` database exists; SIGTERM stops it.
 */

const DATABASE = 'portal';
const dataDir = process.env.CLUSTER_PG_DIR ? path.resolve(process.env.CLUSTER_PG_DIR) : undefined;
const port = process.env.CLUSTER_PG_PORT ? Number(process.env.CLUSTER_PG_PORT) : undefined;

async function password(): Promise<string | undefined> {
  if (!dataDir) return undefined;
  const file = `${dataDir}.password`;
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(path.dirname(file), { recursive: true });
  const created = randomBytes(16).toString('hex');
  await writeFile(file, created, { mode: 0o600 });
  return created;
}

const server = await startTestPostgres({ databaseDir: dataDir, port, password: await password() });
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
// The launcher gone (its pipe closed), the server goes too.
process.stdin.on('end', () => void stop(0));
process.stdin.resume();

try {
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (!rowCount) await admin.query(`create database ${DATABASE}`);
  await admin.end();
} catch (error) {
  console.error(error);
  await stop(1);
}
const url = new URL(server.adminUrl);
url.pathname = `/${DATABASE}`;
process.stdout.write(`${JSON.stringify({ url: url.toString() })}\n`);
