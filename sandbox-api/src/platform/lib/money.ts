import Decimal from 'decimal.js';

/**
 * A stored amount (numeric(20,8), e.g. "1520.50000000") as the API shows it: at least the currency's
 * minor units ("1520.50", JPY "1500"), more only when the stored value has more ("0.00012345").
 */
export function formatMoney(stored: string, minorUnits: number): string {
  const amount = new Decimal(stored);
  return amount.toFixed(Math.max(minorUnits, amount.decimalPlaces()));
}
