import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { CaptchaChallenge } from '@portal/api/catalogue';
import { lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { captchaSolutions } from './tables';
import type { Clock } from '../../../platform/clock/clock';
import { safeEqual, sha256Hex } from '../../../platform/lib/crypto';

/** A challenge is good for 10 minutes: time to fill the last step, not to stock solutions. */
export const CAPTCHA_TTL_MS = 10 * 60_000;
const ALGORITHM = 'SHA-256';

/**
 * The human check of business registration (issue 29 item 4): a self-hosted proof of work in the ALTCHA format.
 * The sandbox picks a secret number up to `maxNumber` and hands out the SHA-256 of salt + number, signed with its key;
 * the browser tries numbers until the hash matches (about `maxNumber / 2` hashes) and sends the number back. The
 * answer is checked for its signature, its work, its expiry (in the signed salt) and that it was not spent before.
 * Nothing about the person is collected: no cookie, no third party.
 */
export function createCaptchaService(options: {
  db: Database;
  clock: Clock;
  key: Buffer;
  maxNumber: number;
}) {
  const { db, clock, key, maxNumber } = options;
  const sign = (challenge: string) => createHmac('sha256', key).update(challenge).digest('hex');

  return {
    challenge(): CaptchaChallenge {
      const expires = Math.floor((clock.now().getTime() + CAPTCHA_TTL_MS) / 1000);
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
      const challenge = sha256Hex(`${salt}${randomInt(0, maxNumber + 1)}`);
      return { algorithm: ALGORITHM, challenge, maxnumber: maxNumber, salt, signature: sign(challenge) };
    },

    /** True when the solution is right, unexpired and not used before; it is spent by this call. */
    async verify(payload: string): Promise<boolean> {
      const solution = parseSolution(payload);
      if (!solution) return false;
      const { challenge, number, salt, signature } = solution;
      const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
      const now = clock.now();
      if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return false;
      if (!safeEqual(sign(challenge), signature)) return false;
      if (sha256Hex(`${salt}${number}`) !== challenge) return false;
      await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
      const spent = await db
        .insert(captchaSolutions)
        .values({ signature, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: captchaSolutions.signature });
      return spent.length === 1;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

interface Solution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The base64 JSON the browser sends; null for anything else. */
function parseSolution(payload: string): Solution | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const value = parsed as Record<string, unknown>;
  const text = (field: string) => typeof value[field] === 'string' && (value[field] as string).length <= 512;
  if (!text('challenge') || !text('salt') || !text('signature') || value.algorithm !== ALGORITHM) return null;
  if (typeof value.number !== 'number' || !Number.isInteger(value.number) || value.number < 0) return null;
  return value as unknown as Solution;
}
