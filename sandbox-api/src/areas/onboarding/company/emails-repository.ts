import type { CompanyEmail } from '@portal/api/catalogue';
import { and, asc, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { lockCustomer } from '../../../platform/customer/customer-lock';
import { companyEmails } from '../../../platform/customer/company-tables';

/** A payment e-mail with its pending confirmation code, if any. */
export interface StoredEmail extends CompanyEmail {
  codeHash: string | null;
  codeAttemptsLeft: number;
  codeExpiresAt: Date | null;
  codeSentAt: Date | null;
}

const emailOf = (row: typeof companyEmails.$inferSelect): StoredEmail => ({
  emailId: row.id,
  emailAddress: row.emailAddress,
  status: row.isPrimary ? 'Primary' : 'Secondary',
  confirmed: row.confirmed,
  codeHash: row.codeHash,
  codeAttemptsLeft: row.codeAttemptsLeft,
  codeExpiresAt: row.codeExpiresAt,
  codeSentAt: row.codeSentAt,
});

/** The company's payment e-mails and their confirmation codes. */
export function createCompanyEmailsRepository(db: Database) {
  return {
    async emails(customerId: number): Promise<StoredEmail[]> {
      const rows = await db
        .select()
        .from(companyEmails)
        .where(eq(companyEmails.customerId, customerId))
        .orderBy(desc(companyEmails.isPrimary), asc(companyEmails.id));
      return rows.map(emailOf);
    },

    async email(customerId: number, emailId: number): Promise<StoredEmail | null> {
      const [row] = await db
        .select()
        .from(companyEmails)
        .where(and(eq(companyEmails.id, emailId), eq(companyEmails.customerId, customerId)));
      return row ? emailOf(row) : null;
    },

    /** Adds an e-mail, primary when it is the first; `duplicate` or `full` (at `max`) refuse it. */
    async addEmail(
      customerId: number,
      emailAddress: string,
      max: number,
    ): Promise<{ kind: 'added'; email: StoredEmail } | { kind: 'duplicate' } | { kind: 'full' }> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const existing = await tx
          .select({ emailAddress: companyEmails.emailAddress })
          .from(companyEmails)
          .where(eq(companyEmails.customerId, customerId));
        if (existing.some((row) => row.emailAddress === emailAddress)) return { kind: 'duplicate' as const };
        if (existing.length >= max) return { kind: 'full' as const };
        const [row] = await tx
          .insert(companyEmails)
          .values({ customerId, emailAddress, isPrimary: existing.length === 0 })
          .returning();
        return { kind: 'added' as const, email: emailOf(row!) };
      });
    },

    /** Deletes a secondary e-mail; false when it is not the company's or is the primary. */
    async deleteSecondaryEmail(customerId: number, emailId: number): Promise<boolean> {
      const rows = await db
        .delete(companyEmails)
        .where(
          and(
            eq(companyEmails.id, emailId),
            eq(companyEmails.customerId, customerId),
            eq(companyEmails.isPrimary, false),
          ),
        )
        .returning({ id: companyEmails.id });
      return rows.length === 1;
    },

    /** Makes a confirmed e-mail the primary one; false when it is not the company's or not confirmed. */
    async setPrimaryEmail(customerId: number, emailId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [target] = await tx
          .select({ id: companyEmails.id })
          .from(companyEmails)
          .where(
            and(
              eq(companyEmails.id, emailId),
              eq(companyEmails.customerId, customerId),
              eq(companyEmails.confirmed, true),
            ),
          );
        if (!target) return false;
        // The old primary first: one primary per company at every moment (a unique index).
        await tx
          .update(companyEmails)
          .set({ isPrimary: false })
          .where(and(eq(companyEmails.customerId, customerId), ne(companyEmails.id, emailId)));
        await tx.update(companyEmails).set({ isPrimary: true }).where(eq(companyEmails.id, emailId));
        return true;
      });
    },

    async storeEmailCode(
      emailId: number,
      code: { codeHash: string; attemptsLeft: number; expiresAt: Date; sentAt: Date },
    ): Promise<void> {
      await db
        .update(companyEmails)
        .set({
          codeHash: code.codeHash,
          codeAttemptsLeft: code.attemptsLeft,
          codeExpiresAt: code.expiresAt,
          codeSentAt: code.sentAt,
        })
        .where(eq(companyEmails.id, emailId));
    },

    /**
     * Spends one try of the e-mail's live code in one statement, so parallel guesses cannot exceed the tries; the
     * code's digest when a try was left, else null.
     */
    async spendEmailCodeAttempt(emailId: number, now: Date): Promise<string | null> {
      const [row] = await db
        .update(companyEmails)
        .set({ codeAttemptsLeft: sql`${companyEmails.codeAttemptsLeft} - 1` })
        .where(
          and(
            eq(companyEmails.id, emailId),
            isNotNull(companyEmails.codeHash),
            gt(companyEmails.codeAttemptsLeft, 0),
            gt(companyEmails.codeExpiresAt, now),
          ),
        )
        .returning({ codeHash: companyEmails.codeHash });
      return row?.codeHash ?? null;
    },

    /** Confirms the e-mail and spends its code; false when the code was spent in between. */
    async confirmEmail(emailId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(companyEmails)
        .set({ confirmed: true, codeHash: null, codeAttemptsLeft: 0, codeExpiresAt: null })
        .where(and(eq(companyEmails.id, emailId), eq(companyEmails.codeHash, codeHash)))
        .returning({ id: companyEmails.id });
      return rows.length === 1;
    },
  };
}
