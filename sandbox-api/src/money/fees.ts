import type { TransferType } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { CURRENCIES } from '../platform/db/reference-data';

/**
 * The sandbox bank's price list (ours; the spec names the fee calls, not the prices). A fee is a percentage of the
 * amount with a floor and a ceiling, plus a fixed part, in the currency of the account the money leaves, rounded
 * half-up to that currency's minor units. Between own accounts is free in one currency.
 */
export interface FeeRule {
  /** Percent of the amount, as a decimal string (`0.5` is 0.5 %). */
  percent: string;
  fixed: string;
  min: string;
  /** No ceiling when absent. */
  max?: string;
}

export const FEE_RULES: Readonly<Record<TransferType, FeeRule>> = {
  betweenAccounts: { percent: '0', fixed: '0', min: '0' },
  p2p: { percent: '0.5', fixed: '0', min: '0.20', max: '5.00' },
  wire: { percent: '0.1', fixed: '15.00', min: '15.00', max: '75.00' },
  eft: { percent: '0', fixed: '2.00', min: '2.00' },
  oct: { percent: '1.5', fixed: '0', min: '1.00' },
  crypto_eft: { percent: '1', fixed: '0', min: '2.00' },
  instant_payment: { percent: '0', fixed: '0.50', min: '0.50' },
  interac: { percent: '0', fixed: '1.50', min: '1.50' },
};

/** Between own accounts in two currencies: the exchange margin charged as a fee (percent of the amount). */
export const EXCHANGE_FEE_PERCENT = '0.5';

export function minorUnitsOf(currencyCode: string): number {
  return CURRENCIES.find((currency) => currency.code === currencyCode)?.minorUnits ?? 2;
}

/** Rounds to the currency's minor units, half up. */
export function roundMoney(amount: Decimal.Value, currencyCode: string): string {
  return new Decimal(amount).toDecimalPlaces(minorUnitsOf(currencyCode), Decimal.ROUND_HALF_UP).toFixed();
}

/** An amount as lists answer it: rounded half up to the currency's minor units, all of them shown (`120.00`). */
export function formatAmount(amount: Decimal.Value, currencyCode: string): string {
  const minorUnits = minorUnitsOf(currencyCode);
  return new Decimal(amount).toDecimalPlaces(minorUnits, Decimal.ROUND_HALF_UP).toFixed(minorUnits);
}

/** The fee of a rule on an amount, in the amount's currency. */
export function feeOf(rule: FeeRule, amount: string, currencyCode: string): string {
  let fee = new Decimal(amount).times(rule.percent).dividedBy(100).plus(rule.fixed);
  if (fee.lessThan(rule.min)) fee = new Decimal(rule.min);
  if (rule.max !== undefined && fee.greaterThan(rule.max)) fee = new Decimal(rule.max);
  return roundMoney(fee, currencyCode);
}

/** The fee of a transfer kind; between own accounts only costs when the currencies differ. */
export function transferFee(
  type: TransferType,
  amount: string,
  currencyCode: string,
  toCurrencyCode?: string,
): string {
  if (type === 'betweenAccounts')
    return toCurrencyCode === undefined || toCurrencyCode === currencyCode
      ? '0'
      : feeOf({ percent: EXCHANGE_FEE_PERCENT, fixed: '0', min: '0' }, amount, currencyCode);
  return feeOf(FEE_RULES[type], amount, currencyCode);
}
