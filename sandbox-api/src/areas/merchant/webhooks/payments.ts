import { RESPONSE_CODES, type MerchantPayment } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { ApiError } from '../../../platform/http/errors';
import { SYSTEM_CUSTOMER_ID } from '../../../money/ledger';
import { minorUnitsOf } from '../../../money/fees';
import { moneyText } from './records';
import type { MerchantWebhooksRepository } from './repository';

export { moneyText } from './records';

/**
 * A merchant's received payments, read from the ledger (issue 33 item 3): a completed person-to-person journal (a
 * payment, an invoice payment, a mass transfer's row) that credits an account of the merchant and was made by
 * another customer. Its id is the journal's (the transaction id both histories show). Refunds are journals of type
 * `refund` back to the payer's account, each with its row in `merchant_refunds`.
 */

/** Journal types a merchant receives payments by (what a refund can send back: a payer who is a customer). */
export const RECEIVED_PAYMENT_TYPES = ['p2p'] as const;

/** One credit of a received payment: the journal, the merchant's account credited and the payer's account debited. */
export interface ReceivedCredit {
  journalId: number;
  merchantCustomerId: number;
  accountId: number;
  amount: string;
  currencyCode: string;
  payerCustomerId: number;
  payerAccountId: number | null;
  /** A payer from outside the product (the bank's clearing account paid): as the journal names them. */
  externalPayer?: { name: string; email: string };
  description: string;
  createdAt: Date;
}

/**
 * The credits of completed incoming payments in these journals, to customers other than the journal's maker (the
 * bank's own accounts aside). Any type: a webhook tells of every incoming payment; refunds are only of p2p ones.
 */
export async function incomingCredits(
  repository: Pick<MerchantWebhooksRepository, 'journalEntries'>,
  journalIds: readonly number[],
): Promise<ReceivedCredit[]> {
  if (journalIds.length === 0) return [];
  const rows = await repository.journalEntries(journalIds);
  const credits: ReceivedCredit[] = [];
  for (const row of rows) {
    if (row.status !== 'completed' || row.kind !== 'principal') continue;
    if (row.customerId === SYSTEM_CUSTOMER_ID || !new Decimal(row.amount).greaterThan(0)) continue;
    if (row.customerId === row.journalCustomerId) {
      // The customer's own journal: a payment from outside the product (the clearing account pays), as the
      // seeded merchant payments are; their own transfers, exchanges and top-ups are no payment received.
      if (!(RECEIVED_PAYMENT_TYPES as readonly string[]).includes(row.type)) continue;
      const from = rows.find(
        (other) =>
          other.journalId === row.journalId &&
          other.kind === 'principal' &&
          new Decimal(other.amount).lessThan(0),
      );
      if (!from || from.customerId !== SYSTEM_CUSTOMER_ID) continue;
      credits.push({
        journalId: row.journalId,
        merchantCustomerId: row.customerId,
        accountId: row.accountId,
        amount: row.amount,
        currencyCode: row.currencyCode,
        payerCustomerId: SYSTEM_CUSTOMER_ID,
        payerAccountId: from.accountId,
        externalPayer: { name: row.counterpartyName, email: row.counterpartyEmail ?? '' },
        description: row.description,
        createdAt: row.createdAt,
      });
      continue;
    }
    const payerEntry = rows.find(
      (other) =>
        other.journalId === row.journalId &&
        other.kind === 'principal' &&
        other.customerId === row.journalCustomerId &&
        new Decimal(other.amount).lessThan(0),
    );
    credits.push({
      journalId: row.journalId,
      merchantCustomerId: row.customerId,
      accountId: row.accountId,
      amount: row.amount,
      currencyCode: row.currencyCode,
      payerCustomerId: row.journalCustomerId,
      payerAccountId: payerEntry?.accountId ?? null,
      description: row.description,
      createdAt: row.createdAt,
    });
  }
  return credits;
}

/** The merchant's received payments, newest first (`limit` at most 100), or the one of `journalId`. */
export async function receivedPayments(
  repository: MerchantWebhooksRepository,
  customerId: number,
  options: { limit?: number; journalId?: number } = {},
): Promise<MerchantPayment[]> {
  const rows = await repository.receivedJournalIds(customerId, RECEIVED_PAYMENT_TYPES, {
    limit: Math.min(options.limit ?? 20, 100),
    ...(options.journalId !== undefined ? { journalId: options.journalId } : {}),
  });
  const ids = [...new Set(rows)];
  const credits = (await incomingCredits(repository, ids))
    .filter((credit) => credit.merchantCustomerId === customerId)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.journalId - a.journalId);
  const refunded = await repository.refundedAmounts(ids);
  const payers = new Map<number, { name: string; email: string }>();
  const payments: MerchantPayment[] = [];
  for (const credit of credits) {
    if (!credit.externalPayer && !payers.has(credit.payerCustomerId))
      payers.set(credit.payerCustomerId, await repository.partyOf(credit.payerCustomerId));
    const payer = credit.externalPayer ?? payers.get(credit.payerCustomerId)!;
    payments.push({
      id: credit.journalId,
      amount: moneyText(credit.amount, credit.currencyCode),
      currencyCode: credit.currencyCode,
      payerEmail: payer.email,
      payerName: payer.name,
      description: credit.description,
      refundedAmount: moneyText(refunded.get(credit.journalId) ?? '0', credit.currencyCode),
      createdAt: credit.createdAt.toISOString(),
    });
  }
  return payments;
}

