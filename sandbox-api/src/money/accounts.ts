import type { Account } from '@portal/api/catalogue';
import { isCardAccount, maskCardNumber } from '@portal/api/cards';
import type { accounts } from '../platform/db/tables';
import { formatMoney } from '../platform/lib/money';

/** A payment account as stored, and as every area shows it (issue 48: money/ holds the payment accounts). */
export type AccountRow = typeof accounts.$inferSelect;

/**
 * A stored account as the contract shows it: money as exact strings in the currency's minor units, the card
 * fields only where they are set, and the card number masked (spec 02 §9); the full number is only in the card
 * details.
 */
export function toAccount(row: AccountRow, minorUnits: number): Account {
  const card = isCardAccount(row);
  return {
    accountId: row.id,
    type: row.type,
    ...(row.subType === 'PREPAID' || row.subType === 'DEBIT' ? { subType: row.subType } : {}),
    accountStatusId: row.statusId,
    currencyCode: row.currencyCode,
    balance: formatMoney(row.balance, minorUnits),
    accountBalanceMin: formatMoney(row.balanceMin, minorUnits),
    pendingAmount: formatMoney(row.pendingAmount, minorUnits),
    ...(row.settlementAccountId !== null ? { settlementAccountId: row.settlementAccountId } : {}),
    customerId: row.customerId,
    ...(row.cardIsVirtual !== null ? { cardIsVirtual: row.cardIsVirtual } : {}),
    ...(row.cardReissuedStatusId !== null ? { cardReissuedStatusId: row.cardReissuedStatusId } : {}),
    ...(row.cardExpiryMonth !== null ? { cardExpiryMonth: row.cardExpiryMonth } : {}),
    ...(row.cardExpiryYear !== null ? { cardExpiryYear: row.cardExpiryYear } : {}),
    ...(row.cardAliasName !== null ? { cardAliasName: row.cardAliasName } : {}),
    ...(row.cardNumber !== null ? { cardNumber: maskCardNumber(row.cardNumber) } : {}),
    ...(card ? { cardEnrolled: row.cardEnrolled } : {}),
    ...(row.address !== null ? { address: row.address } : {}),
  };
}
