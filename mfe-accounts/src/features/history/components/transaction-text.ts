import { useTranslation } from 'react-i18next';
import type { HistoryTransaction } from '@portal/api/catalogue';
import { formatMoney, isNonZeroDecimal, isPositiveDecimal } from '@portal/api/money';
import { useTransactionTypes } from '../api/transaction-types';

/** A transaction type's name: the dictionary's (spec 02 §7), else ours while it loads or if it fails. */
export function useTypeName() {
  const { t } = useTranslation('accounts');
  const types = useTransactionTypes();
  return (type: string) =>
    types.data?.find((entry) => entry.type === type)?.name ??
    t(`history.types.${type}`, { defaultValue: type });
}

/** A signed amount in its currency's minor units: "+€10.00" in, "-€10.00" out. */
export function signedAmount(
  transaction: Pick<HistoryTransaction, 'amount' | 'currencyCode'>,
  language: string,
): string {
  const text = formatMoney(transaction.amount, transaction.currencyCode, language);
  return isPositiveDecimal(transaction.amount) ? `+${text}` : text;
}

/** A fee, or a dash when there was none. */
export function feeText(
  transaction: Pick<HistoryTransaction, 'fee' | 'currencyCode'>,
  language: string,
): string {
  return transaction.fee && isNonZeroDecimal(transaction.fee)
    ? formatMoney(transaction.fee, transaction.currencyCode, language)
    : '—';
}
