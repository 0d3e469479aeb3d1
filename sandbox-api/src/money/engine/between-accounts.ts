import { isCardAccount } from '@portal/api/cards';
import {
  ACCOUNT_TYPES,
  isExternalTransferType,
  RESPONSE_CODES,
  SUBSCRIPTION_FREQUENCIES,
  type BetweenAccountsFeeRequest,
  type BetweenAccountsTransferRequest,
  type BetweenAccountsTransferResponse,
  type DefaultRatesResponse,
  type LimitsRequest,
  type LimitsResponse,
  type MaxAmountRequest,
  type MaxAmountResponse,
  type PaymentMeta,
  type SubmitResult,
  type SubscriptionFields,
  type TransferType,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { methodError } from '../../platform/http/errors';
import type { Clock } from '../../platform/clock/clock';
import { invalidField, parseAmount } from '../amounts';
import { systemAccountId, type Posting } from '../ledger';
import type { TransferPlan } from './engine';
import { externalTransferFee } from '../external-fees';
import { minorUnitsOf, roundMoney, transferFee } from '../fees';
import { customerLimits, limitTypeOf, remainingOf } from './limits';
import type { TransferEngineService } from './service';
import type { AccountRecord, TransferRepository } from './repository';

/**
 * Exchange, fees, max amount and limits (spec 02 §7 "Exchange and recent transfers", "Between own accounts"),
 * and the transfer between the customer's own accounts.
 */

/** spec 02 §3: account status 2 is active. */
const ACTIVE = 2;
/** Rates are kept and answered with up to this many decimals (the column's scale). */
const RATE_DECIMALS = 10;
/** The currency every seeded rate is quoted against; other pairs are crossed through it. */
const BASE_CURRENCY = 'EUR';
/** At most this many payments in a standing order (ours). */
const MAX_SUBSCRIPTION_TRANSACTIONS = 120;

export const TRANSFER_TEXTS = {
  noAccess: 'No access',
  noRate: 'No exchange rate for these currencies',
} as const;

/**
 * What a right-3 (initiate only) transfer between own accounts answers: it waits in the company's approval queue
 * (spec 02 §4, issue 12), so it has no journal yet; it answers as every queued submit does (`operationId`,
 * `approveType` none, `approvalTransactionCreated`) with the quote it will be posted at.
 */
export type QueuedBetweenAccountsResponse = Omit<BetweenAccountsTransferResponse, 'transactionId'> &
  Omit<SubmitResult, 'transactionId' | 'fee'>;

export interface TransferServiceDeps {
  repository: TransferRepository;
  engine: TransferEngineService;
  clock: Clock;
}

/**
 * The entries of a transfer between own accounts: across currencies through the bank's exchange accounts (each
 * currency's entries sum to zero), and the fee to the bank's fee account.
 */
export function betweenAccountsPostings(
  from: Pick<AccountRecord, 'id' | 'currencyCode'>,
  to: Pick<AccountRecord, 'id' | 'currencyCode'>,
  amount: string,
  meta: PaymentMeta,
): Posting[] {
  const postings: Posting[] = [{ accountId: from.id, amount: negate(amount) }];
  if (from.currencyCode === to.currencyCode) postings.push({ accountId: to.id, amount });
  else
    postings.push(
      { accountId: systemAccountId('exchange', from.currencyCode), amount },
      { accountId: systemAccountId('exchange', to.currencyCode), amount: negate(meta.toAmount) },
      { accountId: to.id, amount: meta.toAmount },
    );
  if (new Decimal(meta.fee).greaterThan(0))
    postings.push(
      { accountId: from.id, amount: negate(meta.fee), kind: 'fee' },
      { accountId: systemAccountId('fees', from.currencyCode), amount: meta.fee, kind: 'fee' },
    );
  return postings;
}

/**
 * One of the customer's accounts; ENOA when it is not theirs (spec 01 §8), and the same for a missing one, since
 * account ids are sequential and two answers would tell which exist (issue 12).
 */
export async function ownAccount(
  repository: TransferRepository,
  customerId: number,
  accountId: number,
): Promise<AccountRecord> {
  const account = await repository.account(accountId);
  if (!account || account.customerId !== customerId)
    throw methodError(RESPONSE_CODES.noAccess, TRANSFER_TEXTS.noAccess);
  return account;
}

/** Money moves only from and to active accounts that are not closed and not cards (those are loaded apart). */
export function assertTransferable(account: AccountRecord, field: string): void {
  if (account.statusId !== ACTIVE || account.type === ACCOUNT_TYPES.closed || isCardAccount(account))
    throw invalidField(field, 'must be an active account that is not a card');
}

/** Standing-order fields (spec 02 §3): checked, and described for the journal's note. */
export function subscriptionNote(fields: SubscriptionFields, today: Date): string | undefined {
  const given =
    fields.subscriptionFrequency !== undefined ||
    fields.subscriptionEndDate !== undefined ||
    fields.subscriptionTransactions !== undefined ||
    fields.subscriptionUserCancel !== undefined;
  if (!given) return undefined;
  const frequency = fields.subscriptionFrequency;
  if (frequency === undefined || !SUBSCRIPTION_FREQUENCIES.includes(frequency))
    throw invalidField('subscriptionFrequency', 'is required for a standing order');
  const parts = [`Standing order: ${frequency}`];
  if (fields.subscriptionEndDate !== undefined) {
    const end = new Date(`${fields.subscriptionEndDate}T00:00:00Z`);
    if (Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== fields.subscriptionEndDate)
      throw invalidField('subscriptionEndDate', 'must be a date YYYY-MM-DD');
    if (fields.subscriptionEndDate <= today.toISOString().slice(0, 10))
      throw invalidField('subscriptionEndDate', 'must be after today');
    parts.push(`until ${fields.subscriptionEndDate}`);
  }
  if (fields.subscriptionTransactions !== undefined) {
    const count = fields.subscriptionTransactions;
    if (!Number.isInteger(count) || count < 2 || count > MAX_SUBSCRIPTION_TRANSACTIONS)
      throw invalidField(
        'subscriptionTransactions',
        `must be 2 to ${MAX_SUBSCRIPTION_TRANSACTIONS} payments`,
      );
    parts.push(`${count} payments`);
  }
  if (fields.subscriptionUserCancel) parts.push('cancellable by the payer');
  return parts.join(', ');
}

/** The subscription fields as payee details (strings), for the recent-transfer details. */
export function subscriptionDetails(fields: SubscriptionFields): Record<string, string> {
  const details: Record<string, string> = {};
  if (fields.subscriptionFrequency) details.subscriptionFrequency = fields.subscriptionFrequency;
  if (fields.subscriptionEndDate) details.subscriptionEndDate = fields.subscriptionEndDate;
  if (fields.subscriptionTransactions !== undefined)
    details.subscriptionTransactions = String(fields.subscriptionTransactions);
  if (fields.subscriptionUserCancel !== undefined)
    details.subscriptionUserCancel = String(fields.subscriptionUserCancel);
  return details;
}

export function negate(amount: string): string {
  return new Decimal(amount).negated().toFixed();
}

export function createBetweenAccountsService({ repository, engine, clock }: TransferServiceDeps) {
  /** spec 02 §5: 1 when the currencies are equal; else the stored rate, its inverse, or a cross through EUR. */
  async function exchangeRate(fromCurrencyCode: string, toCurrencyCode: string): Promise<string> {
    if (fromCurrencyCode === toCurrencyCode) return '1';
    const direct = await repository.rate(fromCurrencyCode, toCurrencyCode);
    if (direct !== null) return new Decimal(direct).toFixed();
    const reverse = await repository.rate(toCurrencyCode, fromCurrencyCode);
    if (reverse !== null)
      return new Decimal(1)
        .dividedBy(reverse)
        .toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_UP)
        .toFixed();
    if (fromCurrencyCode !== BASE_CURRENCY && toCurrencyCode !== BASE_CURRENCY) {
      const [toBase, fromBase] = await Promise.all([
        exchangeRate(fromCurrencyCode, BASE_CURRENCY).catch(() => null),
        exchangeRate(BASE_CURRENCY, toCurrencyCode).catch(() => null),
      ]);
      if (toBase !== null && fromBase !== null)
        return new Decimal(toBase)
          .times(fromBase)
          .toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_UP)
          .toFixed();
    }
    throw methodError(RESPONSE_CODES.notFound, TRANSFER_TEXTS.noRate);
  }

  /** What the payee account gets and what it costs (spec 02 §3 "Payment meta"). */
  async function paymentMeta(
    from: Pick<AccountRecord, 'currencyCode'>,
    to: Pick<AccountRecord, 'currencyCode'>,
    amount: string,
  ): Promise<PaymentMeta> {
    const rate = await exchangeRate(from.currencyCode, to.currencyCode);
    return {
      exchangeRate: rate,
      toAmount: roundMoney(new Decimal(amount).times(rate), to.currencyCode),
      fee: transferFee('betweenAccounts', amount, from.currencyCode, to.currencyCode),
    };
  }

  return {
    exchangeRate,
    paymentMeta,

    async getDefaultExchangeRates(): Promise<DefaultRatesResponse> {
      const rates = await repository.rates();
      return {
        rates: { rate: rates.map((row) => ({ ...row, rate: new Decimal(row.rate).toFixed() })) },
      };
    },

    async getBetweenAccountsFee(
      customerId: number,
      request: BetweenAccountsFeeRequest,
    ): Promise<PaymentMeta> {
      const from = await ownAccount(repository, customerId, request.fromAccountId);
      const to = await ownAccount(repository, customerId, request.toAccountId);
      const amount = parseAmount(
        'amount',
        request.amount,
        from.currencyCode,
        minorUnitsOf(from.currencyCode),
      );
      return paymentMeta(from, to, amount);
    },

    /**
     * Max amount (spec 02 §7): what can leave the account now with its fee, capped by what remains of the kind's
     * limits (withdrawals for external kinds). The fee never falls as the amount grows, so `available - fee of
     * available` always fits.
     */
    async getMaxAmount(customerId: number, request: MaxAmountRequest): Promise<MaxAmountResponse> {
      const from = await ownAccount(repository, customerId, request.fromAccountId);
      const to =
        request.toAccountId === undefined
          ? null
          : await ownAccount(repository, customerId, request.toAccountId);
      const currencyCode = from.currencyCode;
      const available = Decimal.max(0, new Decimal(from.balance).minus(from.balanceMin));
      const type: TransferType = request.operation;
      // External kinds are priced as their submit prices them (crypto has per-coin floors and network fees).
      const fee = isExternalTransferType(type)
        ? externalTransferFee(type, available.toFixed(), currencyCode)
        : transferFee(type, available.toFixed(), currencyCode, to?.currencyCode);
      const limits = await customerLimits(
        repository,
        customerId,
        limitTypeOf(type),
        currencyCode,
        clock.now(),
      );
      const max = Decimal.max(0, Decimal.min(available.minus(fee), remainingOf(limits)));
      const minorUnits = minorUnitsOf(currencyCode);
      const smallest = new Decimal(1).dividedBy(new Decimal(10).pow(minorUnits));
      const minAmount = request.minAmount === undefined ? smallest : Decimal.max(smallest, request.minAmount);
      return {
        maxAmount: max.toDecimalPlaces(minorUnits, Decimal.ROUND_DOWN).toFixed(minorUnits),
        minAmount: minAmount.toFixed(minorUnits),
        currencyCode,
      };
    },

    /** The limits of a kind (spec 02 §7), in the account's currency, or in each currency the customer holds. */
    async getCustomerLimits(customerId: number, request: LimitsRequest): Promise<LimitsResponse> {
      const currencies =
        request.fromAccountId === undefined
          ? await repository.customerCurrencies(customerId)
          : [(await ownAccount(repository, customerId, request.fromAccountId)).currencyCode];
      const now = clock.now();
      const limits = await Promise.all(
        currencies.map((currencyCode) =>
          customerLimits(repository, customerId, request.type, currencyCode, now),
        ),
      );
      return { limits: limits.flat() };
    },

    /**
     * Between own accounts (spec 02 §7): both the acting customer's, active, not cards. Across currencies the
     * money goes through the bank's exchange accounts (so each currency's entries sum to zero) and the exchange
     * margin is the fee. No code to ask (spec 02 §3 gives it no operationId), but a right-3 user's transfer waits
     * in the company's approval queue like every other kind (spec 02 §4, issue 12); the approver posts it.
     */
    async transferBetweenAccounts(
      customerId: number,
      userId: number,
      request: BetweenAccountsTransferRequest,
    ): Promise<BetweenAccountsTransferResponse | QueuedBetweenAccountsResponse> {
      if (request.fromAccount === request.toAccount)
        throw invalidField('toAccount', 'must be another account than fromAccount');
      const from = await ownAccount(repository, customerId, request.fromAccount);
      const to = await ownAccount(repository, customerId, request.toAccount);
      assertTransferable(from, 'fromAccount');
      assertTransferable(to, 'toAccount');
      if (request.currency !== from.currencyCode)
        throw invalidField('currency', `must be ${from.currencyCode}, the currency of fromAccount`);
      const amount = parseAmount(
        'amount',
        request.amount,
        from.currencyCode,
        minorUnitsOf(from.currencyCode),
      );
      const note = subscriptionNote(request, clock.now());
      const meta = await paymentMeta(from, to, amount);
      if (!new Decimal(meta.toAmount).greaterThan(0))
        throw invalidField('amount', 'is too small to exchange');
      const postings = betweenAccountsPostings(from, to, amount, meta);
      const plan: TransferPlan = {
        type: 'betweenAccounts',
        customerId,
        userId,
        fromAccountId: from.id,
        amount,
        currencyCode: from.currencyCode,
        fee: meta.fee,
        payee: String(to.id),
        payeeName: `Account ${to.id}`,
        journal: {
          status: 'completed',
          description: `Transfer between own accounts ${from.id} → ${to.id}`,
          ...(note ? { note } : {}),
          ...(from.currencyCode === to.currencyCode ? {} : { exchangeRate: meta.exchangeRate }),
          postings,
        },
        details: {
          fromAccount: String(from.id),
          toAccount: String(to.id),
          currency: from.currencyCode,
          ...subscriptionDetails(request),
        },
        creditedCustomerId: customerId,
      };
      const result = await engine.submit(plan, {
        ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
      });
      const quote = { toAmount: meta.toAmount, exchangeRate: meta.exchangeRate };
      // Queued: no journal yet (the approver's decision posts it).
      if (result.approvalTransactionCreated === true) return { ...result, ...quote, link: '/history' };
      // Otherwise it executes at once; a key that answered something else was used for another request.
      if (result.transactionId === undefined)
        throw invalidField('idempotencyKey', 'was used for another request');
      return {
        transactionId: result.transactionId,
        fee: result.fee,
        ...quote,
        link: `/history?transactionId=${result.transactionId}`,
      };
    },
  };
}

export type BetweenAccountsService = ReturnType<typeof createBetweenAccountsService>;
