import Decimal from 'decimal.js';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { accounts } from '../../platform/db/tables';
import { transferLimits, transferOperations } from './tables';
import { journals, ledgerEntries } from '../ledger-tables';
import { LIVE_STATUSES } from './operation-records';

/** The transfer limits: the overrides and what the operations used up. */
export function createLimitQueries(db: Database) {
  return {
    async limitOverrides(
      customerId: number,
      limitType: string,
      currencyCode: string,
    ): Promise<{ period: string; max: string }[]> {
      return db
        .select({ period: transferLimits.period, max: transferLimits.max })
        .from(transferLimits)
        .where(
          and(
            eq(transferLimits.customerId, customerId),
            eq(transferLimits.type, limitType),
            eq(transferLimits.currencyCode, currencyCode),
          ),
        );
    },

    /**
     * What the customer sent of these kinds in a currency since a time: operations not refused, declined or
     * failed, plus journals of those kinds made without an operation (seeded history). An operation whose code
     * expired (by `now`) can no longer execute, so it uses nothing even before a confirm marks it failed.
     */
    async usedAmount(
      customerId: number,
      types: readonly string[],
      currencyCode: string,
      since: Date,
      now: Date,
    ): Promise<string> {
      const [operations] = await db
        .select({ sum: sql<string | null>`sum(${transferOperations.amount})::text` })
        .from(transferOperations)
        .where(
          and(
            eq(transferOperations.customerId, customerId),
            inArray(transferOperations.type, [...types]),
            eq(transferOperations.currencyCode, currencyCode),
            inArray(transferOperations.status, LIVE_STATUSES),
            gte(transferOperations.createdAt, since),
            sql`not (${transferOperations.status} = 'awaitingCode' and ${transferOperations.codeExpiresAt} is not null and ${transferOperations.codeExpiresAt} <= ${now})`,
          ),
        );
      const [other] = await db
        .select({ sum: sql<string | null>`(-sum(${ledgerEntries.amount}))::text` })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(journals.customerId, customerId),
            inArray(journals.type, [...types]),
            ne(journals.status, 'refused'),
            gte(journals.createdAt, since),
            eq(accounts.customerId, customerId),
            eq(ledgerEntries.currencyCode, currencyCode),
            eq(ledgerEntries.kind, 'principal'),
            sql`${ledgerEntries.amount} < 0`,
            sql`not exists (select 1 from ${transferOperations} where ${transferOperations.journalId} = ${journals.id})`,
          ),
        );
      return new Decimal(operations?.sum ?? 0).plus(other?.sum ?? 0).toFixed();
    },
  };
}