export class RefundError extends Error {
  constructor(
    readonly reason: 'notFound' | 'invalidRequest' | 'insufficientFunds',
    message: string,
  ) {
    super(message);
  }
}

export interface RefundResult {
  refundId: number;
  journalId: number;
  payment: MerchantPayment;
  amount: string;
  currencyCode: string;
  payerCustomerId: number;
  payerAccountId: number;
  merchantAccountId: number;
}

/**
 * Refunds a received payment, fully (no amount) or in part, to the account it came from: one `refund` journal of
 * the merchant, posted with its `merchant_refunds` row in one transaction that first locks both accounts, so two
 * refunds at once never return more than was paid. Decimal throughout; an amount finer than the currency's minor
 * units is refused.
 */
export async function refundPayment(
  repository: MerchantWebhooksRepository,
  customerId: number,
  journalId: number,
  amount: string | undefined,
  now: Date,
): Promise<RefundResult> {
  const [credit] = (await incomingCredits(repository, [journalId])).filter(
    (found) => found.merchantCustomerId === customerId,
  );
  const journalType = await repository.journalType(journalId);
  if (
    !credit ||
    journalType === undefined ||
    !(RECEIVED_PAYMENT_TYPES as readonly string[]).includes(journalType) ||
    credit.payerAccountId === null
  )
    throw new RefundError('notFound', 'No such payment.');
  const payerAccountId = credit.payerAccountId;
  const minor = minorUnitsOf(credit.currencyCode);
  if (amount !== undefined) {
    const value = new Decimal(amount);
    if (!value.greaterThan(0)) throw new RefundError('invalidRequest', 'amount: must be more than 0');
    if (value.decimalPlaces() > minor)
      throw new RefundError('invalidRequest', `amount: at most ${minor} decimals in ${credit.currencyCode}`);
  }
  const payer = credit.externalPayer ?? (await repository.partyOf(credit.payerCustomerId));
  const merchant = await repository.partyOf(customerId);
  const result = await repository.transaction(async (tx) => {
    await tx.lockAccounts([credit.accountId, payerAccountId]);
    const done = await tx.refundedTotal(journalId);
    const remaining = new Decimal(credit.amount).minus(done ?? '0');
    const refund = amount === undefined ? remaining : new Decimal(amount);
    if (!remaining.greaterThan(0))
      throw new RefundError('invalidRequest', 'The payment was refunded in full.');
    if (refund.greaterThan(remaining))
      throw new RefundError(
        'invalidRequest',
        `amount: at most ${moneyText(remaining, credit.currencyCode)} is left to refund`,
      );
    const text = refund.toFixed(minor);
    let refundJournalId: number;
    try {
      ({ journalId: refundJournalId } = await tx.postJournal({
        customerId,
        type: 'refund',
        status: 'completed',
        description: `Refund of payment ${journalId}`,
        counterpartyName: payer.name,
        counterpartyEmail: payer.email || undefined,
        reference: `Refund ${journalId}`,
        note: `Refund by ${merchant.name}`,
        createdAt: now,
        postings: [
          { accountId: credit.accountId, amount: refund.negated().toFixed() },
          { accountId: payerAccountId, amount: refund.toFixed() },
        ],
      }));
    } catch (error) {
      if (error instanceof ApiError && error.body.responseCode === RESPONSE_CODES.insufficientFunds)
        throw new RefundError('insufficientFunds', 'Insufficient funds for the refund.');
      throw error;
    }
    const refundId = await tx.insertRefund({
      customerId,
      paymentJournalId: journalId,
      refundJournalId,
      amount: text,
      currencyCode: credit.currencyCode,
      createdAt: now,
    });
    return { refundId, journalId: refundJournalId, amount: text };
  });
  const [payment] = await receivedPayments(repository, customerId, { journalId });
  return {
    ...result,
    payment: payment!,
    currencyCode: credit.currencyCode,
    payerCustomerId: credit.payerCustomerId,
    payerAccountId,
    merchantAccountId: credit.accountId,
  };
}
