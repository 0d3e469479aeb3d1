import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { HelpdeskContact } from '@portal/api/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import { HelpdeskApiError, unauthorized } from './errors';
import { helpdeskAccounts, helpdeskContacts, helpdeskTokens } from './schema';
import { createTicketStore, type HelpdeskServiceDeps } from './ticket-store';

/** Who calls with a provider token. */
export interface HelpdeskCaller {
  contactId: string;
  customerId: number;
  tokenHash: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Contacts and their access tokens: issued, counted against their window, faulted by the console. */
export function createTokenService({ db, config, clock }: HelpdeskServiceDeps) {
  const { contactOf } = createTicketStore(db);

  return {
    /** The contact of the JWT's customer and e-mail, made on first use (the name follows the latest JWT). */
    async ensureContact(customerId: number, email: string, name: string): Promise<HelpdeskContact> {
      const normalized = email.trim().toLowerCase();
      const [row] = await db
        .insert(helpdeskContacts)
        .values({ id: randomUUID(), customerId, email: normalized, name })
        .onConflictDoUpdate({
          target: [helpdeskContacts.customerId, helpdeskContacts.email],
          set: { name },
        })
        .returning();
      await db
        .insert(helpdeskAccounts)
        .values({ customerId, name })
        .onConflictDoNothing({ target: helpdeskAccounts.customerId });
      return { id: row!.id, customerId, name: row!.name, email: row!.email };
    },

    /** A new random access token; only its digest is stored. */
    async issueToken(contact: HelpdeskContact) {
      const accessToken = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.insert(helpdeskTokens).values({
        tokenHash: hashToken(accessToken),
        contactId: contact.id,
        customerId: contact.customerId,
        expiresAt: new Date(now.getTime() + config.tokenTtlSeconds * 1000),
        windowStartedAt: now,
        windowCount: 0,
      });
      // Expired tokens are forgotten as new ones come.
      await db
        .delete(helpdeskTokens)
        .where(sql`${helpdeskTokens.expiresAt} < ${new Date(now.getTime() - 86_400_000)}`);
      return { accessToken, expiresIn: config.tokenTtlSeconds };
    },

    /**
     * The console's provider faults (issue 47 item 7), for the journeys that show how the portal meets them: every
     * token of the customer has its window's calls used up, so its next call is answered 429 with about `seconds` to
     * wait, after which the window ends and calls are answered again.
     */
    async throttle(customerId: number, seconds: number): Promise<number> {
      const now = clock.now();
      const rows = await db
        .update(helpdeskTokens)
        .set({
          windowStartedAt: new Date(now.getTime() - config.rateLimit.windowMs + seconds * 1000),
          windowCount: config.rateLimit.max,
        })
        .where(and(eq(helpdeskTokens.customerId, customerId), sql`${helpdeskTokens.expiresAt} > ${now}`))
        .returning({ tokenHash: helpdeskTokens.tokenHash });
      return rows.length;
    },

    /** A provider fault: every token of the customer expires now, so its next call is answered 401. */
    async expireTokens(customerId: number): Promise<number> {
      const now = clock.now();
      const rows = await db
        .update(helpdeskTokens)
        .set({ expiresAt: now })
        .where(and(eq(helpdeskTokens.customerId, customerId), sql`${helpdeskTokens.expiresAt} > ${now}`))
        .returning({ tokenHash: helpdeskTokens.tokenHash });
      return rows.length;
    },

    /**
     * The caller of a bearer token, counted against its window: 401 when unknown or expired, 429 (with the seconds
     * to wait) once the window's calls are used.
     */
    async authenticate(token: string | undefined): Promise<HelpdeskCaller> {
      if (!token) throw unauthorized('An access token is required.');
      const tokenHash = hashToken(token);
      const now = clock.now();
      const windowMs = config.rateLimit.windowMs;
      // One statement: a new window starts when the old one ended; the count goes up either way.
      const [row] = await db
        .update(helpdeskTokens)
        .set({
          windowStartedAt: sql`case when ${helpdeskTokens.windowStartedAt} <= ${new Date(now.getTime() - windowMs)} then ${now} else ${helpdeskTokens.windowStartedAt} end`,
          windowCount: sql`case when ${helpdeskTokens.windowStartedAt} <= ${new Date(now.getTime() - windowMs)} then 1 else ${helpdeskTokens.windowCount} + 1 end`,
        })
        .where(and(eq(helpdeskTokens.tokenHash, tokenHash), sql`${helpdeskTokens.expiresAt} > ${now}`))
        .returning();
      if (!row) throw unauthorized('The access token is expired or not valid.');
      if (row.windowCount > config.rateLimit.max) {
        const retryAfter = Math.max(
          1,
          Math.ceil((row.windowStartedAt.getTime() + windowMs - now.getTime()) / 1000),
        );
        throw new HelpdeskApiError(
          429,
          'TOO_MANY_REQUESTS',
          'Too many requests; try again later.',
          retryAfter,
        );
      }
      return { contactId: row.contactId, customerId: row.customerId, tokenHash };
    },

    async me(caller: HelpdeskCaller): Promise<HelpdeskContact> {
      const row = await contactOf(caller.contactId);
      return { id: row.id, customerId: row.customerId, name: row.name, email: row.email };
    },
  };
}
