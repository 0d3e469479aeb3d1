import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { companyPhones } from '../../../platform/customer/company-tables';
import { customers, users } from '../../../platform/db/tables';
import { customerVerification } from '../../../platform/customer/verification-tables';
import { identityWorkflowRuns } from './tables';

/** A transaction's handle: a database too. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type StoredRun = Omit<typeof identityWorkflowRuns.$inferSelect, 'selfie'>;
export type NewRun = typeof identityWorkflowRuns.$inferInsert;
type NewFacts = typeof customerVerification.$inferInsert;

/** Every column but the selfie's bytes, which only the provider's page reads. */
const runColumns = {
  id: identityWorkflowRuns.id,
  tokenHash: identityWorkflowRuns.tokenHash,
  linkTokenHash: identityWorkflowRuns.linkTokenHash,
  customerId: identityWorkflowRuns.customerId,
  startedByUserId: identityWorkflowRuns.startedByUserId,
  channel: identityWorkflowRuns.channel,
  codeChallenge: identityWorkflowRuns.codeChallenge,
  status: identityWorkflowRuns.status,
  failureReason: identityWorkflowRuns.failureReason,
  selfieFileName: identityWorkflowRuns.selfieFileName,
  selfieContentType: identityWorkflowRuns.selfieContentType,
  selfieSize: identityWorkflowRuns.selfieSize,
  selfieUploadedAt: identityWorkflowRuns.selfieUploadedAt,
  createdAt: identityWorkflowRuns.createdAt,
  updatedAt: identityWorkflowRuns.updatedAt,
  decidedAt: identityWorkflowRuns.decidedAt,
};

/** Whom a check is about, and where its links go. */
export interface CheckedCustomer {
  customerId: number;
  customerType: number;
  firstName: string;
  lastName: string;
  /** The login of the customer's first user (a business's owner). */
  email: string;
  /** The primary phone, `+{code}{number}`, if any. */
  phone: string | null;
}

async function customerOf(db: Executor, customerId: number): Promise<CheckedCustomer | null> {
  const [customer] = await db
    .select({ customerId: customers.id, customerType: customers.customerType })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return null;
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(users.id)
    .limit(1);
  const [phone] = await db
    .select({ countryCode: companyPhones.countryCode, number: companyPhones.number })
    .from(companyPhones)
    .where(and(eq(companyPhones.customerId, customerId), eq(companyPhones.isPrimary, true)))
    .limit(1);
  return {
    ...customer,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: phone ? `+${phone.countryCode}${phone.number}` : null,
  };
}

export function createIdentityCheckRepository(db: Database) {
  return {
    customer: (customerId: number) => customerOf(db, customerId),

    async insertRun(run: NewRun): Promise<StoredRun> {
      const [row] = await db.insert(identityWorkflowRuns).values(run).returning(runColumns);
      return row!;
    },

    async run(id: string): Promise<StoredRun | null> {
      const [row] = await db
        .select(runColumns)
        .from(identityWorkflowRuns)
        .where(eq(identityWorkflowRuns.id, id));
      return row ?? null;
    },

    /** The customer's newest run that is not decided yet. */
    async openRun(customerId: number): Promise<StoredRun | null> {
      const [row] = await db
        .select(runColumns)
        .from(identityWorkflowRuns)
        .where(
          and(
            eq(identityWorkflowRuns.customerId, customerId),
            inArray(identityWorkflowRuns.status, ['created', 'submitted']),
          ),
        )
        .orderBy(desc(identityWorkflowRuns.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The channel chosen, with the hash of the token its link carries (a new one per link sent; none for the camera). */
    async setChannel(
      id: string,
      change: { channel: string; codeChallenge: string; linkTokenHash?: string },
      now: Date,
    ): Promise<void> {
      await db
        .update(identityWorkflowRuns)
        .set({ ...change, updatedAt: now })
        .where(eq(identityWorkflowRuns.id, id));
    },

    /** Keeps the selfie of a run still waiting for one or for a decision; null when it is decided already. */
    async storeSelfie(
      id: string,
      selfie: { fileName: string; contentType: string; bytes: Buffer },
      now: Date,
    ): Promise<StoredRun | null> {
      const [row] = await db
        .update(identityWorkflowRuns)
        .set({
          status: 'submitted',
          selfieFileName: selfie.fileName,
          selfieContentType: selfie.contentType,
          selfieSize: selfie.bytes.length,
          selfie: selfie.bytes,
          selfieUploadedAt: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(identityWorkflowRuns.id, id),
            inArray(identityWorkflowRuns.status, ['created', 'submitted']),
          ),
        )
        .returning(runColumns);
      return row ?? null;
    },

    async selfie(id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      const [row] = await db
        .select({ contentType: identityWorkflowRuns.selfieContentType, bytes: identityWorkflowRuns.selfie })
        .from(identityWorkflowRuns)
        .where(eq(identityWorkflowRuns.id, id));
      return row?.contentType && row.bytes ? { contentType: row.contentType, bytes: row.bytes } : null;
    },

    /**
     * The provider's decision on a run with a selfie, and the identity's videoIdentity status with it, at once (the
     * customer's verification facts written with their defaults first if they have none); null when the run is not
     * waiting for a decision.
     */
    async decide(
      id: string,
      decision: { status: 'passed' | 'failed'; failureReason: string; videoIdentityStatus: string },
      defaults: NewFacts,
      now: Date,
    ): Promise<StoredRun | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(identityWorkflowRuns)
          .set({
            status: decision.status,
            failureReason: decision.failureReason,
            decidedAt: now,
            updatedAt: now,
          })
          .where(and(eq(identityWorkflowRuns.id, id), eq(identityWorkflowRuns.status, 'submitted')))
          .returning(runColumns);
        if (!row) return null;
        await tx.insert(customerVerification).values(defaults).onConflictDoNothing();
        await tx
          .update(customerVerification)
          .set({ videoIdentityStatus: decision.videoIdentityStatus })
          .where(eq(customerVerification.customerId, row.customerId));
        return row;
      });
    },

    /** A started run makes the identity's videoIdentity pending (facts written with their defaults first). */
    async markPending(customerId: number, defaults: NewFacts): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(customerVerification).values(defaults).onConflictDoNothing();
        await tx
          .update(customerVerification)
          .set({ videoIdentityStatus: 'pending' })
          .where(eq(customerVerification.customerId, customerId));
      });
    },
  };
}

export type IdentityCheckRepository = ReturnType<typeof createIdentityCheckRepository>;
