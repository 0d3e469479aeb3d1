import { METHOD_API_PATH, RESPONSE_CODES, type MethodName } from '@portal/api/catalogue';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RateLimit, RateLimitName } from '../config';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/tables';
import type { Clock } from '../clock/clock';
import { ApiError } from './errors';

/**
 * What was asked too often, in the words of the 429 answer: "Too many <what>. Try again in N minutes." (the
 * wording of the sign-in lock, "Too many failed sign-ins. Try again in 15 minutes."; the spec names no other).
 */
export const RATE_LIMIT_SUBJECTS: Record<RateLimitName, string> = {
  signInCode: 'sign-in codes',
  emailCheck: 'e-mail checks',
  phoneCheck: 'phone checks',
  payeeCheck: 'payee checks',
  passwordReset: 'password reset codes',
  activationResend: 'activation e-mails',
  registration: 'registrations',
  captcha: 'human checks',
  globalPayment: 'payment link requests',
  contactCode: 'confirmation codes',
  representativeLink: 'representative link requests',
  merchantApi: 'merchant API requests',
  checkout: 'checkout requests',
  passkeySignIn: 'passkey sign-ins',
};

function tooManyRequests(name: RateLimitName, retryAfterMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new ApiError(
    429,
    {
      responseCode: RESPONSE_CODES.tooManyRequests,
      responseDescription: `Too many ${RATE_LIMIT_SUBJECTS[name]}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );
}

interface RateLimiterDeps {
  db: Database;
  limits: Record<RateLimitName, RateLimit>;
  clock: Clock;
}

/**
 * Counts operations per key in a sliding window kept in the database, so every instance counts the same (DESIGN
 * §8). Ours rather than `@fastify/rate-limit`: the method API is one route for every operation, and the keys
 * (the signed-in user, the e-mail asked about) are known only inside the operation.
 */
export function createRateLimiter({ db, limits, clock }: RateLimiterDeps) {
  return {
    /** Counts one operation for the key; a 429 (not counted) once `max` of them fall within the window. */
    async hit(name: RateLimitName, key: string): Promise<void> {
      const { max, windowMs } = limits[name];
      const now = clock.now();
      const since = now.getTime() - windowMs;
      // The key's hits still in the window, read from the row the upsert holds locked: parallel calls queue on
      // it, so none of them can slip past the limit.
      const recent = sql`array(select hit from unnest(${rateLimitHits.hits}) as hit where hit > ${since}::bigint order by hit)`;
      const full = sql`cardinality(${recent}) >= ${max}`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ name, key, hits: [now.getTime()], refused: false, updatedAt: now })
        .onConflictDoUpdate({
          target: [rateLimitHits.name, rateLimitHits.key],
          set: {
            hits: sql`case when ${full} then ${recent} else ${recent} || ${now.getTime()}::bigint end`,
            refused: full,
            updatedAt: now,
          },
        })
        .returning({
          refused: rateLimitHits.refused,
          oldest: sql<string | number>`${rateLimitHits.hits}[1]`,
        });
      // Keys whose every hit left the window say nothing any more.
      await db
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.name, name), lt(rateLimitHits.updatedAt, new Date(since))));
      if (row?.refused) throw tooManyRequests(name, Number(row.oldest) + windowMs - now.getTime());
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Counts a public method-API operation per client address before it runs: it has no user to count by, and
 * its handler does not see the address.
 */
export function limitMethodPerAddress(
  app: FastifyInstance,
  limiter: RateLimiter,
  method: MethodName,
  name: RateLimitName,
): void {
  app.addHook('preHandler', async (request) => {
    const query = request.query as { method?: unknown } | undefined;
    if (request.routeOptions.url === METHOD_API_PATH && query?.method === method)
      await limiter.hit(name, request.ip);
  });
}
