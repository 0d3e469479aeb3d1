import type { PasskeyItem } from '@portal/api/catalogue';
import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customers, users } from '../../../platform/db/tables';
import {
  passkeyApprovalSettings,
  passkeyChallenges,
  passkeys,
  type PasskeyChallengeRow,
  type PasskeyRow,
} from './tables';

export type PasskeyPurpose = 'register' | 'signIn' | 'approve';

export interface PasskeyOwner {
  userId: number;
  /** `active`, or waiting for activation, or removed from a company: only an active user signs in. */
  status: string;
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

export type NewPasskey = Pick<
  PasskeyRow,
  | 'userId'
  | 'credentialId'
  | 'publicKey'
  | 'counter'
  | 'transports'
  | 'rpId'
  | 'name'
  | 'deviceType'
  | 'backedUp'
>;
export type NewChallenge = Pick<
  PasskeyChallengeRow,
  'userId' | 'purpose' | 'challenge' | 'nonce' | 'subject' | 'rpId' | 'origin' | 'expiresAt'
>;

export function toPasskeyItem(row: PasskeyRow): PasskeyItem {
  return {
    id: row.id,
    name: row.name,
    created: row.createdAt.toISOString(),
    ...(row.lastUsedAt ? { lastUsed: row.lastUsedAt.toISOString() } : {}),
  };
}

/** Passkeys, their one-use challenges, and the approval method a passkey approval replaced (issue 50). */
export function createPasskeyRepository(db: Database) {
  return {
    async owner(userId: number): Promise<PasskeyOwner | null> {
      const [row] = await db
        .select({
          userId: users.id,
          status: users.status,
          customerId: users.customerId,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The customer's own first user: whose passkeys an admin acting as the customer sees. */
    async primaryUserOf(customerId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.customerId, customerId))
        .orderBy(asc(users.id))
        .limit(1);
      return row?.id ?? null;
    },

    async list(userId: number): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
    },

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    async byCredentialId(credentialId: string): Promise<PasskeyRow | null> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row ?? null;
    },

    /**
     * Stores a passkey unless the user has `max` already: counted and inserted under a lock of the user's row, so two
     * additions at once cannot pass the count together. Null when at the limit or the credential is known.
     */
    async insert(passkey: NewPasskey, max: number): Promise<PasskeyRow | 'limit' | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, passkey.userId)).for('update');
        const [held] = await tx
          .select({ n: count() })
          .from(passkeys)
          .where(eq(passkeys.userId, passkey.userId));
        if ((held?.n ?? 0) >= max) return 'limit';
        const [row] = await tx.insert(passkeys).values(passkey).onConflictDoNothing().returning();
        return row ?? null;
      });
    },

    async rename(userId: number, id: number, name: string): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async remove(userId: number, id: number): Promise<PasskeyRow | null> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row ?? null;
    },

    /**
     * Records a verified use: the new sign count, only if the stored one is still the one verified against, so two
     * uses of one assertion at once cannot both pass.
     */
    async recordUse(id: number, verifiedCounter: number, newCounter: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter: newCounter, lastUsedAt: at })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, verifiedCounter)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async insertChallenge(challenge: NewChallenge): Promise<string> {
      const [row] = await db
        .insert(passkeyChallenges)
        .values(challenge)
        .returning({ id: passkeyChallenges.id });
      if (!row) throw new Error('The passkey challenge was not stored');
      return row.id;
    },

    async challenge(id: string): Promise<PasskeyChallengeRow | null> {
      const [row] = await db.select().from(passkeyChallenges).where(eq(passkeyChallenges.id, id));
      return row ?? null;
    },

    /** Spends a challenge once, while it is good; false when it was used or has expired. */
    async spendChallenge(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(passkeyChallenges)
        .set({ usedAt: at })
        .where(
          and(
            eq(passkeyChallenges.id, id),
            isNull(passkeyChallenges.usedAt),
            gt(passkeyChallenges.expiresAt, at),
          ),
        )
        .returning({ id: passkeyChallenges.id });
      return rows.length > 0;
    },

    async dropExpiredChallenges(before: Date): Promise<void> {
      await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, before));
    },

    async approveMode(customerId: number): Promise<string> {
      const [row] = await db
        .select({ mode: customers.transactionApproveMode })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.mode ?? 'none';
    },

    /** Turns passkey approvals on (keeping the mode it replaces) or off (restoring it), in one transaction. */
    async setPasskeyApproval(customerId: number, enabled: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ mode: customers.transactionApproveMode })
          .from(customers)
          .where(eq(customers.id, customerId))
          .for('update');
        if (!current) return;
        if (enabled) {
          if (current.mode === 'passkey') return;
          await tx
            .insert(passkeyApprovalSettings)
            .values({ customerId, previousMode: current.mode })
            .onConflictDoUpdate({
              target: passkeyApprovalSettings.customerId,
              set: { previousMode: current.mode },
            });
          await tx
            .update(customers)
            .set({ transactionApproveMode: 'passkey' })
            .where(eq(customers.id, customerId));
          return;
        }
        if (current.mode !== 'passkey') return;
        const [previous] = await tx
          .select()
          .from(passkeyApprovalSettings)
          .where(eq(passkeyApprovalSettings.customerId, customerId));
        await tx
          .update(customers)
          .set({ transactionApproveMode: previous?.previousMode ?? 'otp' })
          .where(eq(customers.id, customerId));
      });
    },
  };
}

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
