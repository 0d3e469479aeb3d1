import {
  EXTERNAL_TRANSFER_TYPES,
  RESPONSE_CODES,
  type CustomerLimit,
  type LimitPeriod,
  type LimitType,
  type TransferType,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { methodError } from '../../platform/http/errors';
import { minorUnitsOf, roundMoney } from '../fees';
import type { TransferQueries } from './repository';

/**
 * Transfer limits (ours: the spec names the limits call and the type, not the values). Each kind of limit has a
 * ceiling per transaction, per calendar day and per calendar month (UTC), in the currency of the account the
 * money leaves: the same numbers in every currency. A customer may have their own ceilings (`transfer_limits`).
 * "Used" is what the customer sent of the kind in the period: operations that are not refused, declined or
 * failed (waiting ones included, so a queue of submits cannot pass the ceiling), and journals of the kind made
 * without an operation.
 */
export const DEFAULT_LIMITS: Readonly<Record<LimitType, Readonly<Record<LimitPeriod, string>>>> = {
  betweenAccounts: { transaction: '100000', day: '250000', month: '1000000' },
  p2p: { transaction: '10000', day: '20000', month: '50000' },
  withdrawals: { transaction: '5000', day: '10000', month: '25000' },
};

const PERIODS: readonly LimitPeriod[] = ['transaction', 'day', 'month'];

/** Which limit a kind counts against: every external kind is a withdrawal (spec 02 §7 "Limits (type withdrawals"). */
export function limitTypeOf(type: TransferType): LimitType {
  return type === 'betweenAccounts' || type === 'p2p' ? type : 'withdrawals';
}

/** The kinds a limit type counts. */
export function typesOfLimit(limitType: LimitType): readonly TransferType[] {
  return limitType === 'withdrawals' ? EXTERNAL_TRANSFER_TYPES : [limitType];
}

/** Where a period of a limit starts (UTC calendar day or month; `transaction` is the day, never used). */
export function periodStart(period: LimitPeriod, now: Date): Date {
  if (period === 'month') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The customer's limits of a kind in a currency, with what is used of each and what remains. */
export async function customerLimits(
  queries: Pick<TransferQueries, 'limitOverrides' | 'usedAmount'>,
  customerId: number,
  limitType: LimitType,
  currencyCode: string,
  now: Date,
): Promise<CustomerLimit[]> {
  const overrides = await queries.limitOverrides(customerId, limitType, currencyCode);
  const types = typesOfLimit(limitType);
  const [day, month] = await Promise.all([
    queries.usedAmount(customerId, types, currencyCode, periodStart('day', now), now),
    queries.usedAmount(customerId, types, currencyCode, periodStart('month', now), now),
  ]);
  return PERIODS.map((period) => {
    const max = overrides.find((row) => row.period === period)?.max ?? DEFAULT_LIMITS[limitType][period];
    const used = period === 'transaction' ? '0' : period === 'day' ? day : month;
    const remaining = Decimal.max(0, new Decimal(max).minus(used));
    return {
      period,
      currencyCode,
      max: roundMoney(max, currencyCode),
      used: roundMoney(used, currencyCode),
      remaining: roundMoney(remaining, currencyCode),
    };
  });
}

/** The least that remains of a kind's limits now (what max-amount is capped by). */
export function remainingOf(limits: readonly CustomerLimit[]): string {
  return Decimal.min(...limits.map((limit) => limit.remaining)).toFixed();
}

const KIND_NAMES: Record<LimitType, string> = {
  betweenAccounts: 'between-accounts',
  p2p: 'person-to-person',
  withdrawals: 'withdrawal',
};
const PERIOD_NAMES: Record<LimitPeriod, string> = {
  transaction: 'per-transaction',
  day: 'daily',
  month: 'monthly',
};

/** `5000` EUR → `5,000.00 EUR`: how the limit messages name an amount. */
export function formatLimitAmount(amount: string, currencyCode: string): string {
  const minorUnits = minorUnitsOf(currencyCode);
  const [whole, fraction] = new Decimal(amount).toFixed(minorUnits).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fraction === undefined ? grouped : `${grouped}.${fraction}`} ${currencyCode}`;
}

/**
 * Refuses with 61 when the amount is over one of the limits, naming it, e.g. "The amount is over your
 * per-transaction withdrawal limit of 5,000.00 EUR." (the portal shows this text as it is).
 */
export function assertWithinLimits(
  limits: readonly CustomerLimit[],
  limitType: LimitType,
  amount: string,
): void {
  for (const limit of limits) {
    const ceiling = limit.period === 'transaction' ? limit.max : limit.remaining;
    if (new Decimal(amount).lessThanOrEqualTo(ceiling)) continue;
    const name = `${PERIOD_NAMES[limit.period]} ${KIND_NAMES[limitType]} limit of ${formatLimitAmount(limit.max, limit.currencyCode)}`;
    const left =
      limit.period === 'transaction'
        ? ''
        : ` (${formatLimitAmount(limit.remaining, limit.currencyCode)} left)`;
    throw methodError(RESPONSE_CODES.limitExceeded, `The amount is over your ${name}${left}.`);
  }
}
