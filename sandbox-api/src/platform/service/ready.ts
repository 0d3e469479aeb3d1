import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';

/** The readiness route HAProxy checks each instance on (issue 34): 200 once the instance can reach its database. */
export const READY_PATH = '/service/ready';

/** How long the database may take to answer before the instance counts as not ready. */
const READY_TIMEOUT_MS = 2000;

const readySchema = {
  response: {
    200: { type: 'object', properties: { ok: { const: true } }, required: ['ok'] },
    503: { type: 'object', properties: { ok: { const: false } }, required: ['ok'] },
  },
} as const;

export const readyRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  let closing = false;
  // An instance shutting down says so at once, so the balancer stops sending it requests before it goes.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get(READY_PATH, { schema: readySchema }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const ready =
      !closing &&
      (await Promise.race([
        db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
        }),
      ]));
    clearTimeout(timer);
    reply.header('cache-control', 'no-store');
    return ready ? { ok: true as const } : reply.code(503).send({ ok: false as const });
  });
};
