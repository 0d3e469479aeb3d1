import { randomUUID } from 'node:crypto';
import type { Database } from '../platform/db/client';
import { sessions } from '../platform/db/tables';
import { signJwt } from '../platform/lib/jwt';

/**
 * An access token of a new live session, made directly: for a user whose sign-in needs a device round trip the
 * test is not about. The session row is what every call checks, so a token without one would be refused.
 */
export async function sessionToken(
  db: Database,
  owner: { userId: number; customerId: number },
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  const sid = randomUUID();
  await db.insert(sessions).values({ id: sid, userId: owner.userId });
  const iat = Math.floor(now.getTime() / 1000);
  return signJwt(
    { sub: String(owner.userId), customerId: owner.customerId, sid, iat, exp: iat + 300 },
    secret,
  );
}
