import type { Beneficiary, TransferType } from '@portal/api/catalogue';
import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { customers, users } from '../../platform/db/tables';
import { externalCards } from '../external-card-tables';
import { transferOperations, transferTemplates } from './tables';
import { isPayoutBlacklisted, payoutBlacklistedAmong } from '../payout-blacklist';
import { toOperation, userName, type OperationRecord, type PayeeUser } from './operation-records';

/** Payees, the payout blacklist, templates, saved beneficiaries and the executed operations they come from. */
export function createPayeeQueries(db: Database) {
  return {
    async userByEmail(email: string): Promise<PayeeUser | null> {
      const [row] = await db
        .select({
          userId: users.id,
          customerId: users.customerId,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          businessName: customers.businessName,
        })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(and(eq(users.email, email), eq(users.status, 'active')));
      if (!row) return null;
      return {
        userId: row.userId,
        customerId: row.customerId,
        email: row.email,
        name: row.businessName ?? userName(row),
      };
    },

    /**
     * The global blacklist (`blacklisted_emails`) or the customer's own payout blacklist entry that blocks p2p
     * (blockType all or p2p; areas/transfers/blacklist).
     */
    async isBlacklisted(customerId: number, email: string): Promise<boolean> {
      return isPayoutBlacklisted(db, customerId, email, 'p2p');
    },

    async blacklistedAmong(customerId: number, emails: string[]): Promise<Set<string>> {
      return payoutBlacklistedAmong(db, customerId, emails, 'p2p');
    },

    // --- templates and beneficiaries ---

    async saveTemplate(template: {
      customerId: number;
      templateName: string;
      type: TransferType;
      details: Record<string, string>;
      countryCode?: string;
      currencyCode?: string;
    }): Promise<void> {
      await db
        .insert(transferTemplates)
        .values({
          ...template,
          // Own checks of a wire or eft payee (ours): a template made from a submitted transfer is valid.
          wireStatus: template.type === 'wire' ? 1 : null,
          eftStatus: template.type === 'eft' ? 1 : null,
        })
        .onConflictDoUpdate({
          target: [transferTemplates.customerId, transferTemplates.type, transferTemplates.templateName],
          set: {
            details: template.details,
            currencyCode: template.currencyCode,
            countryCode: template.countryCode,
          },
        });
    },

    async templates(customerId: number, type?: TransferType): Promise<Beneficiary[]> {
      const rows = await db
        .select()
        .from(transferTemplates)
        .where(
          and(
            eq(transferTemplates.customerId, customerId),
            type ? eq(transferTemplates.type, type) : undefined,
          ),
        )
        .orderBy(asc(transferTemplates.templateName));
      return rows.map((row) => ({
        id: row.id,
        templateName: row.templateName,
        type: row.type as TransferType,
        details: row.details,
        ...(row.wireStatus === null ? {} : { wireStatus: row.wireStatus }),
        ...(row.eftStatus === null ? {} : { eftStatus: row.eftStatus }),
        ...(row.countryCode === null ? {} : { countryCode: row.countryCode }),
        ...(row.currencyCode === null ? {} : { currencyCode: row.currencyCode }),
      }));
    },

    async externalCards(
      customerId: number,
    ): Promise<{ id: number; cardNumber: string; holderName: string }[]> {
      const rows = await db
        .select()
        .from(externalCards)
        .where(and(eq(externalCards.customerId, customerId), ne(externalCards.status, 'deleted')))
        .orderBy(asc(externalCards.id));
      // Masked as the card lists show them: the BIN, then the last four (spec 02 §9 mask).
      return rows.map((row) => ({
        id: row.id,
        cardNumber: `${row.bin}******${row.last4}`,
        holderName: row.cardHolderName,
      }));
    },

    /** The customer's executed operations of these kinds, newest first. */
    async executedOperations(
      customerId: number,
      types: readonly string[],
      limit: number,
    ): Promise<OperationRecord[]> {
      const rows = await db
        .select()
        .from(transferOperations)
        .where(
          and(
            eq(transferOperations.customerId, customerId),
            inArray(transferOperations.type, [...types]),
            inArray(transferOperations.status, ['completed', 'processing']),
            isNotNull(transferOperations.journalId),
          ),
        )
        .orderBy(desc(transferOperations.createdAt), desc(transferOperations.requestId))
        .limit(limit);
      return rows.map(toOperation);
    },

    async operationByJournal(customerId: number, journalId: number): Promise<OperationRecord | null> {
      const [row] = await db
        .select()
        .from(transferOperations)
        .where(
          and(eq(transferOperations.customerId, customerId), eq(transferOperations.journalId, journalId)),
        );
      return row ? toOperation(row) : null;
    },
  };
}
