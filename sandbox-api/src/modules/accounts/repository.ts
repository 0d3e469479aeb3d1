import type { Account } from '@portal/api/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { formatMoney } from '../../lib/money';

export function createAccountRepository(db: Database) {
  return {
    /** A customer's accounts, money as exact strings in the currency's minor units. */
    async listByCustomer(customerId: number): Promise<Account[]> {
      const rows = await db
        .select({ account: accounts, minorUnits: currencies.minorUnits })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(eq(accounts.customerId, customerId))
        .orderBy(asc(accounts.id));
      return rows.map(({ account, minorUnits }) => ({
        accountId: account.id,
        type: account.type,
        ...(account.subType === 'PREPAID' || account.subType === 'DEBIT' ? { subType: account.subType } : {}),
        accountStatusId: account.statusId,
        currencyCode: account.currencyCode,
        balance: formatMoney(account.balance, minorUnits),
        accountBalanceMin: formatMoney(account.balanceMin, minorUnits),
        pendingAmount: formatMoney(account.pendingAmount, minorUnits),
        customerId: account.customerId,
      }));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
